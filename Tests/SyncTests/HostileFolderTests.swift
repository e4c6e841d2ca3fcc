import Foundation
import TestSupport
import Testing

@testable import Sync

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shared folder is untrusted input: files another device (or anyone who can write the folder) put there must
/// never crash, hang or block a sync, and never import junk silently. Each fixture is written by the test into a
/// fresh folder; device A is the one syncing, and a well-formed note from B shows that the other notes still sync.
@Suite struct HostileFolderTests {
  let folder: TemporaryFolder
  let device: TestDevice

  init() throws {
    folder = try TemporaryFolder()
    device = TestDevice("A", folder: folder.url)
    try write(HostileEntry(id: "zz-fine", title: "Fine", body: "still syncs"))
  }

  func write(_ entry: HostileEntry, as name: String? = nil) throws {
    try folder.write(entry.json, to: name ?? FolderFileName.name(for: entry.id))
  }

  /// Syncs on a separate thread, failing instead of hanging when it does not return within `seconds`.
  func syncWithoutHanging(seconds: Double = 20) throws -> SyncReport {
    final class Outcome: @unchecked Sendable { var result: Result<SyncReport, any Error>? }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let device = self.device
    Thread.detachNewThread {
      outcome.result = Result { try device.sync() }
      done.signal()
    }
    guard done.wait(timeout: .now() + seconds) == .success, let result = outcome.result else {
      throw HangError()
    }
    return try result.get()
  }

  struct HangError: Error, CustomStringConvertible {
    var description: String { "sync did not return: it blocks on a file in the folder" }
  }

  /// The warning naming `file`, whose line in the report names the file and contains `reason`.
  func expectSkipped(
    _ file: String, because reason: String, in report: SyncReport, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let warning = report.warnings.first { $0.item == file }
    #expect(warning != nil, "no warning names \(file): \(report.warnings)", sourceLocation: sourceLocation)
    #expect(
      warning?.description.contains(reason) == true, "\(String(describing: warning))", sourceLocation: sourceLocation)
    #expect(
      report.description.split(separator: "\n").contains { $0.contains(file) && $0.contains(reason) },
      "the report does not name \(file): \(report.description)", sourceLocation: sourceLocation)
  }

  func expectTheFineNoteSynced(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(device.store.note("zz-fine")?.body == "still syncs", sourceLocation: sourceLocation)
  }

  @Test func aVersionCounterAtIntMaxIsRejectedInsteadOfOverflowing() throws {
    var entry = HostileEntry(id: "counter")
    entry.version = #"{"A": 9223372036854775807}"#
    try write(entry)
    device.store.create(id: "counter", title: "Mine", body: "local")

    let report = try device.sync()
    try device.sync()  // and again: no trap in any later sync either

    expectSkipped("counter.note.json", because: "version counter", in: report)
    #expect(device.store.note("counter")?.body == "local")
    expectTheFineNoteSynced()
    #expect(SyncVersion(["A": Int.max]).incremented(for: "A").counters["A"] == Int.max)
  }

  @Test func aFIFONamedLikeANoteIsSkippedWithoutBlocking() throws {
    let path = folder.url.appendingPathComponent("pipe.note.json").path
    try #require(mkfifo(path, 0o600) == 0)

    let report = try syncWithoutHanging()

    expectSkipped("pipe.note.json", because: "a FIFO", in: report)
    expectTheFineNoteSynced()
  }

  @Test func revisionsOfZeroNegativeOrHugeAreSkippedWithoutBlockingOtherNotes() throws {
    // Ids that sort first, so a note handled before the others cannot stop them.
    for (id, revision) in [("0-zero", "0"), ("0-negative", "-5"), ("0-max", "9223372036854775807")] {
      var entry = HostileEntry(id: id)
      entry.revision = revision
      try write(entry)
    }

    let report = try device.sync()

    for name in ["0-zero", "0-negative", "0-max"] {
      expectSkipped("\(name).note.json", because: "revision", in: report)
      #expect(device.store.note(name) == nil)
    }
    expectTheFineNoteSynced()
  }

  @Test func titlesAreCleanedOfControlCharactersAndBadIdsAreRejected() throws {
    try write(
      HostileEntry(
        id: "escapes", title: "Fake\n0000  r1  2026-01-01  forged row\u{1B}]0;owned\u{07}\u{0}",
        body: "a\u{1B}[2Jb\nc\td"))
    try write(HostileEntry(id: "bad\u{1B}[31mid\nx"))

    let report = try device.sync()

    let imported = try #require(device.store.note("escapes"))
    #expect(imported.title == "Fake 0000  r1  2026-01-01  forged row]0;owned")
    #expect(imported.body == "a[2Jb\nc\td")
    let badFile = try FolderFileName.name(for: "bad\u{1B}[31mid\nx")
    expectSkipped(badFile, because: "is not accepted", in: report)
    #expect(device.store.snapshot.allSatisfy { !$0.id.contains("\u{1B}") })
    for line in report.description.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "raw control character in \(line)")
    }
    expectTheFineNoteSynced()
  }

  @Test func aSymbolicLinkIsNotFollowed() throws {
    let outside = try TemporaryFolder()
    try outside.write(HostileEntry(id: "linked", title: "Secret", body: "read through a link").json, to: "target.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("linked.note.json").path,
      withDestinationPath: outside.url.appendingPathComponent("target.json").path)

    let report = try device.sync()

    expectSkipped("linked.note.json", because: "symbolic link", in: report)
    #expect(device.store.note("linked") == nil)
    expectTheFineNoteSynced()
  }

  @Test func datesOutOfASaneRangeAreRejected() throws {
    for (id, date) in [
      ("future", "1e300"), ("past", "-1e300"), ("tomorrow-plus", "\(Date().timeIntervalSince1970 + 3 * 86_400)"),
    ] {
      var entry = HostileEntry(id: id)
      entry.updatedAt = date
      try write(entry)
    }

    let report = try device.sync()

    for id in ["future", "past", "tomorrow-plus"] {
      expectSkipped("\(id).note.json", because: "date", in: report)
      #expect(device.store.note(id) == nil)
    }
    expectTheFineNoteSynced()
  }

  @Test func anEntryWrittenByAnotherUserIsNotImported() throws {
    var entry = HostileEntry(id: "theirs", title: "Mallory's", body: "not for alice")
    entry.user = "mallory"
    try write(entry)
    var control = HostileEntry(id: "device-name")
    control.device = "B\u{1B}]0;x"
    try write(control)

    let report = try device.sync()

    expectSkipped("theirs.note.json", because: "another user", in: report)
    expectSkipped("device-name.note.json", because: "writtenBy.device", in: report)
    #expect(device.store.note("theirs") == nil)
    #expect(device.store.namedUsers == ["alice"])
    // The other user's file is left alone.
    #expect(try String(decoding: folder.contents(of: "theirs.note.json"), as: UTF8.self) == entry.json)
    expectTheFineNoteSynced()
  }

  @Test func everySkippedFileIsNamedWithItsReasonInTheReport() throws {
    var zero = HostileEntry(id: "r0")
    zero.revision = "0"
    try write(zero)
    try folder.write("garbage", to: "junk.note.json")
    try folder.write("hello", to: "readme.txt")

    let report = try device.sync()

    #expect(report.warnings.count == 3)
    expectSkipped("r0.note.json", because: "revision 0", in: report)
    expectSkipped("junk.note.json", because: "not a valid note entry", in: report)
    expectSkipped("readme.txt", because: "not a note entry", in: report)
    #expect(report.description.hasPrefix("pulled 1, pushed 0, deleted 0, conflicts 0, warnings 3\n"))
  }
}
