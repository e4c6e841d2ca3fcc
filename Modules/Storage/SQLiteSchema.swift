/// The tables of a note database and the steps that bring an older file up to date.
///
/// The schema version lives in `PRAGMA user_version`: 0 for a new file, `migrations.count` when current.
/// To change the schema, append a migration; never edit a shipped one.
enum SQLiteSchema {
  /// Migration `i` takes a database from version `i` to `i + 1`.
  static let migrations: [String] = [
    // Version 1. Dates are seconds since 2001-01-01 (`timeIntervalSinceReferenceDate`), so a `Date`
    // round-trips exactly; text columns use BINARY collation, so ids and keys compare byte for byte.
    """
    CREATE TABLE notes (
      id TEXT PRIMARY KEY NOT NULL,
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      updated_at REAL NOT NULL,
      revision INTEGER NOT NULL
    );
    CREATE INDEX notes_by_update ON notes (updated_at DESC, revision DESC, id);
    CREATE TABLE tombstones (
      id TEXT PRIMARY KEY NOT NULL,
      deleted_at REAL NOT NULL,
      revision INTEGER NOT NULL
    );
    CREATE TABLE key_values (
      key TEXT PRIMARY KEY NOT NULL,
      value BLOB NOT NULL
    );
    """,
    // Version 2. Every note and tombstone records the account it belongs to; notes stored before have none ('').
    """
    ALTER TABLE notes ADD COLUMN owner TEXT NOT NULL DEFAULT '';
    ALTER TABLE tombstones ADD COLUMN owner TEXT NOT NULL DEFAULT '';
    """,
  ]

  /// The version this build writes and understands.
  static var currentVersion: Int { migrations.count }

  /// Brings the database up to ``currentVersion``, in one write transaction.
  /// - Throws: `.unsupportedSchema` if the file is newer than this build, or the SQLite error of a failed step.
  static func migrate(_ connection: SQLiteConnection) throws {
    if try version(of: connection) == currentVersion { return }
    try connection.writeTransaction {
      // Read again under the write lock: another process may have migrated meanwhile.
      let found = try version(of: connection)
      guard found <= currentVersion else {
        throw StorageError.unsupportedSchema(path: connection.path, found: found, supported: currentVersion)
      }
      for migration in migrations[found...] { try connection.execute(migration) }
      try connection.execute("PRAGMA user_version = \(currentVersion)")
    }
  }

  /// The schema version stored in the file.
  static func version(of connection: SQLiteConnection) throws -> Int {
    try connection.withStatement("PRAGMA user_version") { statement in
      try statement.step() ? statement.int(at: 0) : 0
    }
  }
}
