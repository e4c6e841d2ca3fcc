import CSQLite
import Foundation

/// One open connection to a SQLite database file, with the statement and transaction helpers the
/// stores need.
///
/// Not thread-safe by itself: the connection is opened with `SQLITE_OPEN_NOMUTEX`, so its owner
/// (``SQLiteNoteStore``) must make sure only one thread uses it at a time. Closed on deinit.
final class SQLiteConnection {
  /// The path the connection was opened with, for messages.
  let path: String
  private let handle: OpaquePointer
  private var isOpen = true

  /// Opens (or creates) the database file at `path`. Reads nothing yet: a damaged file is only
  /// noticed by the first statement.
  init(path: String) throws {
    self.path = path
    var db: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let result = sqlite3_open_v2(path, &db, flags, nil)
    guard result == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(result))
      sqlite3_close_v2(db)
      throw StorageError.openFailed(path: path, resultCode: result, message: message)
    }
    handle = db
    sqlite3_extended_result_codes(db, 1)
  }

  deinit {
    if isOpen { sqlite3_close_v2(handle) }
  }

  /// Checkpoints the write-ahead log into the database file (truncating the log), then closes the connection.
  ///
  /// When other connections still read, the checkpoint does what it can; the last connection to close completes
  /// it. The connection must not be used afterwards.
  func close() {
    guard isOpen else { return }
    isOpen = false
    _ = sqlite3_exec(handle, "PRAGMA wal_checkpoint(TRUNCATE)", nil, nil, nil)
    sqlite3_close_v2(handle)
  }

  /// How long a statement waits for another connection's lock before failing with `.busy`.
  func setBusyTimeout(milliseconds: Int32) {
    sqlite3_busy_timeout(handle, milliseconds)
  }

  /// Runs SQL that returns no rows we need (several statements allowed).
  func execute(_ sql: String) throws {
    let result = sqlite3_exec(handle, sql, nil, nil, nil)
    guard result == SQLITE_OK else { throw error(result, operation: "run \"\(sql)\"") }
  }

  /// Prepares `sql`, lets `body` bind and step it, and always finalizes the statement.
  func withStatement<T>(_ sql: String, _ body: (SQLiteStatement) throws -> T) throws -> T {
    var statement: OpaquePointer?
    let result = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard result == SQLITE_OK, let statement else {
      sqlite3_finalize(statement)
      throw error(result, operation: "prepare \"\(sql)\"")
    }
    defer { sqlite3_finalize(statement) }
    return try body(SQLiteStatement(handle: statement, connection: self, sql: sql))
  }

  /// Every value of the first column of `sql`'s rows, as text (for pragmas).
  func textColumn(_ sql: String) throws -> [String] {
    try withStatement(sql) { statement in
      var values: [String] = []
      while try statement.step() { values.append(statement.string(at: 0)) }
      return values
    }
  }

  /// Runs `body` in a `BEGIN IMMEDIATE … COMMIT` transaction; rolls back if `body` or the commit throws.
  ///
  /// `IMMEDIATE` takes the write lock up front, so two connections never both read, then both try to
  /// upgrade to writing (which would fail one of them with `SQLITE_BUSY` instead of waiting).
  func writeTransaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let value = try body()
      try execute("COMMIT")
      return value
    } catch {
      // A failed COMMIT may already have rolled back; then this ROLLBACK fails harmlessly.
      if sqlite3_get_autocommit(handle) == 0 { _ = sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
      throw error
    }
  }

  /// The ``StorageError`` for a failed SQLite call, reading the connection's current message.
  func error(_ resultCode: Int32, operation: String) -> StorageError {
    let extended = sqlite3_extended_errcode(handle)
    let code = extended != 0 ? extended : resultCode
    let message = String(cString: sqlite3_errmsg(handle))
    switch code & 0xFF {
    case SQLITE_CORRUPT, SQLITE_NOTADB:
      return StorageError.corrupt(path: path, detail: message)
    case SQLITE_BUSY, SQLITE_LOCKED:
      return StorageError.busy(path: path, operation: operation)
    default:
      return StorageError.sqlite(resultCode: code, message: message, operation: operation)
    }
  }
}
