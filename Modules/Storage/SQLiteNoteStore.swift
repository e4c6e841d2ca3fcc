import Foundation
import NoteModel

/// The durable ``StorageProvidedNoteStore`` and ``StorageProvidedKeyValueStore``: one SQLite database file
/// (the system's libsqlite3).
///
/// Use one instance per file in a process and share it; it is safe to call from any thread. Several
/// processes may open the same file: writers wait for each other up to a busy timeout.
/// ```swift
/// let store = try SQLiteNoteStore(path: "/home/me/.notes/notes.sqlite")
/// let note = try store.save(Note(title: "Hello", body: "World"))
/// ```
///
/// ## Durability
/// The file is in WAL mode with `synchronous=FULL`: every write is one `BEGIN IMMEDIATE … COMMIT`
/// transaction, and SQLite fsyncs the write-ahead log before `COMMIT` returns. So once a write method
/// returns, the change survives the process being killed (it is in the file, not in our memory) and
/// also an OS crash or power loss (it is on the disk, not only in the page cache). `NORMAL`, SQLite's
/// usual WAL setting, would only sync at checkpoints and could lose the last acknowledged commits on
/// power loss; we pay one fsync per write instead, cheap for notes typed by a person. `fullfsync` is
/// on as well, so Apple platforms flush the drive's cache too. A write that throws left nothing behind:
/// its transaction was rolled back. A test kills a writer process with `SIGKILL` at random moments
/// and checks every acknowledged write afterwards.
///
/// ## Files
/// The database, its `-wal` and `-shm` files and any folder created for them are readable by their owner only
/// (0600 and 0700, whatever the umask). ``close()`` (run for every routed store when the process exits) checkpoints
/// the log into the database file, so the file alone is complete.
///
/// ## Thread safety
/// The class is `@unchecked Sendable` because its mutable resources, the SQLite connection (opened
/// `SQLITE_OPEN_NOMUTEX`) and `isClosed`, are only touched while `lock` is held: every public method takes the lock
/// for its whole transaction, so statements, the connection's error message and transactions of two
/// threads never interleave. The other stored properties are immutable.
public final class SQLiteNoteStore: StorageProvidedNoteStore, StorageProvidedKeyValueStore, @unchecked Sendable {
  /// The database file's path.
  public let path: String
  /// How long a write waits for another connection's lock before failing with `.busy`.
  static let busyTimeoutMilliseconds: Int32 = 5_000
  /// How long opening keeps retrying while other processes hold a new file locked.
  static let openTimeout: Duration = .seconds(10)

  private let lock = NSLock()
  private let connection: SQLiteConnection
  private var isClosed = false
  private let clock: @Sendable () -> Date

  /// Opens the note database at `path`, creating the file and its missing parent folders if needed,
  /// and bringing an older schema up to date.
  ///
  /// Checks the file on the way (`PRAGMA quick_check`), so a damaged file fails here with a clear error
  /// instead of later.
  /// - Parameters:
  ///   - path: The database file. Its `-wal` and `-shm` companions appear next to it.
  ///   - clock: The dates `save` and `delete` stamp; the system clock by default (tests pass a fixed one).
  /// - Throws: ``StorageError`` with code `.openFailed` (cannot create or open), `.corrupt` (not a
  ///   SQLite database, or damaged), `.unsupportedSchema` (written by a newer app) or `.busy`.
  public init(path: String, clock: @escaping @Sendable () -> Date = { Date() }) throws {
    self.path = path
    self.clock = clock
    do {
      try OwnerOnlyFiles.createFolder(URL(fileURLWithPath: path).deletingLastPathComponent())
      try OwnerOnlyFiles.prepareDatabaseFile(at: path)
    } catch {
      throw StorageError.openFailed(path: path, resultCode: 14, message: "\(error)")
    }
    connection = try Self.openPrepared(path: path)
  }

  /// Opens and sets up a connection. Several processes opening a brand-new file at once can find it locked in ways
  /// SQLite reports at once instead of waiting (changing the journal mode, the first schema read); each such
  /// attempt is retried with a new connection after a short random pause, until ``openTimeout`` has passed.
  private static func openPrepared(path: String) throws -> SQLiteConnection {
    let deadline = ContinuousClock.now + openTimeout
    while true {
      let connection = try SQLiteConnection(path: path)
      do {
        try prepare(connection)
        return connection
      } catch let error as StorageError where error.code == .busy && ContinuousClock.now < deadline {
        connection.close()
        Thread.sleep(forTimeInterval: Double.random(in: 0.002...0.025))
      } catch let error as StorageError {
        // A plain SQLite failure this early means the file cannot be used at all: report it as such.
        guard error.code == .sqlite, let resultCode = error.sqliteResultCode, let message = error.sqliteMessage else {
          throw error
        }
        throw StorageError.openFailed(path: path, resultCode: resultCode, message: message)
      }
    }
  }

  /// Sets the connection up: busy timeout (first, so every later statement waits for other connections), WAL,
  /// `synchronous=FULL`, a quick check, then the schema.
  private static func prepare(_ connection: SQLiteConnection) throws {
    connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
    var journalMode = try connection.textColumn("PRAGMA journal_mode").first ?? ""
    if journalMode.lowercased() != "wal" {
      journalMode = try connection.textColumn("PRAGMA journal_mode = WAL").first ?? ""
    }
    guard journalMode.lowercased() == "wal" else {
      throw StorageError.openFailed(
        path: connection.path, resultCode: 1,
        message: "the file system does not support WAL mode (got \"\(journalMode)\")")
    }
    try connection.execute("PRAGMA synchronous = FULL; PRAGMA fullfsync = ON; PRAGMA checkpoint_fullfsync = ON")
    let problems = try connection.textColumn("PRAGMA quick_check")
    guard problems == ["ok"] else {
      throw StorageError.corrupt(path: connection.path, detail: problems.prefix(3).joined(separator: "; "))
    }
    try SQLiteSchema.migrate(connection)
  }

  /// Checkpoints the write-ahead log into the database file and closes the connection, so the database file alone
  /// holds every note (a copy of it is a complete backup). Later calls throw ``StorageError`` `.closed`.
  ///
  /// ``SQLiteNoteStoreRouter`` closes its stores when the process exits; call it yourself for a store you made.
  /// Closing twice does nothing.
  public func close() {
    lock.lock()
    defer { lock.unlock() }
    guard !isClosed else { return }
    isClosed = true
    connection.close()
  }

  // MARK: StorageProvidedNoteStore

  public func allNotes() throws -> [Note] {
    try locked {
      try connection.withStatement(
        "SELECT id, title, body, updated_at, revision, owner FROM notes ORDER BY updated_at DESC, revision DESC, id"
      ) { statement in
        var notes: [Note] = []
        while try statement.step() { notes.append(Self.note(from: statement)) }
        return notes
      }
    }
  }

  public func note(id: String) throws -> Note? {
    try locked { try liveNote(id: id) }
  }

  public func state(ofNote id: String) throws -> NoteState {
    try locked { try currentState(id: id) }
  }

  public func put(_ tombstone: NoteTombstone) throws {
    try StorageValidation.check(tombstone)
    try locked {
      try connection.writeTransaction {
        try removeNote(id: tombstone.id)
        try write(tombstone)
      }
    }
  }

  public func tombstones() throws -> [NoteTombstone] {
    try locked {
      try connection.withStatement(
        "SELECT id, deleted_at, revision, owner FROM tombstones ORDER BY deleted_at DESC, id"
      ) {
        statement in
        var tombstones: [NoteTombstone] = []
        while try statement.step() { tombstones.append(Self.tombstone(from: statement)) }
        return tombstones
      }
    }
  }

  @discardableResult
  public func save(_ note: Note, expecting condition: NoteState?, updatedAt: Date?) throws -> Note {
    try StorageValidation.check(id: note.id)
    if let updatedAt { try StorageValidation.check(date: updatedAt, of: note.id) }
    return try locked {
      try connection.writeTransaction {
        let current = try currentState(id: note.id)
        if let condition {
          try StorageValidation.check(current: current, expected: condition, id: note.id)
          try StorageValidation.check(owner: note.owner, keptFrom: condition, id: note.id)
        }
        var stored = note
        stored.revision = try StorageValidation.revision(after: current.revision, of: note.id)
        stored.updatedAt = updatedAt ?? clock()
        try write(stored)
        try removeTombstone(id: note.id)
        return stored
      }
    }
  }

  public func delete(id: String, expecting condition: NoteState?) throws {
    try locked {
      try connection.writeTransaction {
        let current = try currentState(id: id)
        if let condition { try StorageValidation.check(current: current, expected: condition, id: id) }
        guard case .note(let live) = current else {
          if case .deleted = current { return }  // already deleted
          if condition != nil { return }  // absent, as expected
          throw StorageError.notFound(id: id)
        }
        let revision = try StorageValidation.revision(after: live.revision, of: id)
        try removeNote(id: id)
        try write(NoteTombstone(id: id, deletedAt: clock(), revision: revision, owner: live.owner))
      }
    }
  }

  public func put(_ note: Note, expecting condition: NoteState?) throws {
    try StorageValidation.check(note)
    try locked {
      try connection.writeTransaction {
        if let condition {
          try StorageValidation.check(current: try currentState(id: note.id), expected: condition, id: note.id)
          try StorageValidation.check(owner: note.owner, keptFrom: condition, id: note.id)
        }
        try write(note)
        try removeTombstone(id: note.id)
      }
    }
  }

  // MARK: StorageProvidedKeyValueStore

  public func data(forKey key: String) throws -> Data? {
    try locked {
      try connection.withStatement("SELECT value FROM key_values WHERE key = ?1") { statement in
        try statement.bind(key, at: 1)
        return try statement.step() ? statement.data(at: 0) : nil
      }
    }
  }

  public func set(_ data: Data, forKey key: String) throws {
    try locked {
      try connection.writeTransaction {
        try connection.withStatement(
          "INSERT INTO key_values (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
        ) { statement in
          try statement.bind(key, at: 1)
          try statement.bind(data, at: 2)
          try statement.run()
        }
      }
    }
  }

  public func removeValue(forKey key: String) throws {
    try locked {
      try connection.writeTransaction {
        try connection.withStatement("DELETE FROM key_values WHERE key = ?1") { statement in
          try statement.bind(key, at: 1)
          try statement.run()
        }
      }
    }
  }

  public func keys(withPrefix prefix: String) throws -> [String] {
    try locked {
      // Compared as blobs: byte lengths and memcmp, so no wildcards, case folding or NUL truncation.
      try connection.withStatement(
        """
        SELECT key FROM key_values
        WHERE substr(CAST(key AS BLOB), 1, length(CAST(?1 AS BLOB))) = CAST(?1 AS BLOB)
        ORDER BY key
        """
      ) { statement in
        try statement.bind(prefix, at: 1)
        var keys: [String] = []
        while try statement.step() { keys.append(statement.string(at: 0)) }
        return keys
      }
    }
  }

  // MARK: Internals (called with the lock held)

  /// Runs `body` with the connection under the lock: for tests that inspect pragmas or inject failures.
  func withConnection<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    try locked { try body(connection) }
  }

  /// The result of `PRAGMA integrity_check`: `["ok"]` for a sound database, else the problems found.
  func integrityCheck() throws -> [String] {
    try locked { try connection.textColumn("PRAGMA integrity_check") }
  }

  private func locked<T>(_ body: () throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    guard !isClosed else { throw StorageError.closed(path: path) }
    return try body()
  }

  private func currentState(id: String) throws -> NoteState {
    if let note = try liveNote(id: id) { return .note(note) }
    if let tombstone = try tombstone(id: id) { return .deleted(tombstone) }
    return .absent
  }

  private func liveNote(id: String) throws -> Note? {
    try connection.withStatement("SELECT id, title, body, updated_at, revision, owner FROM notes WHERE id = ?1") {
      statement in
      try statement.bind(id, at: 1)
      return try statement.step() ? Self.note(from: statement) : nil
    }
  }

  private func tombstone(id: String) throws -> NoteTombstone? {
    try connection.withStatement("SELECT id, deleted_at, revision, owner FROM tombstones WHERE id = ?1") { statement in
      try statement.bind(id, at: 1)
      return try statement.step() ? Self.tombstone(from: statement) : nil
    }
  }

  private func write(_ note: Note) throws {
    try connection.withStatement(
      """
      INSERT INTO notes (id, title, body, updated_at, revision, owner) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
      ON CONFLICT (id) DO UPDATE SET
        title = excluded.title, body = excluded.body, updated_at = excluded.updated_at, revision = excluded.revision,
        owner = excluded.owner
      """
    ) { statement in
      try statement.bind(note.id, at: 1)
      try statement.bind(note.title, at: 2)
      try statement.bind(note.body, at: 3)
      try statement.bind(note.updatedAt.timeIntervalSinceReferenceDate, at: 4)
      try statement.bind(note.revision, at: 5)
      try statement.bind(note.owner, at: 6)
      try statement.run()
    }
  }

  private func write(_ tombstone: NoteTombstone) throws {
    try connection.withStatement(
      """
      INSERT INTO tombstones (id, deleted_at, revision, owner) VALUES (?1, ?2, ?3, ?4)
      ON CONFLICT (id) DO UPDATE SET deleted_at = excluded.deleted_at, revision = excluded.revision, owner = excluded.owner
      """
    ) { statement in
      try statement.bind(tombstone.id, at: 1)
      try statement.bind(tombstone.deletedAt.timeIntervalSinceReferenceDate, at: 2)
      try statement.bind(tombstone.revision, at: 3)
      try statement.bind(tombstone.owner, at: 4)
      try statement.run()
    }
  }

  private func removeNote(id: String) throws {
    try connection.withStatement("DELETE FROM notes WHERE id = ?1") { statement in
      try statement.bind(id, at: 1)
      try statement.run()
    }
  }

  private func removeTombstone(id: String) throws {
    try connection.withStatement("DELETE FROM tombstones WHERE id = ?1") { statement in
      try statement.bind(id, at: 1)
      try statement.run()
    }
  }

  private static func note(from statement: SQLiteStatement) -> Note {
    Note(
      id: statement.string(at: 0), title: statement.string(at: 1), body: statement.string(at: 2),
      updatedAt: Date(timeIntervalSinceReferenceDate: statement.double(at: 3)), revision: statement.int(at: 4),
      owner: statement.string(at: 5))
  }

  private static func tombstone(from statement: SQLiteStatement) -> NoteTombstone {
    NoteTombstone(
      id: statement.string(at: 0), deletedAt: Date(timeIntervalSinceReferenceDate: statement.double(at: 1)),
      revision: statement.int(at: 2), owner: statement.string(at: 3))
  }
}
