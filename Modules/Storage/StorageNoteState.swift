/// Everything a store holds under one note id: a live note, the tombstone of a deleted one, or nothing.
///
/// Read it with ``StorageProvidedNoteStore/state(ofNote:)`` and hand it back to a conditional write
/// (`save(_:expecting:updatedAt:)`, `put(_:expecting:)`, `delete(id:expecting:)`): the write happens only if the
/// store still holds exactly this state, so a change made by another thread or process in between is never
/// overwritten silently.
/// ```swift
/// let before = try store.state(ofNote: id)
/// guard case .note(var note) = before else { return }
/// note.body += "\n- bread"
/// try store.save(note, expecting: before, updatedAt: nil)   // throws .conflict if someone else saved meanwhile
/// ```
public enum StorageNoteState: Sendable, Hashable {
  /// No note and no tombstone has this id.
  case absent
  /// The live note, exactly as stored (owner, revision and date included).
  case note(StoredNote)
  /// The note was deleted; its tombstone, exactly as stored.
  case deleted(StorageTombstone)

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

  /// A short description for messages, without any content of the note.
  var summary: String {
    switch self {
    case .absent: "no note"
    case .note(let note): "revision \(note.revision)"
    case .deleted(let tombstone): "a deletion at revision \(tombstone.revision)"
    }
  }
}
