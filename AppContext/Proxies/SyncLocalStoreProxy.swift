import Foundation
import Storage
import Sync

/// Sync's local store, served by Storage's store: exact versions in, exact versions out, one user's notes at a time.
///
/// Notes are filtered by owner, and every note sync writes is owned by the user the sync runs for, so sync never
/// shows one user's notes to another. Writes that replace a note are the store's conditional writes, expecting
/// exactly the state the engine read; a conflict (a local edit saved meanwhile) becomes `SyncLocalChangeConflict`.
final class SyncLocalStoreProxy: SyncRequiredLocalStore {
  private let store: any StorageProvidedNoteStore

  init(store: any StorageProvidedNoteStore) {
    self.store = store
  }

  func notes(ownedBy user: String) throws -> [SyncNote] {
    try store.allNotes().filter { $0.owner == user }.map(SyncNote.init(stored:))
  }

  func tombstones(ownedBy user: String) throws -> [SyncTombstone] {
    try store.tombstones().filter { $0.owner == user }.map(SyncTombstone.init(stored:))
  }

  func state(ofNote id: String, ownedBy user: String) throws -> SyncLocalState {
    switch try store.state(ofNote: id) {
    case .note(let note) where note.owner == user: .note(SyncNote(stored: note))
    case .deleted(let tombstone) where tombstone.owner == user: .tombstone(SyncTombstone(stored: tombstone))
    default: .absent
    }
  }

  func apply(_ note: SyncNote, ownedBy user: String, replacing expected: SyncLocalState) throws {
    let stored = StoredNote(
      id: note.id, title: note.title, body: note.body, updatedAt: note.updatedAt, revision: note.revision, owner: user)
    try conditionally(note.id) { try store.put(stored, expecting: Self.storageState(expected, id: note.id, user: user)) }
  }

  func applyDeletion(id: String, ownedBy user: String, replacing expected: SyncLocalState) throws {
    try conditionally(id) { try store.delete(id: id, expecting: Self.storageState(expected, id: id, user: user)) }
  }

  func insertNew(title: String, body: String, ownedBy user: String) throws -> SyncNote {
    SyncNote(stored: try store.save(StoredNote(title: title, body: body, owner: user), expecting: .absent, updatedAt: nil))
  }

  /// Runs a conditional write, turning the store's conflict into Sync's.
  private func conditionally(_ id: String, _ write: () throws -> Void) throws {
    do {
      try write()
    } catch let error as StorageError where error.code == .conflict {
      throw SyncLocalChangeConflict(noteID: id)
    }
  }

  /// The exact stored state the engine's view of a note stands for.
  private static func storageState(_ state: SyncLocalState, id: String, user: String) -> StorageNoteState {
    switch state {
    case .note(let note):
      .note(
        StoredNote(
          id: note.id, title: note.title, body: note.body, updatedAt: note.updatedAt, revision: note.revision,
          owner: user))
    case .tombstone(let tombstone):
      .deleted(StorageTombstone(id: tombstone.id, deletedAt: tombstone.deletedAt, revision: tombstone.revision, owner: user))
    case .absent:
      .absent
    }
  }
}

extension SyncNote {
  /// Sync's view of a stored note.
  init(stored: StoredNote) {
    self.init(id: stored.id, title: stored.title, body: stored.body, updatedAt: stored.updatedAt, revision: stored.revision)
  }
}

extension SyncTombstone {
  /// Sync's view of a stored tombstone.
  init(stored: StorageTombstone) {
    self.init(id: stored.id, deletedAt: stored.deletedAt, revision: stored.revision)
  }
}
