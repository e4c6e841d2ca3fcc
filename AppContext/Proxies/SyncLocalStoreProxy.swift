import Foundation
import Storage
import Sync

/// Sync's local store, served by Storage's store: exact versions in, exact versions out.
final class SyncLocalStoreProxy: SyncRequiredLocalStore {
  private let store: any StorageProvidedNoteStore

  init(store: any StorageProvidedNoteStore) {
    self.store = store
  }

  func notes() throws -> [SyncNote] {
    try store.allNotes().map(SyncNote.init(stored:))
  }

  func tombstones() throws -> [SyncTombstone] {
    try store.tombstones().map { SyncTombstone(id: $0.id, deletedAt: $0.deletedAt, revision: $0.revision) }
  }

  func apply(_ note: SyncNote) throws {
    try store.put(
      StoredNote(id: note.id, title: note.title, body: note.body, updatedAt: note.updatedAt, revision: note.revision))
  }

  func applyDeletion(id: String) throws {
    guard try store.note(id: id) != nil else { return }
    try store.delete(id: id)
  }

  func insertNew(title: String, body: String) throws -> SyncNote {
    SyncNote(stored: try store.save(StoredNote(title: title, body: body)))
  }
}

extension SyncNote {
  /// Sync's view of a stored note.
  init(stored: StoredNote) {
    self.init(id: stored.id, title: stored.title, body: stored.body, updatedAt: stored.updatedAt, revision: stored.revision)
  }
}
