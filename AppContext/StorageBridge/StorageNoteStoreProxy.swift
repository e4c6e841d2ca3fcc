import NoteModel
import Shell
import Storage

/// The app's note store served by Storage's. Both speak NoteModel's `Note`, `NoteState` and `NoteTombstone`, so the
/// values pass through unchanged.
///
/// Still a proxy because the requirements differ in two ways: Storage's `save` takes an explicit `updatedAt` (the
/// shell always lets the store's clock set it: `nil`), and Storage's `.conflict` becomes ``ShellNoteConflict``; every
/// other Storage error passes through with its own message.
final class StorageNoteStoreProxy: ShellRequiredNoteStore {
  private let store: any StorageProvidedNoteStore

  init(store: any StorageProvidedNoteStore) {
    self.store = store
  }

  func allNotes() throws -> [Note] {
    try store.allNotes()
  }

  func tombstones() throws -> [NoteTombstone] {
    try store.tombstones()
  }

  func state(ofNote id: String) throws -> NoteState {
    try store.state(ofNote: id)
  }

  func save(_ note: Note, expecting expected: NoteState) throws -> Note {
    try conditionally(note.id) { try store.save(note, expecting: expected, updatedAt: nil) }
  }

  func put(_ note: Note, expecting expected: NoteState) throws {
    try conditionally(note.id) { try store.put(note, expecting: expected) }
  }

  func delete(id: String, expecting expected: NoteState) throws {
    try conditionally(id) { try store.delete(id: id, expecting: expected) }
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
