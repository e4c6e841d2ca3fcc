import Sync
import Testing

/// A ``SyncRequiredRemote`` for tests in which the replica must not be touched: every call records an issue.
final class UnimplementedRemote: SyncRequiredRemote, Sendable {
  /// What the members throw after recording the issue.
  struct Unimplemented: Error {}

  private func called(_ member: String) -> Unimplemented {
    Issue.record("UnimplementedRemote.\(member) was called")
    return Unimplemented()
  }

  var replicaID: String {
    Issue.record("UnimplementedRemote.replicaID was read")
    return "unimplemented"
  }

  func listEntries() throws -> SyncRemoteListing { throw called("listEntries()") }
  func readEntry(id: String) throws -> SyncRemoteEntry? { throw called("readEntry(id:)") }
  func writeEntry(_ entry: SyncRemoteEntry) throws { throw called("writeEntry(_:)") }
  func removeEntry(id: String) throws { throw called("removeEntry(id:)") }
}
