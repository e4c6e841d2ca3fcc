import Editor
import NoteModel
import Shell

/// Editor's note store, served by the app's notes as the signed-in user sees them: Editor speaks `EditorNote`, the
/// app `Note`.
///
/// A proxy because the signatures differ (names and value types); nothing in either side changes. Saves are
/// conditional: the proxy remembers the exact version it loaded (or last saved) of each note, and the store writes
/// only if it still holds that version; otherwise the save fails with `EditorSaveConflict`, so two editors (in
/// this process or others) or an editor and a sync never overwrite each other's saved edits.
final class EditorNoteStoreProxy: EditorRequiredNoteStore {
  private let store: OwnedNoteStore
  /// The version of each note this proxy loaded or saved last, by id.
  private var loaded: [String: Note] = [:]

  init(store: OwnedNoteStore) {
    self.store = store
  }

  func loadNote(id: String) throws -> EditorNote? {
    guard let note = try store.note(id: id) else { return nil }
    loaded[id] = note
    return EditorNote(note)
  }

  func saveNote(_ note: EditorNote) throws -> EditorNote {
    let expected: NoteState
    var edited: Note
    if let id = note.id {
      if let version = loaded[id], version.revision == note.revision {
        expected = .note(version)
      } else {
        // Not loaded through this proxy: the revision the editor holds must still be the stored one.
        expected = try store.state(ofNote: id)
        guard case .note(let current) = expected, current.revision == note.revision else {
          throw EditorSaveConflict(noteID: id, currentRevision: Self.liveRevision(of: expected))
        }
      }
      guard case .note(let version) = expected else { throw EditorSaveConflict(noteID: id, currentRevision: nil) }
      edited = version
    } else {
      expected = .absent
      edited = Note(title: note.title, body: note.body)
    }
    edited.title = note.title
    edited.body = note.body
    let saved: Note
    do {
      saved = try store.save(edited, expecting: expected)
    } catch is ShellNoteConflict {
      let current = try? store.state(ofNote: edited.id)
      throw EditorSaveConflict(noteID: edited.id, currentRevision: current.flatMap(Self.liveRevision(of:)))
    }
    loaded[saved.id] = saved
    return EditorNote(saved)
  }

  /// The revision of a live note, `nil` when the note is deleted or unknown.
  private static func liveRevision(of state: NoteState) -> Int? {
    if case .note(let note) = state { return note.revision }
    return nil
  }
}

extension EditorNote {
  /// Editor's view of the app's note.
  init(_ note: Note) {
    self.init(id: note.id, title: note.title, body: note.body, revision: note.revision)
  }
}
