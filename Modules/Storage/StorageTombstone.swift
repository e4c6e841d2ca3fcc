import Foundation

/// The record a deleted note leaves behind, so a sync engine can tell "deleted here" from "never had it".
///
/// ``StorageProvidedNoteStore/delete(id:)`` writes one; `put(_:)` of a note
/// and ``StorageProvidedNoteStore/save(_:)`` of the same id remove it again.
public struct StorageTombstone: Sendable, Hashable, Codable {
  /// The id of the deleted note.
  public var id: String
  /// When the note was deleted.
  public var deletedAt: Date
  /// The revision of the deletion itself: the deleted note's last revision + 1. A note saved again
  /// after the deletion continues from this number.
  public var revision: Int
  /// The account the deleted note belonged to; empty for none.
  public var owner: String

  /// Creates a tombstone value, e.g. to apply a remote deletion with `put(_:)`.
  /// - Parameters:
  ///   - id: The id of the deleted note.
  ///   - deletedAt: When the note was deleted.
  ///   - revision: The revision of the deletion (at least 1).
  ///   - owner: The account the deleted note belonged to; empty for none.
  public init(id: String, deletedAt: Date, revision: Int, owner: String = "") {
    self.id = id
    self.deletedAt = deletedAt
    self.revision = revision
    self.owner = owner
  }
}
