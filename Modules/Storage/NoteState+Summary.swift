import NoteModel

extension NoteState {
  /// A short description for Storage's messages, without any content of the note.
  var summary: String {
    switch self {
    case .absent: "no note"
    case .note(let note): "revision \(note.revision)"
    case .deleted(let tombstone): "a deletion at revision \(tombstone.revision)"
    }
  }
}
