import Foundation
import TestSupport
import Testing

@testable import Sync

@Suite struct FolderRemoteTests {
  func entry(_ id: String, body: String = "body", version: [String: Int] = ["A": 1]) -> SyncRemoteEntry {
    let note = SyncNote(
      id: id, title: "Title", body: body, updatedAt: Date(timeIntervalSince1970: 1_700_000_000), revision: 3)
    return SyncRemoteEntry(state: .note(note), version: SyncVersion(version), user: "alice", device: "A")
  }

  @Test func writesOneJSONFilePerNoteAndReadsItBackExactly() throws {
    let folder = try TemporaryFolder()
    let remote = try FolderRemote(directory: folder.url)
    let note = entry("n1")
    let deletion = SyncRemoteEntry(
      state: .deleted(SyncTombstone(id: "n2", deletedAt: Date(timeIntervalSince1970: 1_700_000_500), revision: 4)),
      version: SyncVersion(["B": 2]), user: "bob", device: "B")
    try remote.writeEntry(note)
    try remote.writeEntry(deletion)

    #expect(try folder.fileNames() == ["n1.note.json", "n2.note.json"])
    let listing = try remote.listEntries()
    #expect(listing.entries == [note, deletion])
    #expect(listing.warnings.isEmpty)
    #expect(try remote.readEntry(id: "n1") == note)
    #expect(try remote.readEntry(id: "missing") == nil)
    let json = try #require(String(data: folder.contents(of: "n1.note.json"), encoding: .utf8))
    #expect(json.contains("\"format\" : \"zrouter-notes-sync-entry\""))
    #expect(json.contains("\"user\" : \"alice\""))
  }

  @Test func rewritingANoteReplacesItsFileAndLeavesNoTemporaryFiles() throws {
    let folder = try TemporaryFolder()
    let remote = try FolderRemote(directory: folder.url)
    try remote.writeEntry(entry("n1", body: "one"))
    try remote.writeEntry(entry("n1", body: "two", version: ["A": 2]))
    #expect(try folder.fileNames() == ["n1.note.json"])
    #expect(try remote.readEntry(id: "n1")?.note?.body == "two")
  }

  @Test func identifiersMapToSafeDistinctFileNamesThatRoundTrip() throws {
    let ids = ["a/b", "..", ".hidden", "Ab", "ab", "日本語", "x y%", "UPPER-case_1"]
    let names = try ids.map(FolderFileName.name(for:))
    #expect(Set(names).count == ids.count)
    for (id, name) in zip(ids, names) {
      #expect(!name.contains("/"))
      #expect(!name.hasPrefix("."))
      #expect(FolderFileName.noteID(fromFileName: name) == id)
    }
    let folder = try TemporaryFolder()
    let remote = try FolderRemote(directory: folder.url)
    for id in ids { try remote.writeEntry(entry(id)) }
    // Every id has a file, but only plain identifiers are read back; the others are named as skipped.
    let listing = try remote.listEntries()
    #expect(Set(listing.entries.map(\.id)) == ["Ab", "ab", "UPPER-case_1"])
    let plainNames = try ["Ab", "ab", "UPPER-case_1"].map(FolderFileName.name(for:))
    #expect(Set(listing.warnings.compactMap(\.item)) == Set(names).subtracting(plainNames))
  }

  @Test func emptyOrOverlongIdentifiersAreRejectedWithATypedError() throws {
    let folder = try TemporaryFolder()
    let remote = try FolderRemote(directory: folder.url)
    for id in ["", String(repeating: "é", count: 100)] {
      let error = try #require(throws: SyncError.self) { try remote.writeEntry(entry(id)) }
      #expect(error.code == .invalidNoteID)
    }
  }

  @Test func garbageForeignAndNewerFilesAreSkippedWithWarningsAndLeftUntouched() throws {
    let folder = try TemporaryFolder()
    let remote = try FolderRemote(directory: folder.url)
    try remote.writeEntry(entry("good"))
    let good = try String(decoding: folder.contents(of: "good.note.json"), as: UTF8.self)
    try folder.write(String(good.prefix(good.count / 2)), to: "torn.note.json")
    try folder.write("\u{0}\u{1}garbage", to: "garbage.note.json")
    try folder.write("{\"hello\": 1}", to: "foreign-json.note.json")
    try folder.write(
      good.replacingOccurrences(of: "\"formatVersion\" : 1", with: "\"formatVersion\" : 99"), to: "newer.note.json")
    try folder.write(good, to: "renamed.note.json")  // holds note "good" under another note's name
    try folder.write("shopping list", to: "notes.txt")
    try folder.write("{}", to: "Good Copy (1).note.json")
    try folder.write("in flight", to: ".good.note.json.1234.tmp")
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("dir.note.json"), withIntermediateDirectories: false)
    let before = try folder.fileNames().filter { $0 != "dir.note.json" }.map { try folder.contents(of: $0) }

    let listing = try remote.listEntries()

    #expect(listing.entries.map(\.id) == ["good"])
    let warned = Dictionary(uniqueKeysWithValues: listing.warnings.map { ($0.item ?? "", $0) })
    #expect(
      Set(warned.keys) == [
        "torn.note.json", "garbage.note.json", "foreign-json.note.json", "newer.note.json", "renamed.note.json",
        "notes.txt", "Good Copy (1).note.json", "dir.note.json",
      ])
    #expect(warned["torn.note.json"]?.noteID == "torn")
    #expect(warned["notes.txt"]?.noteID == nil)
    #expect(warned["Good Copy (1).note.json"]?.noteID == nil)
    #expect(warned["newer.note.json"]?.message.contains("newer app") == true)
    #expect(warned["renamed.note.json"]?.message.contains("holds note \"good\"") == true)
    let after = try folder.fileNames().filter { $0 != "dir.note.json" }.map { try folder.contents(of: $0) }
    #expect(after == before)
  }

  @Test func readingAnUnreadableEntryThrowsUnreadableEntry() throws {
    let folder = try TemporaryFolder()
    let remote = try FolderRemote(directory: folder.url)
    try folder.write("{ not json", to: "n1.note.json")
    let error = try #require(throws: SyncError.self) { try remote.readEntry(id: "n1") }
    #expect(error.code == .unreadableEntry)
    #expect(error.description.contains("n1.note.json"))
  }

  @Test func oversizedFilesAreSkipped() throws {
    let folder = try TemporaryFolder()
    let remote = try FolderRemote(directory: folder.url)
    try Data(count: FolderRemote.maximumEntrySize + 1).write(to: folder.url.appendingPathComponent("big.note.json"))
    let listing = try remote.listEntries()
    #expect(listing.entries.isEmpty)
    #expect(listing.warnings.map(\.noteID) == ["big"])
  }

  @Test func removingAnEntryDeletesItsFileAndToleratesAMissingOne() throws {
    let folder = try TemporaryFolder()
    let remote = try FolderRemote(directory: folder.url)
    try remote.writeEntry(entry("n1"))
    try remote.removeEntry(id: "n1")
    try remote.removeEntry(id: "n1")
    #expect(try folder.fileNames().isEmpty)
  }

  @Test func openingCreatesMissingDirectoriesAndRejectsAFile() throws {
    let folder = try TemporaryFolder()
    let nested = folder.url.appendingPathComponent("a/b/replica")
    let remote = try FolderRemote(directory: nested)
    #expect(FileManager.default.fileExists(atPath: nested.path))
    #expect(remote.replicaID.hasPrefix("folder:/"))
    try folder.write("x", to: "file")
    let error = try #require(throws: SyncError.self) {
      try FolderRemote(directory: folder.url.appendingPathComponent("file"))
    }
    #expect(error.code == .remoteUnavailable)
  }

  @Test func listingAVanishedDirectoryThrowsRemoteUnavailable() throws {
    let folder = try TemporaryFolder()
    let remote = try FolderRemote(directory: folder.url.appendingPathComponent("gone"))
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("gone"))
    let error = try #require(throws: SyncError.self) { try remote.listEntries() }
    #expect(error.code == .remoteUnavailable)
  }

  @Test func concurrentWritersAndReadersNeverSeeATornFile() throws {
    let folder = try TemporaryFolder()
    let url = folder.url
    let bigBody = String(repeating: "0123456789", count: 20_000)
    let failures = LockedList<String>()
    let finishedWriters = LockedList<Int>()
    let writers = 3
    // Separate instances per thread, as separate processes would have. The reader keeps reading until every
    // writer is done, so reads overlap writes.
    DispatchQueue.concurrentPerform(iterations: writers + 1) { worker in
      do {
        let remote = try FolderRemote(directory: url)
        if worker == 0 {
          while finishedWriters.values.count < writers {
            let listing = try remote.listEntries()
            if !listing.warnings.isEmpty { failures.append("warnings: \(listing.warnings)") }
            _ = try remote.readEntry(id: "shared")
          }
        } else {
          defer { finishedWriters.append(worker) }
          for round in 0..<40 {
            let body = "\(worker)-\(round)-" + bigBody
            try remote.writeEntry(entry("shared", body: body, version: ["W\(worker)": round + 1]))
          }
        }
      } catch {
        failures.append("\(error)")
      }
    }
    #expect(failures.values.isEmpty)
    #expect(try folder.fileNames() == ["shared.note.json"])
    let final = try FolderRemote(directory: url).readEntry(id: "shared")
    #expect(final?.note?.body.hasSuffix(bigBody) == true)
  }
}

/// A list several threads append to.
final class LockedList<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Element] = []
  func append(_ element: Element) { lock.withLock { storage.append(element) } }
  var values: [Element] { lock.withLock { storage } }
}
