import Foundation
import Storage
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The app as people run it: separate `notes` processes on the same data directories at the same time.
///
/// Each test prints one line with its counts (rounds, acknowledged writes, lost writes).
@Suite(.serialized) struct NotesProcessIntegrationTests {
  static let editRounds = 30
  static let syncRounds = 15
  static let openRounds = 10
  static let processesPerOpen = 8

  func withApp(_ body: (NotesApp) throws -> Void) throws {
    let folders = try TemporaryFolders()
    try body(try NotesApp(root: folders.root))
  }

  /// Two processes edit the same note at once: one changes the title, the other the body. An acknowledged edit is
  /// lost when the note does not show it afterwards (the other process saved over it without having seen it).
  @Test func twoProcessesEditingOneNoteNeverLoseAnAcknowledgedEdit() throws {
    try withApp { app in
      try app.signUpAndLogIn("ada", on: "a")
      let id = try app.create("title-00", body: "body-00", on: "a")
      var acknowledged = 0
      var conflicts = 0
      var lost: [String] = []
      for round in 1...Self.editRounds {
        let title = String(format: "title-%02d", round)
        let body = String(format: "body-%02d", round)
        let titleEdit = try app.start("a", ["edit", id, "--title", title])
        let bodyEdit = try app.start("a", ["edit", id, "--body", body])
        let edits = [(titleEdit.finish(), title), (bodyEdit.finish(), body)]
        // `open` prints the title and the body, each on its own line.
        let shown = Set(try app.run("a", ["open", id]).output.split(separator: "\n").map(String.init))
        for (run, value) in edits {
          if run.succeeded {
            acknowledged += 1
            if !shown.contains(value) { lost.append("round \(round): \(value)") }
          } else {
            #expect(run.transcript.contains("changed since it was opened"), "round \(round): \(run.transcript)")
            conflicts += 1
          }
        }
      }
      print(
        "NotesProcessIntegrationTests: \(Self.editRounds) rounds of 2 concurrent edits: \(acknowledged) acknowledged, "
          + "\(conflicts) refused as conflicts, \(lost.count) lost")
      #expect(lost.isEmpty, "acknowledged edits that were overwritten: \(lost)")
      #expect(acknowledged + conflicts == 2 * Self.editRounds)
    }
  }

  /// A process saves an edit on device A while another process on A syncs a newer version of the same note from
  /// device B. Every acknowledged edit (of either device) must survive on both devices, in place or as a conflict
  /// copy, unless a later acknowledged edit was made on top of it.
  @Test func anEditSavedWhileAnotherProcessSyncsIsNeverLost() throws {
    try withApp { app in
      try app.signUpAndLogIn("ada", on: "a", syncing: true)
      try app.signUpAndLogIn("ada", on: "b", syncing: true)
      var acknowledged: [String] = []
      var expected: [String] = []
      for round in 1...Self.syncRounds {
        let id = try app.create(String(format: "round-%02d", round), on: "b", syncing: true)  // saved and synced
        try app.run("a", syncing: true, ["sync"])
        let fromB = String(format: "round-%02d-B", round)
        let editB = try app.run("b", syncing: true, ["edit", id, "--title", fromB])  // synced after saving
        let fromA = String(format: "round-%02d-A", round)
        let editA = try app.start("a", syncing: true, ["edit", id, "--title", fromA])
        let sync = try app.start("a", syncing: true, ["sync"])
        let (editRun, syncRun) = (editA.finish(), sync.finish())
        #expect(syncRun.succeeded, "round \(round): \(syncRun.transcript)")
        if editB.succeeded { acknowledged.append(fromB) }
        if editRun.succeeded { acknowledged.append(fromA) }
        // A's edit replaces B's title legitimately only when it was made on B's version, which the sync had already
        // pulled: then it saved revision 3 (B's version is revision 2). Made on the original, it saved revision 2,
        // and B's title must survive, in place or as a conflict copy.
        let basedOnB = editRun.succeeded && NotesApp.revision(in: editRun.output) == 3
        if editB.succeeded && !basedOnB { expected.append(fromB) }
        if editRun.succeeded { expected.append(fromA) }
      }
      for device in ["a", "b", "a", "b"] { try app.run(device, syncing: true, ["sync"]) }
      var lost: [String] = []
      for device in ["a", "b"] {
        let listed = try app.run(device, ["list"]).output
        lost += expected.filter { !listed.contains($0) }.map { "\($0) on \(device)" }
      }
      print(
        "NotesProcessIntegrationTests: \(Self.syncRounds) rounds of an edit during a sync: \(acknowledged.count) acknowledged "
          + "edits (\(acknowledged.count - expected.count) superseded by a later edit made on them), \(lost.count) lost"
      )
      #expect(lost.isEmpty, "acknowledged edits missing after syncing: \(lost)")
      #expect(acknowledged.count >= Self.syncRounds)
    }
  }

  /// Several processes start on a brand-new data directory at once: every one starts, and they agree on one device
  /// identity.
  @Test func processesOpeningABrandNewDataDirectoryAtOnceAllStart() throws {
    try withApp { app in
      var failures: [String] = []
      for round in 1...Self.openRounds {
        let device = "fresh-\(round)"
        let processes = try (0..<Self.processesPerOpen).map { _ in try app.start(device, ["list"]) }
        failures += processes.map { $0.finish() }.filter { !$0.succeeded }.map { "round \(round): \($0.transcript)" }
        let deviceID = try String(contentsOf: app.root.appendingPathComponent("\(device)/device-id"), encoding: .utf8)
        #expect(deviceID.hasPrefix("device-"))
      }
      print(
        "NotesProcessIntegrationTests: \(Self.openRounds) rounds of \(Self.processesPerOpen) processes opening a new data "
          + "directory: \(Self.openRounds * Self.processesPerOpen) starts, \(failures.count) failed")
      #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
  }

  /// A shared folder full of hostile files: `notes sync` neither crashes nor hangs, imports only the sound note (and a
  /// cleaned title), and names every skipped file with its reason.
  @Test func aSyncFolderOfHostileFilesNeitherCrashesNorHangsTheApp() throws {
    try withApp { app in
      try app.signUpAndLogIn("ada", on: "a", syncing: true)
      let shared = app.root.appendingPathComponent("shared")
      func entry(
        _ id: String, title: String = "T", updatedAt: String = "1700000000", revision: String = "1",
        version: String = #"{"b": 1}"#, user: String = "ada"
      ) -> String {
        let escapedTitle = title.unicodeScalars.map {
          $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0)
        }
        .joined()
        return """
          {"format": "zrouter-notes-sync-entry", "formatVersion": 1, "id": "\(id)", "deleted": false,
           "title": "\(escapedTitle)", "body": "b", "updatedAt": \(updatedAt), "revision": \(revision),
           "version": \(version), "writtenBy": {"user": "\(user)", "device": "b"}}
          """
      }
      let files: [(name: String, contents: String?)] = [
        ("sound.note.json", entry("sound", title: "Sound note")),
        ("escapes.note.json", entry("escapes", title: "Fake\nrow\u{1B}]0;pwned\u{07}")),
        ("counter.note.json", entry("counter", version: #"{"b": 9223372036854775807}"#)),
        ("zero.note.json", entry("zero", revision: "0")),
        ("negative.note.json", entry("negative", revision: "-3")),
        ("huge.note.json", entry("huge", revision: "9223372036854775807")),
        ("future.note.json", entry("future", updatedAt: "1e300")),
        ("past.note.json", entry("past", updatedAt: "-1e300")),
        ("mallory.note.json", entry("mallory", user: "mallory")),
        ("garbage.note.json", "{\"truncated\": "),
        ("fifo.note.json", nil),
        ("link.note.json", nil),
      ]
      for file in files {
        let path = shared.appendingPathComponent(file.name).path
        if let contents = file.contents { try Data(contents.utf8).write(to: URL(fileURLWithPath: path)) }
      }
      try #require(mkfifo(shared.appendingPathComponent("fifo.note.json").path, 0o600) == 0)
      let target = app.root.appendingPathComponent("outside.json")
      try Data(entry("link", title: "Followed a link").utf8).write(to: target)
      try FileManager.default.createSymbolicLink(
        atPath: shared.appendingPathComponent("link.note.json").path, withDestinationPath: target.path)

      let sync = try app.start("a", syncing: true, ["sync"]).finish(timeout: .seconds(30))
      let again = try app.start("a", syncing: true, ["sync"]).finish(timeout: .seconds(30))
      let listed = try app.run("a", ["list"]).output

      #expect(sync.succeeded && again.succeeded, "\(sync.transcript)\n\(again.transcript)")
      let skipped = files.map(\.name).filter { $0 != "sound.note.json" && $0 != "escapes.note.json" }
      let unnamed = skipped.filter { name in !sync.output.split(separator: "\n").contains { $0.contains(name) } }
      #expect(unnamed.isEmpty, "skipped files not named in the report: \(unnamed)\n\(sync.transcript)")
      #expect(listed.contains("Sound note"))
      #expect(listed.contains("Fake row]0;pwned"))
      #expect(!listed.contains("Followed a link") && !listed.unicodeScalars.contains { $0.value == 0x1B })
      print(
        "NotesProcessIntegrationTests: a sync folder of \(files.count) files, \(skipped.count) hostile: 2 syncs, exit statuses "
          + "\(sync.status) and \(again.status), \(skipped.count - unnamed.count) of \(skipped.count) skipped files named"
      )
    }
  }

  /// Whatever the umask (here 000), the data directory, database, log files, device identity and sync files are
  /// readable by their owner only.
  @Test func filesAndFoldersAreOwnerOnlyWhateverTheUmask() throws {
    try withApp { app in
      try app.signUpAndLogIn("ada", on: "a", syncing: true, umask: "000")
      _ = try app.create("Private", body: "secret", on: "a", syncing: true, umask: "000")

      let data = app.root.appendingPathComponent("a")
      let shared = app.root.appendingPathComponent("shared")
      // The shared folder itself is the user's (the app refuses one that does not exist); what the app writes in it
      // is checked below.
      var checked: [(path: String, mode: mode_t)] = [(data.path, 0o700)]
      for name in ["notes.sqlite", "notes.sqlite-wal", "notes.sqlite-shm", "device-id"] {
        let path = data.appendingPathComponent(name).path
        if FileManager.default.fileExists(atPath: path) || name == "notes.sqlite" || name == "device-id" {
          checked.append((path, 0o600))
        }
      }
      let syncFiles = try FileManager.default.contentsOfDirectory(atPath: shared.path)
      #expect(!syncFiles.isEmpty)
      checked += syncFiles.map { (shared.appendingPathComponent($0).path, 0o600) }
      for (path, expected) in checked {
        var status = stat()
        #expect(lstat(path, &status) == 0, "\(path) is missing")
        #expect(status.st_mode & 0o777 == expected, "\(path) has mode \(String(status.st_mode & 0o777, radix: 8))")
      }
    }
  }

  /// Once the app has exited, the database file alone holds every note: a copy of just that file is complete.
  @Test func theDatabaseFileAloneIsCompleteAfterTheAppExits() throws {
    try withApp { app in
      try app.signUpAndLogIn("ada", on: "a")
      let id = try app.create("Checkpointed", body: String(repeating: "x", count: 20_000), on: "a")

      let database = app.root.appendingPathComponent("a/notes.sqlite")
      let logSize = (try? FileManager.default.attributesOfItem(atPath: database.path + "-wal")[.size] as? Int) ?? 0
      #expect(logSize == 0, "the write-ahead log still holds \(logSize) bytes")
      let copy = app.root.appendingPathComponent("copy/notes.sqlite")
      try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: database, to: copy)
      let notes = try SQLiteNoteStore(path: copy.path).allNotes()
      #expect(notes.contains { $0.id.lowercased().hasPrefix(id) && $0.title == "Checkpointed" }, "\(notes)")
    }
  }
}
