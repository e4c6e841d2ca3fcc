import Editor
import Storage

/// Editor's note store, served by Storage's store: Editor speaks `EditorNote`, Storage `StoredNote`.
///
/// A proxy because the signatures differ (names and value types); nothing in either module changes.
final class EditorNoteStoreProxy: EditorRequiredNoteStore {
  private let store: any StorageProvidedNoteStore

  init(store: any StorageProvidedNoteStore) {
    self.store = store
  }

  func loadNote(id: String) throws -> EditorNote? {
    try store.note(id: id).map(EditorNote.init(stored:))
  }

  func saveNote(_ note: EditorNote) throws -> EditorNote {
    var stored = try note.id.flatMap { try store.note(id: $0) } ?? StoredNote(title: note.title, body: note.body)
    if let id = note.id { stored.id = id }
    stored.title = note.title
    stored.body = note.body
    return EditorNote(stored: try store.save(stored))
  }
}

extension EditorNote {
  /// Editor's view of a stored note.
  init(stored: StoredNote) {
    self.init(id: stored.id, title: stored.title, body: stored.body, revision: stored.revision)
  }
}
