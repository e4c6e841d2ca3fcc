import Foundation
import NoteModel
import Shell
import Sync

/// Sync's local store, served by the app's note store: exact versions in, exact versions out, one user's notes at a
/// time.
///
/// Notes are filtered by owner, and every note sync writes is owned by the user the sync runs for, so sync never
/// shows one user's notes to another. Writes that replace a note are the store's conditional writes, expecting
/// exactly the state the engine read; a conflict (a local edit saved meanwhile) becomes `SyncLocalChangeConflict`.
final class SyncLocalStoreProxy: SyncRequiredLocalStore {
  private let store: any ShellRequiredNoteStore

  init(store: any ShellRequiredNoteStore) {
    self.store = store
  }

  func notes(ownedBy user: String) throws -> [SyncNote] {
    try store.allNotes().filter { $0.owner == user }.map(SyncNote.init)
  }

  func tombstones(ownedBy user: String) throws -> [SyncTombstone] {
    try store.tombstones().filter { $0.owner == user }.map(SyncTombstone.init)
  }

  func state(ofNote id: String, ownedBy user: String) throws -> SyncLocalState {
    switch try store.state(ofNote: id) {
    case .note(let note) where note.owner == user: .note(SyncNote(note))
    case .deleted(let tombstone) where tombstone.owner == user: .tombstone(SyncTombstone(tombstone))
    default: .absent
    }
  }

  func apply(_ note: SyncNote, ownedBy user: String, replacing expected: SyncLocalState) throws {
    let version = Note(
      id: note.id, title: note.title, body: note.body, updatedAt: note.updatedAt, revision: note.revision, owner: user)
    try conditionally(note.id) { try store.put(version, expecting: Self.appState(expected, user: user)) }
  }

  func applyDeletion(id: String, ownedBy user: String, replacing expected: SyncLocalState) throws {
    try conditionally(id) { try store.delete(id: id, expecting: Self.appState(expected, user: user)) }
  }

  func insertNew(title: String, body: String, ownedBy user: String) throws -> SyncNote {
    SyncNote(try store.save(Note(title: title, body: body, owner: user), expecting: .absent))
  }

  /// Runs a conditional write, turning the store's conflict into Sync's.
  private func conditionally(_ id: String, _ write: () throws -> Void) throws {
    do {
      try write()
    } catch is ShellNoteConflict {
      throw SyncLocalChangeConflict(noteID: id)
    }
  }

  /// The exact stored state the engine's view of a note stands for.
  private static func appState(_ state: SyncLocalState, user: String) -> NoteState {
    switch state {
    case .note(let note):
      .note(
        Note(
          id: note.id, title: note.title, body: note.body, updatedAt: note.updatedAt, revision: note.revision,
          owner: user))
    case .tombstone(let tombstone):
      .deleted(
        NoteTombstone(id: tombstone.id, deletedAt: tombstone.deletedAt, revision: tombstone.revision, owner: user))
    case .absent:
      .absent
    }
  }
}

extension SyncNote {
  /// Sync's view of the app's note.
  init(_ note: Note) {
    self.init(id: note.id, title: note.title, body: note.body, updatedAt: note.updatedAt, revision: note.revision)
  }
}

extension SyncTombstone {
  /// Sync's view of the app's tombstone.
  init(_ tombstone: NoteTombstone) {
    self.init(id: tombstone.id, deletedAt: tombstone.deletedAt, revision: tombstone.revision)
  }
}
