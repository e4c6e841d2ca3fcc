import Foundation
import Tags
import Testing

/// A ``TagsRequiredValueStore`` that records a test failure when used: for paths that must not touch the store.
final class UnimplementedValueStore: TagsRequiredValueStore, Sendable {
  func data(forKey key: String) throws -> Data? {
    Issue.record("UnimplementedValueStore.data(forKey: \(key.debugDescription)) was called")
    return nil
  }

  func set(_ data: Data?, forKey key: String) throws {
    Issue.record("UnimplementedValueStore.set(_:forKey: \(key.debugDescription)) was called")
  }
}
