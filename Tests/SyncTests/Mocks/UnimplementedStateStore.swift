import Foundation
import Sync
import Testing

/// A ``SyncRequiredStateStore`` for tests in which the saved state must not be touched: every call records an issue.
final class UnimplementedStateStore: SyncRequiredStateStore, Sendable {
  /// What the members throw after recording the issue.
  struct Unimplemented: Error {}

  func data(forKey key: String) throws -> Data? {
    Issue.record("UnimplementedStateStore.data(forKey: \(key.debugDescription)) was called")
    throw Unimplemented()
  }

  func set(_ data: Data?, forKey key: String) throws {
    Issue.record("UnimplementedStateStore.set(_:forKey: \(key.debugDescription)) was called")
    throw Unimplemented()
  }
}
