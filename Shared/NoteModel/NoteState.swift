/// Everything a store holds under one note id: the live note, the tombstone of a deleted one, or nothing.
///
/// Read it from a store (`state(ofNote:)`) and hand it back to a conditional write (`save`, `put`, `delete` with
/// `expecting:`): the write happens only if the store still holds exactly this state, so a change made by another
/// thread, process or sync in between is never overwritten silently.
/// ```swift
/// let before = try notes.state(ofNote: id)
/// guard case .note(var note) = before else { return }
/// note.body += "\n- bread"
/// try notes.save(note, expecting: before)   // throws a conflict if someone else saved meanwhile
/// ```
public enum NoteState: Sendable, Hashable {
  /// No note and no tombstone has this id.
  case absent
  /// The live note, exactly as stored (owner, revision and date included).
  case note(Note)
  /// The note was deleted: its tombstone, exactly as stored.
  case deleted(NoteTombstone)

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
