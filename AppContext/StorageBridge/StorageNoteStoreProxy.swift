import Shell
import Storage

/// The app's note store served by Storage's: the shell speaks `ShellNote`, Storage `StoredNote`.
///
/// A proxy because the value types and the conflict error differ; Storage's `.conflict` becomes
/// ``ShellNoteConflict``, every other Storage error passes through with its own message.
final class StorageNoteStoreProxy: ShellRequiredNoteStore {
  private let store: any StorageProvidedNoteStore

  init(store: any StorageProvidedNoteStore) {
    self.store = store
  }

  func allNotes() throws -> [ShellNote] {
    try store.allNotes().map(ShellNote.init(stored:))
  }

  func tombstones() throws -> [ShellTombstone] {
    try store.tombstones().map(ShellTombstone.init(stored:))
  }

  func state(ofNote id: String) throws -> ShellNoteState {
    ShellNoteState(stored: try store.state(ofNote: id))
  }

  func save(_ note: ShellNote, expecting expected: ShellNoteState) throws -> ShellNote {
    try conditionally(note.id) {
      ShellNote(stored: try store.save(StoredNote(note), expecting: StorageNoteState(expected), updatedAt: nil))
    }
  }

  func put(_ note: ShellNote, expecting expected: ShellNoteState) throws {
    try conditionally(note.id) { try store.put(StoredNote(note), expecting: StorageNoteState(expected)) }
  }

  func delete(id: String, expecting expected: ShellNoteState) throws {
    try conditionally(id) { try store.delete(id: id, expecting: StorageNoteState(expected)) }
  }

  /// Runs a conditional write, turning Storage's conflict into the shell's.
  private func conditionally<T>(_ id: String, _ write: () throws -> T) throws -> T {
    do {
      return try write()
    } catch let error as StorageError where error.code == .conflict {
      throw ShellNoteConflict(noteID: id)
    }
  }
}

extension ShellNote {
  /// The app's view of a stored note.
  init(stored: StoredNote) {
    self.init(
      id: stored.id, title: stored.title, body: stored.body, updatedAt: stored.updatedAt, revision: stored.revision,
      owner: stored.owner)
  }
}

extension ShellTombstone {
  /// The app's view of a stored tombstone.
  init(stored: StorageTombstone) {
    self.init(id: stored.id, deletedAt: stored.deletedAt, revision: stored.revision, owner: stored.owner)
  }
}

extension ShellNoteState {
  /// The app's view of a stored state.
  init(stored: StorageNoteState) {
    switch stored {
    case .absent: self = .absent
    case .note(let note): self = .note(ShellNote(stored: note))
    case .deleted(let tombstone): self = .deleted(ShellTombstone(stored: tombstone))
    }
  }
}

extension StoredNote {
  /// Storage's value of the app's note.
  init(_ note: ShellNote) {
    self.init(
      id: note.id, title: note.title, body: note.body, updatedAt: note.updatedAt, revision: note.revision,
      owner: note.owner)
  }
}

extension StorageNoteState {
  /// Storage's value of the app's state.
  init(_ state: ShellNoteState) {
    switch state {
    case .absent: self = .absent
    case .note(let note): self = .note(StoredNote(note))
    case .deleted(let tombstone):
      self = .deleted(
        StorageTombstone(
          id: tombstone.id, deletedAt: tombstone.deletedAt, revision: tombstone.revision, owner: tombstone.owner))
    }
  }
}
