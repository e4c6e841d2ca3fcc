import Dispatch
import Foundation
import NoteModel
import TestSupport
import Testing

@testable import Storage

/// What only the SQLite store does: files, pragmas, schema versions, damaged files, rollback, several connections.
@Suite struct SQLiteNoteStoreTests {
  @Test func reopeningTheFileKeepsNotesTombstonesAndValues() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("notes.sqlite").path
      let (kept, value): (Note, Data) = try {
        let store = try SQLiteNoteStore(path: path)
        let kept = try store.save(Note(title: "Kept", body: "Across reopen"))
        try store.save(Note(id: "gone", title: "", body: ""))
        try store.delete(id: "gone")
        let value = Data("session".utf8)
        try store.set(value, forKey: "login/session")
        return (kept, value)
      }()
      let reopened = try SQLiteNoteStore(path: path)
      #expect(try reopened.allNotes() == [kept])
      #expect(try reopened.tombstones().map(\.id) == ["gone"])
      #expect(try reopened.data(forKey: "login/session") == value)
    }
  }

  @Test func openingCreatesMissingParentFolders() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("a/b/c/notes.sqlite").path
      let store = try SQLiteNoteStore(path: path)
      try store.save(Note(title: "", body: ""))
      #expect(FileManager.default.fileExists(atPath: path))
    }
  }

  @Test func theConnectionUsesWALFullSyncABusyTimeoutAndTheCurrentSchema() throws {
    try withTemporaryDirectory { directory in
      let store = try SQLiteNoteStore(path: directory.appendingPathComponent("notes.sqlite").path)
      let pragmas = try store.withConnection { connection in
        try ["journal_mode", "synchronous", "busy_timeout", "user_version"].map {
          try connection.textColumn("PRAGMA \($0)").first ?? ""
        }
      }
      #expect(pragmas == ["wal", "2", "5000", "2"])  // synchronous 2 is FULL
      #expect(SQLiteSchema.currentVersion == 2)
    }
  }

  @Test func openingAFileThatIsNotADatabaseThrowsCorrupt() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("notes.sqlite").path
      try Data(String(repeating: "This is a text file, not a database. ", count: 200).utf8)
        .write(to: URL(fileURLWithPath: path))
      let error = #expect(throws: StorageError.self) { try SQLiteNoteStore(path: path) }
      #expect(error?.code == .corrupt)
      #expect(error?.description.contains(path) == true)
      #expect(error?.description.contains("Move it aside") == true)
    }
  }

  @Test func openingADatabaseWithDamagedPagesThrowsCorrupt() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("notes.sqlite").path
      try {
        let store = try SQLiteNoteStore(path: path)
        for index in 0..<200 {
          try store.save(Note(title: "Note \(index)", body: String(repeating: "x", count: 500)))
        }
      }()  // closing the last connection checkpoints the WAL into the file
      let file = try FileHandle(forUpdating: URL(fileURLWithPath: path))
      try file.seek(toOffset: 4096 * 2)
      try file.write(contentsOf: Data(repeating: 0xA5, count: 4096 * 4))
      try file.close()

      let error = #expect(throws: StorageError.self) { try SQLiteNoteStore(path: path) }
      #expect(error?.code == .corrupt)
    }
  }

  @Test func openingADirectoryThrowsOpenFailed() throws {
    try withTemporaryDirectory { directory in
      let error = #expect(throws: StorageError.self) { try SQLiteNoteStore(path: directory.path) }
      #expect(error?.code == .openFailed)
      #expect(error?.description.contains(directory.path) == true)
    }
  }

  @Test func openingBelowARegularFileThrowsOpenFailed() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("plain-file")
      try Data("x".utf8).write(to: file)
      let error = #expect(throws: StorageError.self) {
        try SQLiteNoteStore(path: file.appendingPathComponent("notes.sqlite").path)
      }
      #expect(error?.code == .openFailed)
    }
  }

  @Test func aDatabaseFromANewerSchemaIsRejectedUnchanged() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("notes.sqlite").path
      try {
        let store = try SQLiteNoteStore(path: path)
        try store.withConnection { try $0.execute("PRAGMA user_version = 7") }
      }()
      let error = #expect(throws: StorageError.self) { try SQLiteNoteStore(path: path) }
      #expect(error?.code == .unsupportedSchema)
      #expect(error?.description.contains("schema version 7") == true)
      #expect(error?.description.contains("update the app") == true)
    }
  }

  @Test func aWriteThatFailsHalfwayIsRolledBackCompletely() throws {
    try withTemporaryDirectory { directory in
      let store = try SQLiteNoteStore(path: directory.appendingPathComponent("notes.sqlite").path)
      let note = try store.save(Note(id: "n1", title: "Still here", body: ""))
      // delete(id:) removes the note, then writes the tombstone; make the second step fail.
      try store.withConnection {
        try $0.execute("CREATE TRIGGER fail BEFORE INSERT ON tombstones BEGIN SELECT RAISE(ABORT, 'injected'); END")
      }
      let error = #expect(throws: StorageError.self) { try store.delete(id: "n1") }
      #expect(error?.code == .sqlite)
      #expect(error.flatMap(\.sqliteResultCode).map { $0 & 0xFF } == 19)  // SQLITE_CONSTRAINT
      #expect(try store.note(id: "n1") == note)
      #expect(try store.tombstones().isEmpty)

      try store.withConnection { try $0.execute("DROP TRIGGER fail") }
      try store.delete(id: "n1")
      #expect(try store.note(id: "n1") == nil)
    }
  }

  @Test func twoStoresOnOneFileShareWritesAndWaitForEachOther() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("notes.sqlite").path
      let stores = UncheckedBox([try SQLiteNoteStore(path: path), try SQLiteNoteStore(path: path)])
      let savesPerStore = 40
      let failures = LockedArray<String>()
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        for _ in 0..<savesPerStore {
          do {
            try stores.value[index].save(Note(id: "shared", title: "\(index)", body: ""))
          } catch {
            failures.append("\(error)")
          }
        }
      }
      #expect(failures.values.isEmpty)
      #expect(try stores.value[0].note(id: "shared")?.revision == 2 * savesPerStore)
      #expect(try stores.value[1].note(id: "shared") == stores.value[0].note(id: "shared"))
    }
  }
}
