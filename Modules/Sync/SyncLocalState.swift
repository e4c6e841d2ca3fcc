/// What the local store holds for one note: its current version, its tombstone, or nothing.
///
/// The engine reads it, decides, and hands it back to ``SyncRequiredLocalStore/apply(_:ownedBy:replacing:)`` and
/// ``SyncRequiredLocalStore/applyDeletion(id:ownedBy:replacing:)``, which write only if the store still holds
/// exactly this: a local edit saved while the sync runs is never overwritten.
public enum SyncLocalState: Hashable, Sendable {
  /// The note's current version.
  case note(SyncNote)
  /// The note was deleted locally.
  case tombstone(SyncTombstone)
  /// The store has nothing under this identifier (for this user).
  case absent

  /// The note, when the state is a current version.
  public var note: SyncNote? {
    if case .note(let note) = self { note } else { nil }
  }
}

/// Thrown by a ``SyncRequiredLocalStore`` when a conditional write found the note changed since the engine read it
/// (a local edit or deletion saved meanwhile). Nothing was written; the engine reads the note again and re-plans.
public struct SyncLocalChangeConflict: Error, CustomStringConvertible, Sendable {
  /// The note that changed.
  public var noteID: String

  /// Creates the error for `noteID`.
  public init(noteID: String) {
    self.noteID = noteID
  }

  public var description: String {
    "The note \(SyncText.escaped(noteID)) changed locally while it was being synced; nothing was overwritten."
  }
}
