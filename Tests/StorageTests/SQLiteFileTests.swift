import Foundation
import NoteModel
import TestSupport
import Testing

@testable import Storage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the SQLite store does with its files: owner-only modes, opening while another connection holds a new file
/// locked, and a database file that is complete on its own once the store is closed.
@Suite struct SQLiteFileTests {
  static func mode(_ path: String) throws -> mode_t {
    var status = stat()
    try #require(lstat(path, &status) == 0, "\(path) does not exist")
    return status.st_mode & 0o777
  }

  @Test func theDatabaseItsLogAndNewFoldersAreOwnerOnly() throws {
    try withTemporaryDirectory { directory in
      let folder = directory.appendingPathComponent("new/data")
      let path = folder.appendingPathComponent("notes.sqlite").path
      let store = try SQLiteNoteStore(path: path)
      try store.save(Note(title: "Private", body: "x", owner: "ada"))

      #expect(try Self.mode(directory.appendingPathComponent("new").path) == 0o700)
      #expect(try Self.mode(folder.path) == 0o700)
      for file in [path, path + "-wal", path + "-shm"] {
        #expect(try Self.mode(file) == 0o600, "\(file)")
      }
    }
  }

  @Test func aDatabaseLeftReadableByOthersIsRestrictedWhenOpened() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("notes.sqlite").path
      try { _ = try SQLiteNoteStore(path: path) }()
      try #require(chmod(path, 0o644) == 0)
      _ = try SQLiteNoteStore(path: path)
      #expect(try Self.mode(path) == 0o600)
    }
  }

  @Test func openingWaitsForAConnectionThatHoldsTheNewFileLockedAndDoesNotFailAtOnce() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("notes.sqlite").path
      // Another process, mid-creation: the file is still in rollback mode and it holds the write lock. Switching to
      // WAL then fails at once with SQLITE_BUSY, without waiting for the busy timeout.
      final class Holder: @unchecked Sendable { var connection: SQLiteConnection? }
      let holder = Holder()
      holder.connection = try SQLiteConnection(path: path)
      try holder.connection?.execute("CREATE TABLE other (x); BEGIN IMMEDIATE; INSERT INTO other VALUES (1)")
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
        try? holder.connection?.execute("COMMIT")
        holder.connection = nil
      }

      let store = try SQLiteNoteStore(path: path)

      #expect(try store.save(Note(title: "Opened", body: "")).revision == 1)
      #expect(try store.withConnection { try $0.textColumn("PRAGMA journal_mode") } == ["wal"])
    }
  }

  @Test func closingCheckpointsSoTheDatabaseFileAloneHoldsEverything() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("notes.sqlite").path
      let store = try SQLiteNoteStore(path: path)
      let saved = try store.save(
        Note(title: "Durable", body: String(repeating: "x", count: 10_000), owner: "ada"))
      let keepOpen = try SQLiteNoteStore(path: path)  // a reader elsewhere keeps the log file from being deleted
      #expect(try keepOpen.note(id: saved.id) == saved)

      store.close()
      store.close()  // twice is fine

      let walSize = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
      #expect(walSize == 0, "the log still holds \(walSize) bytes")
      let copy = directory.appendingPathComponent("copy/notes.sqlite").path
      try FileManager.default.createDirectory(
        atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: path, toPath: copy)
      #expect(try SQLiteNoteStore(path: copy).note(id: saved.id) == saved)
      #expect(throws: StorageError.self) { try store.allNotes() }
    }
  }
}
