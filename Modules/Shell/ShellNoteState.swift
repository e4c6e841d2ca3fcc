/// Everything a store holds under one note id: the live note, the tombstone of a deleted one, or nothing.
///
/// Read it with ``ShellRequiredNoteStore/state(ofNote:)`` and hand it back to a conditional write: the write happens
/// only if the store still holds exactly this state.
/// ```swift
/// let before = try notes.state(ofNote: id)
/// guard case .note(var note) = before else { return }
/// note.body += "\n- bread"
/// try notes.save(note, expecting: before)   // throws ShellNoteConflict if someone saved meanwhile
/// ```
public enum ShellNoteState: Sendable, Hashable {
  /// No note and no tombstone has this id.
  case absent
  /// The live note, exactly as stored.
  case note(ShellNote)
  /// The note was deleted: its tombstone, exactly as stored.
  case deleted(ShellTombstone)

  /// The revision the state carries: the note's or the tombstone's, 0 when absent.
  public var revision: Int {
    switch self {
    case .absent: 0
    case .note(let note): note.revision
    case .deleted(let tombstone): tombstone.revision
    }
  }

  /// The owner recorded in the state; `nil` when absent.
  public var owner: String? {
    switch self {
    case .absent: nil
    case .note(let note): note.owner
    case .deleted(let tombstone): tombstone.owner
    }
  }
}
