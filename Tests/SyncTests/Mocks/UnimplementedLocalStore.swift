import Sync
import Testing

/// A ``SyncRequiredLocalStore`` for tests in which the local notes must not be touched: every call records an issue.
final class UnimplementedLocalStore: SyncRequiredLocalStore, Sendable {
  /// What the members throw after recording the issue.
  struct Unimplemented: Error {}

  private func called(_ member: String) -> Unimplemented {
    Issue.record("UnimplementedLocalStore.\(member) was called")
    return Unimplemented()
  }

  func notes(ownedBy user: String) throws -> [SyncNote] { throw called("notes(ownedBy:)") }
  func tombstones(ownedBy user: String) throws -> [SyncTombstone] { throw called("tombstones(ownedBy:)") }
  func state(ofNote id: String, ownedBy user: String) throws -> SyncLocalState {
    throw called("state(ofNote:ownedBy:)")
  }
  func apply(_ note: SyncNote, ownedBy user: String, replacing expected: SyncLocalState) throws {
    throw called("apply(_:ownedBy:replacing:)")
  }
  func applyDeletion(id: String, ownedBy user: String, replacing expected: SyncLocalState) throws {
    throw called("applyDeletion(id:ownedBy:replacing:)")
  }
  func insertNew(title: String, body: String, ownedBy user: String) throws -> SyncNote {
    throw called("insertNew(title:body:ownedBy:)")
  }
}
