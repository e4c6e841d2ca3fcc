import Foundation

/// The record a deleted note leaves behind in a store, so sync can tell "deleted here" from "never had it".
///
/// A store's `delete` writes one; a `put` of a note and a `save` of the same id remove it again.
public struct NoteTombstone: Sendable, Hashable, Codable {
  /// The id of the deleted note (compared byte for byte, as ``Note/id``).
  public var id: String
  /// When the note was deleted. Reads back from a store, and from a `Codable` round trip, equal to the `Date` written.
  public var deletedAt: Date
  /// The revision of the deletion itself: the deleted note's last revision + 1. A note saved again after the
  /// deletion continues from this number.
  public var revision: Int
  /// The account the deleted note belonged to; empty for none.
  public var owner: String

  /// Creates a tombstone value, e.g. to apply a remote deletion with a store's `put`.
  /// - Parameters:
  ///   - id: The id of the deleted note.
  ///   - deletedAt: When the note was deleted.
  ///   - revision: The revision of the deletion (at least 1 for a store to accept it).
  ///   - owner: The account the deleted note belonged to; empty for none.
  public init(id: String, deletedAt: Date, revision: Int, owner: String = "") {
    self.id = id
    self.deletedAt = deletedAt
    self.revision = revision
    self.owner = owner
  }
}
