import CSQLite
import Foundation

/// A prepared statement borrowed from ``SQLiteConnection/withStatement(_:_:)``: bind, step, read columns.
///
/// Valid only inside that closure, which finalizes it. Indices of `bind` start at 1, of columns at 0
/// (as in SQLite).
struct SQLiteStatement {
  let handle: OpaquePointer
  let connection: SQLiteConnection
  let sql: String

  /// SQLite's `SQLITE_TRANSIENT`: SQLite copies the bound bytes before the bind call returns.
  private static var transient: sqlite3_destructor_type { unsafeBitCast(-1, to: sqlite3_destructor_type.self) }

  func bind(_ value: String, at index: Int32) throws {
    var value = value
    let result = value.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { text in
        // A zero-length text still needs a non-NULL pointer, or SQLite binds NULL.
        if let base = text.baseAddress {
          sqlite3_bind_text64(handle, index, base, UInt64(text.count), Self.transient, UInt8(SQLITE_UTF8))
        } else {
          sqlite3_bind_text64(handle, index, "", 0, Self.transient, UInt8(SQLITE_UTF8))
        }
      }
    }
    try check(result)
  }

  func bind(_ value: Double, at index: Int32) throws {
    try check(sqlite3_bind_double(handle, index, value))
  }

  func bind(_ value: Int, at index: Int32) throws {
    try check(sqlite3_bind_int64(handle, index, Int64(value)))
  }

  /// Binds a blob; empty data binds a zero-length blob, never NULL.
  func bind(_ value: Data, at index: Int32) throws {
    let result = value.withUnsafeBytes { bytes in
      if let base = bytes.baseAddress, bytes.count > 0 {
        sqlite3_bind_blob64(handle, index, base, UInt64(bytes.count), Self.transient)
      } else {
        sqlite3_bind_zeroblob(handle, index, 0)
      }
    }
    try check(result)
  }

  /// Advances to the next row: `true` if there is one, `false` when the statement is done.
  func step() throws -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let result: throw connection.error(result, operation: "run \"\(sql)\"")
    }
  }

  /// Steps a statement that returns no rows.
  func run() throws {
    while try step() {}
  }

  func string(at column: Int32) -> String {
    guard let text = sqlite3_column_text(handle, column) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, column))
    return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
  }

  func double(at column: Int32) -> Double {
    sqlite3_column_double(handle, column)
  }

  func int(at column: Int32) -> Int {
    Int(sqlite3_column_int64(handle, column))
  }

  func data(at column: Int32) -> Data {
    // Ask for the pointer first, then the size (SQLite's documented order).
    guard let bytes = sqlite3_column_blob(handle, column) else { return Data() }
    return Data(bytes: bytes, count: Int(sqlite3_column_bytes(handle, column)))
  }

  private func check(_ result: Int32) throws {
    guard result == SQLITE_OK else { throw connection.error(result, operation: "bind a value of \"\(sql)\"") }
  }
}
