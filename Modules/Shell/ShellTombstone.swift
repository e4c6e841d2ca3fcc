import Foundation

/// What a deleted note leaves in a store, so sync can tell "deleted here" from "never had it".
public struct ShellTombstone: Sendable, Hashable, Codable {
  /// The id of the deleted note.
  public var id: String
  /// When the note was deleted.
  public var deletedAt: Date
  /// The revision of the deletion: the deleted note's last revision + 1.
  public var revision: Int
  /// The account the deleted note belonged to; empty for none.
  public var owner: String

  /// Creates a tombstone value.
  public init(id: String, deletedAt: Date, revision: Int, owner: String = "") {
    self.id = id
    self.deletedAt = deletedAt
    self.revision = revision
    self.owner = owner
  }
}
