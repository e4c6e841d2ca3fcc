import Foundation

/// The record that a note was deleted, kept so the deletion can reach other replicas.
///
/// A local store keeps one per deleted note until it is told otherwise; a replica carries one as a deleted entry.
public struct SyncTombstone: Hashable, Sendable, CustomStringConvertible {
  /// The identifier of the deleted note.
  public var id: String
  /// When the note was deleted.
  public var deletedAt: Date
  /// The note's revision counter at deletion (its last revision plus one, by convention).
  public var revision: Int

  /// Creates a tombstone.
  public init(id: String, deletedAt: Date, revision: Int) {
    self.id = id
    self.deletedAt = deletedAt
    self.revision = revision
  }

  /// A short form for logs.
  public var description: String { "SyncTombstone(\(id) r\(revision))" }
}
