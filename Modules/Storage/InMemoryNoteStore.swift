import Foundation
import NoteModel

/// A ``StorageProvidedNoteStore`` and ``StorageProvidedKeyValueStore`` that keeps everything in memory.
///
/// Use it in tests and previews, or when nothing must outlive the process. It keeps exactly the
/// semantics of ``SQLiteNoteStore`` (revisions, tombstones, ordering, byte-exact ids and keys); the
/// shared conformance tests run against both.
/// ```swift
/// let store = InMemoryNoteStore()
/// try store.save(Note(title: "Scratch", body: ""))
/// ```
///
/// `@unchecked Sendable`: the only mutable state, `state`, is read and written only while `lock` is held,
/// and every method takes the lock for its whole operation, so each behaves as one atomic transaction.
public final class InMemoryNoteStore: StorageProvidedNoteStore, StorageProvidedKeyValueStore, @unchecked Sendable {
  /// Everything the store holds. Keys are the UTF-8 bytes of ids and keys, so that, as in SQLite,
  /// strings that are canonically equivalent but spelled differently stay distinct.
  private struct State {
    var notes: [[UInt8]: Note] = [:]
    var tombstones: [[UInt8]: NoteTombstone] = [:]
    var values: [[UInt8]: (key: String, data: Data)] = [:]
  }

  private let lock = NSLock()
  private var state = State()
  private let clock: @Sendable () -> Date

  /// Creates an empty store.
  /// - Parameter clock: The dates `save` and `delete` stamp; the system clock by default.
  public init(clock: @escaping @Sendable () -> Date = { Date() }) {
    self.clock = clock
  }

  // MARK: StorageProvidedNoteStore

  public func allNotes() throws -> [Note] {
    locked { state in
      state.notes.values.sorted { a, b in
        if a.updatedAt != b.updatedAt { return a.updatedAt > b.updatedAt }
        if a.revision != b.revision { return a.revision > b.revision }
        return Self.precedesInByteOrder(a.id, b.id)
      }
    }
  }

  public func note(id: String) throws -> Note? {
    locked { state in state.notes[Array(id.utf8)] }
  }

  public func put(_ tombstone: NoteTombstone) throws {
    try StorageValidation.check(tombstone)
    let key = Array(tombstone.id.utf8)
    locked { state in
      state.notes[key] = nil
      state.tombstones[key] = tombstone
    }
  }

  public func state(ofNote id: String) throws -> NoteState {
    locked { state in Self.current(Array(id.utf8), in: state) }
  }

  public func tombstones() throws -> [NoteTombstone] {
    locked { state in
      state.tombstones.values.sorted { a, b in
        if a.deletedAt != b.deletedAt { return a.deletedAt > b.deletedAt }
        return Self.precedesInByteOrder(a.id, b.id)
      }
    }
  }

  @discardableResult
  public func save(_ note: Note, expecting condition: NoteState?, updatedAt: Date?) throws -> Note {
    try StorageValidation.check(id: note.id)
    if let updatedAt { try StorageValidation.check(date: updatedAt, of: note.id) }
    let key = Array(note.id.utf8)
    return try locked { state in
      if let condition {
        try StorageValidation.check(current: Self.current(key, in: state), expected: condition, id: note.id)
        try StorageValidation.check(owner: note.owner, keptFrom: condition, id: note.id)
      }
      let previous = state.notes[key]?.revision ?? state.tombstones[key]?.revision ?? 0
      var stored = note
      stored.revision = try StorageValidation.revision(after: previous, of: note.id)
      stored.updatedAt = updatedAt ?? clock()
      state.notes[key] = stored
      state.tombstones[key] = nil
      return stored
    }
  }

  public func delete(id: String, expecting condition: NoteState?) throws {
    let key = Array(id.utf8)
    try locked { state in
      if let condition {
        try StorageValidation.check(current: Self.current(key, in: state), expected: condition, id: id)
      }
      guard let live = state.notes[key] else {
        if state.tombstones[key] != nil || condition != nil { return }  // already deleted, or absent as expected
        throw StorageError.notFound(id: id)
      }
      let revision = try StorageValidation.revision(after: live.revision, of: id)
      state.notes[key] = nil
      state.tombstones[key] = NoteTombstone(id: id, deletedAt: clock(), revision: revision, owner: live.owner)
    }
  }

  public func put(_ note: Note, expecting condition: NoteState?) throws {
    try StorageValidation.check(note)
    let key = Array(note.id.utf8)
    try locked { state in
      if let condition {
        try StorageValidation.check(current: Self.current(key, in: state), expected: condition, id: note.id)
        try StorageValidation.check(owner: note.owner, keptFrom: condition, id: note.id)
      }
      state.notes[key] = note
      state.tombstones[key] = nil
    }
  }

  // MARK: StorageProvidedKeyValueStore

  public func data(forKey key: String) throws -> Data? {
    locked { state in state.values[Array(key.utf8)]?.data }
  }

  public func set(_ data: Data, forKey key: String) throws {
    locked { state in state.values[Array(key.utf8)] = (key, data) }
  }

  public func removeValue(forKey key: String) throws {
    locked { state in state.values[Array(key.utf8)] = nil }
  }

  public func keys(withPrefix prefix: String) throws -> [String] {
    let prefixBytes = Array(prefix.utf8)
    return locked { state in
      state.values.filter { bytes, _ in bytes.starts(with: prefixBytes) }
        .sorted { a, b in a.key.lexicographicallyPrecedes(b.key) }
        .map { _, entry in entry.key }
    }
  }

  // MARK: Internals

  private static func current(_ key: [UInt8], in state: State) -> NoteState {
    if let note = state.notes[key] { return .note(note) }
    if let tombstone = state.tombstones[key] { return .deleted(tombstone) }
    return .absent
  }

  private func locked<T>(_ body: (inout State) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }

  /// SQLite's BINARY collation: compare the UTF-8 bytes.
  private static func precedesInByteOrder(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }
}
