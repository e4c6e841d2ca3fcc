import Foundation
import Shell

/// A ``ShellRequiredNoteStore`` in memory that keeps the protocol's rules (revisions, conditional writes, owners),
/// and counts the writes it took.
final class MockNoteStore: ShellRequiredNoteStore, @unchecked Sendable {
  // `@unchecked Sendable`: every stored value is read and written under `lock`.
  private let lock = NSLock()
  private var notes: [String: ShellNote] = [:]
  private var deleted: [String: ShellTombstone] = [:]
  private var writeCount = 0

  /// A store holding `notes` as given.
  init(_ notes: [ShellNote] = []) {
    for note in notes { self.notes[note.id] = note }
  }

  /// How many writes (saves, puts, deletions) the store took.
  var writes: Int { lock.withLock { writeCount } }

  func allNotes() throws -> [ShellNote] {
    lock.withLock {
      notes.values.sorted { ($0.updatedAt, $0.revision, $0.id) > ($1.updatedAt, $1.revision, $1.id) }
    }
  }

  func tombstones() throws -> [ShellTombstone] { lock.withLock { Array(deleted.values) } }

  func state(ofNote id: String) throws -> ShellNoteState { lock.withLock { unlockedState(id) } }

  func save(_ note: ShellNote, expecting expected: ShellNoteState) throws -> ShellNote {
    try lock.withLock {
      let current = try unlockedState(id: note.id, expected)
      var stored = note
      stored.revision = current.revision + 1
      stored.updatedAt = Date()
      if stored.owner.isEmpty { stored.owner = current.owner ?? "" }
      notes[note.id] = stored
      deleted[note.id] = nil
      writeCount += 1
      return stored
    }
  }

  func put(_ note: ShellNote, expecting expected: ShellNoteState) throws {
    try lock.withLock {
      _ = try unlockedState(id: note.id, expected)
      notes[note.id] = note
      deleted[note.id] = nil
      writeCount += 1
    }
  }

  func delete(id: String, expecting expected: ShellNoteState) throws {
    try lock.withLock {
      let current = try unlockedState(id: id, expected)
      guard case .note(let note) = current else { return }
      notes[id] = nil
      deleted[id] = ShellTombstone(
        id: id, deletedAt: Date(), revision: note.revision + 1, owner: note.owner)
      writeCount += 1
    }
  }

  private func unlockedState(_ id: String) -> ShellNoteState {
    if let note = notes[id] { return .note(note) }
    if let tombstone = deleted[id] { return .deleted(tombstone) }
    return .absent
  }

  /// The state under `id`, or a conflict when it is not `expected` (called with `lock` held).
  private func unlockedState(id: String, _ expected: ShellNoteState) throws -> ShellNoteState {
    let current = unlockedState(id)
    guard current == expected else { throw ShellNoteConflict(noteID: id) }
    return current
  }
}
