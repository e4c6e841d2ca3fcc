import Foundation
import ZRouter

/// An error of the Storage module: what went wrong, and what to do about it.
///
/// Match on ``code`` to react to a kind of failure; show ``description`` to a person.
/// ```swift
/// do { try store.delete(id: id) }
/// catch let error as StorageError where error.code == .notFound { /* nothing to delete */ }
/// ```
public struct StorageError: ModuleError, Sendable {
  enum Kind: Sendable, Equatable {
    case openFailed(path: String, resultCode: Int32, message: String)
    case corrupt(path: String, detail: String)
    case unsupportedSchema(path: String, found: Int, supported: Int)
    case busy(path: String, operation: String)
    case sqlite(resultCode: Int32, message: String, operation: String)
    case notFound(id: String)
    case invalidNote(id: String, reason: String)
    case conflict(id: String, expected: String, found: String)
    case closed(path: String)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  /// The kind of failure, to match with `==`. New kinds may be added; never match exhaustively.
  public var code: Code {
    switch kind {
    case .openFailed: .openFailed
    case .corrupt: .corrupt
    case .unsupportedSchema: .unsupportedSchema
    case .busy: .busy
    case .sqlite: .sqlite
    case .notFound: .notFound
    case .invalidNote: .invalidNote
    case .conflict: .conflict
    case .closed: .closed
    }
  }

  /// The (extended) SQLite result code behind the error, when SQLite reported one.
  public var sqliteResultCode: Int32? {
    switch kind {
    case .openFailed(_, let resultCode, _), .sqlite(let resultCode, _, _): resultCode
    default: nil
    }
  }

  public var description: String {
    switch kind {
    case .openFailed(let path, let resultCode, let message):
      "Could not open the note database at \(path) (SQLite \(resultCode): \(Self.clause(message))). "
        + "Check that the folder is writable and that no directory or unreadable file is in the way."
    case .corrupt(let path, let detail):
      "The file at \(path) is not a readable note database (\(Self.clause(detail))). "
        + "Move it aside (rename it) so a new empty database is created, or restore it from a backup."
    case .unsupportedSchema(let path, let found, let supported):
      "The note database at \(path) has schema version \(found), but this build understands up to \(supported). "
        + "It was written by a newer version of the app: update the app, or open a different file."
    case .busy(let path, let operation):
      "The note database at \(path) stayed locked by another connection while trying to \(operation). "
        + "Close other processes using the file, then retry."
    case .sqlite(let resultCode, let message, let operation):
      "SQLite failed to \(operation) (result code \(resultCode): \(Self.clause(message))). "
        + Self.advice(forResultCode: resultCode)
    case .notFound(let id):
      "No note with id \"\(id)\" was ever stored. "
        + "Check the id; list stored ids with allNotes() and deleted ones with tombstones()."
    case .invalidNote(let id, let reason):
      "Cannot store the note \"\(id)\": \(Self.clause(reason))."
    case .conflict(let id, let expected, let found):
      "The note \"\(id)\" changed since it was read (expected \(expected), found \(found)), so nothing was stored. "
        + "Read it again, reapply the change, then retry."
    case .closed(let path):
      "The note database at \(path) was closed. Open it again to keep using it."
    }
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
