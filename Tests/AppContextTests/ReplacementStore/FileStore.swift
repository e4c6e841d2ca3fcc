import AppContext
import Foundation
import NoteModel
import Shell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A replacement for Storage written against the app's own protocols only: every note, tombstone and value in one
/// JSON file, read and rewritten whole under an exclusive lock, so two processes sharing the folder see each call as
/// atomic. It names no Storage type: it proves that swapping the store is an app-context choice.
final class FileStore: ShellRequiredNoteStore, ShellRequiredKeyValueStore, @unchecked Sendable {
  /// Everything the store holds. Lists rather than dictionaries: Swift's `String` equality folds canonically
  /// equivalent strings together, and the app's protocols compare ids and keys byte for byte.
  private struct Contents: Codable {
    struct Value: Codable {
      var key: String
      var data: Data
    }
    var notes: [Note] = []
    var tombstones: [NoteTombstone] = []
    var values: [Value] = []

    /// The live note with exactly this id (byte for byte).
    subscript(note id: String) -> Note? {
      get { notes.first { $0.id.utf8.elementsEqual(id.utf8) } }
      set {
        notes.removeAll { $0.id.utf8.elementsEqual(id.utf8) }
        if let newValue { notes.append(newValue) }
      }
    }

    /// The tombstone with exactly this id.
    subscript(tombstone id: String) -> NoteTombstone? {
      get { tombstones.first { $0.id.utf8.elementsEqual(id.utf8) } }
      set {
        tombstones.removeAll { $0.id.utf8.elementsEqual(id.utf8) }
        if let newValue { tombstones.append(newValue) }
      }
    }

    /// The value of exactly this key.
    subscript(value key: String) -> Data? {
      get { values.first { $0.key.utf8.elementsEqual(key.utf8) }?.data }
      set {
        values.removeAll { $0.key.utf8.elementsEqual(key.utf8) }
        if let newValue { values.append(Value(key: key, data: newValue)) }
      }
    }
  }

  /// A failure of the file system, with what to do.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let file: URL
  private let lockFile: String
  private let threadLock = NSLock()

  /// A store in `folder` (created when missing).
  init(folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    file = folder.appendingPathComponent("store.json")
    lockFile = folder.appendingPathComponent("store.lock").path
  }

  /// Runs `body` on the contents under the thread lock and an exclusive `flock` of the lock file; writes them back
  /// (a temporary file renamed into place) when `body` changed them.
  private func withContents<T>(_ body: (inout Contents) throws -> T) throws -> T {
    threadLock.lock()
    defer { threadLock.unlock() }
    let descriptor = open(lockFile, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw Failure(description: "cannot open \(lockFile): errno \(errno)") }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX) == 0 else { throw Failure(description: "cannot lock \(lockFile): errno \(errno)") }
    let before: Contents =
      if let data = try? Data(contentsOf: file) { try JSONDecoder().decode(Contents.self, from: data) } else {
        Contents()
      }
    var contents = before
    let result = try body(&contents)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let old = try encoder.encode(before)
    let new = try encoder.encode(contents)
    if old != new { try new.write(to: file, options: .atomic) }
    return result
  }

  // MARK: ShellRequiredNoteStore

  func allNotes() throws -> [Note] {
    try withContents { contents in
      contents.notes.sorted { a, b in
        if a.updatedAt != b.updatedAt { return a.updatedAt > b.updatedAt }
        if a.revision != b.revision { return a.revision > b.revision }
        return Array(a.id.utf8).lexicographicallyPrecedes(b.id.utf8)
      }
    }
  }

  func tombstones() throws -> [NoteTombstone] {
    try withContents { contents in contents.tombstones.sorted { $0.deletedAt > $1.deletedAt } }
  }

  func state(ofNote id: String) throws -> NoteState {
    try withContents { Self.state(of: id, in: $0) }
  }

  func save(_ note: Note, expecting expected: NoteState) throws -> Note {
    try withContents { contents in
      try Self.check(note.id, expected: expected, owner: note.owner, in: contents)
      var stored = note
      stored.revision = Self.state(of: note.id, in: contents).revision + 1
      stored.updatedAt = Date()
      contents[tombstone: note.id] = nil
      contents[note: note.id] = stored
      return stored
    }
  }

  func put(_ note: Note, expecting expected: NoteState) throws {
    guard !note.id.isEmpty, note.revision >= 1 else {
      throw Failure(description: "cannot store \(note.id.debugDescription): empty id or revision below 1")
    }
    try withContents { contents in
      try Self.check(note.id, expected: expected, owner: note.owner, in: contents)
      contents[tombstone: note.id] = nil
      contents[note: note.id] = note
    }
  }

  func delete(id: String, expecting expected: NoteState) throws {
    try withContents { contents in
      let current = Self.state(of: id, in: contents)
      guard current == expected else { throw ShellNoteConflict(noteID: id) }
      guard case .note(let note) = current else { return }
      contents[note: id] = nil
      contents[tombstone: id] = NoteTombstone(
        id: id, deletedAt: Date(), revision: note.revision + 1, owner: note.owner)
    }
  }

  private static func state(of id: String, in contents: Contents) -> NoteState {
    if let note = contents[note: id] { return .note(note) }
    if let tombstone = contents[tombstone: id] { return .deleted(tombstone) }
    return .absent
  }

  /// The conditional-write rule: the stored state is the expected one, and its owner (if any) is the writer.
  private static func check(_ id: String, expected: NoteState, owner: String, in contents: Contents) throws {
    let current = state(of: id, in: contents)
    guard current == expected else { throw ShellNoteConflict(noteID: id) }
    if let existing = current.owner, !existing.isEmpty, existing != owner { throw ShellNoteConflict(noteID: id) }
  }

  // MARK: ShellRequiredKeyValueStore

  func data(forKey key: String) throws -> Data? {
    try withContents { $0[value: key] }
  }

  func set(_ data: Data, forKey key: String) throws {
    try withContents { $0[value: key] = data }
  }

  func removeValue(forKey key: String) throws {
    try withContents { $0[value: key] = nil }
  }

  func keys(withPrefix prefix: String) throws -> [String] {
    try withContents { contents in
      contents.values.map(\.key).filter { $0.utf8.starts(with: prefix.utf8) }.sorted {
        Array($0.utf8).lexicographicallyPrecedes($1.utf8)
      }
    }
  }
}
