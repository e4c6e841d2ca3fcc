import Foundation

@testable import Sync

/// An in-memory key-value store that counts writes.
final class MockStateStore: SyncRequiredStateStore, @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: Data] = [:]
  private var writes = 0

  func data(forKey key: String) throws -> Data? { lock.withLock { values[key] } }

  func set(_ data: Data?, forKey key: String) throws {
    lock.withLock {
      values[key] = data
      writes += 1
    }
  }

  /// How many times `set` was called.
  var writeCount: Int { lock.withLock { writes } }

  /// Every key currently stored.
  var keys: [String] { lock.withLock { values.keys.sorted() } }

  /// Replaces every stored value with bytes that are not JSON.
  func corruptEverything() {
    lock.withLock {
      for key in values.keys { values[key] = Data("not json".utf8) }
    }
  }
}
