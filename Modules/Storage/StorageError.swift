import Foundation
import ZRouter

/// An error of the Storage module: what went wrong, and what to do about it.
///
/// Match on ``code`` to react to a kind of failure; show ``description`` to a person.
/// ```swift
/// do { try store.delete(id: id) }
/// catch let error as StorageError where error.code == .notFound { /* nothing to delete */ }
/// ```
/// Errors are made by the module's internal factories, one per kind, so new kinds can be added without breaking
/// callers; ``Code`` is what to match on.
public struct StorageError: ModuleError, Sendable {
  /// The kind of failure, to match with `==`. New kinds may be added; never match exhaustively.
  public let code: Code
  /// What went wrong and what to do about it.
  public let description: String
  /// The (extended) SQLite result code behind the error, when SQLite reported one.
  public internal(set) var sqliteResultCode: Int32? = nil
  /// SQLite's own message, when SQLite reported one.
  var sqliteMessage: String? = nil

  static func openFailed(path: String, resultCode: Int32, message: String) -> StorageError {
    StorageError(
      code: .openFailed,
      description: "Could not open the note database at \(path) (SQLite \(resultCode): \(clause(message))). "
        + "Check that the folder is writable and that no directory or unreadable file is in the way.",
      sqliteResultCode: resultCode, sqliteMessage: message)
  }

  static func corrupt(path: String, detail: String) -> StorageError {
    StorageError(
      code: .corrupt,
      description: "The file at \(path) is not a readable note database (\(clause(detail))). "
        + "Move it aside (rename it) so a new empty database is created, or restore it from a backup.")
  }

  static func unsupportedSchema(path: String, found: Int, supported: Int) -> StorageError {
    StorageError(
      code: .unsupportedSchema,
      description:
        "The note database at \(path) has schema version \(found), but this build understands up to \(supported). "
        + "It was written by a newer version of the app: update the app, or open a different file.")
  }

  static func busy(path: String, operation: String) -> StorageError {
    StorageError(
      code: .busy,
      description: "The note database at \(path) stayed locked by another connection while trying to \(operation). "
        + "Close other processes using the file, then retry.")
  }

  static func sqlite(resultCode: Int32, message: String, operation: String) -> StorageError {
    StorageError(
      code: .sqlite,
      description: "SQLite failed to \(operation) (result code \(resultCode): \(clause(message))). "
        + advice(forResultCode: resultCode),
      sqliteResultCode: resultCode, sqliteMessage: message)
  }

  static func notFound(id: String) -> StorageError {
    StorageError(
      code: .notFound,
      description: "No note with id \"\(id)\" was ever stored. "
        + "Check the id; list stored ids with allNotes() and deleted ones with tombstones().")
  }

  static func invalidNote(id: String, reason: String) -> StorageError {
    StorageError(code: .invalidNote, description: "Cannot store the note \"\(id)\": \(clause(reason)).")
  }

  static func conflict(id: String, expected: String, found: String) -> StorageError {
    StorageError(
      code: .conflict,
      description:
        "The note \"\(id)\" changed since it was read (expected \(expected), found \(found)), so nothing was stored. "
        + "Read it again, reapply the change, then retry.")
  }

  static func closed(path: String) -> StorageError {
    StorageError(code: .closed, description: "The note database at \(path) was closed. Open it again to keep using it.")
  }

  /// What to do about a SQLite result code, in words.
  static func advice(forResultCode resultCode: Int32) -> String {
    switch resultCode & 0xFF {
    case 13: "The disk is full: free some space, then retry."  // SQLITE_FULL
    case 8: "The database is read-only: check the file's permissions."  // SQLITE_READONLY
    case 10: "A disk I/O error occurred: check the disk, then retry."  // SQLITE_IOERR
    case 14: "The file could not be opened: check the path and permissions."  // SQLITE_CANTOPEN
    default: "Nothing was stored by the failed write; retry, and report the error if it persists."
    }
  }
}

extension ModuleErrorCodeOf<StorageError> {
  /// The database file could not be opened or created (missing permission, a directory in the way…).
  public static var openFailed: Self { Self() }
  /// The file is not a SQLite database, or the database is damaged.
  public static var corrupt: Self { Self() }
  /// The database was written by a newer version of the app.
  public static var unsupportedSchema: Self { Self() }
  /// Another connection held the database locked for longer than the busy timeout.
  public static var busy: Self { Self() }
  /// SQLite reported another error; see ``StorageError/sqliteResultCode``.
  public static var sqlite: Self { Self() }
  /// No note with the given id was ever stored.
  public static var notFound: Self { Self() }
  /// The caller passed a note or tombstone the store cannot accept (empty id, revision below 1).
  public static var invalidNote: Self { Self() }
  /// A conditional write found the note changed since it was read (another thread, process or sync wrote it),
  /// or owned by another account; nothing was stored.
  public static var conflict: Self { Self() }
  /// The store was closed (the process is exiting); open a new one.
  public static var closed: Self { Self() }
}
