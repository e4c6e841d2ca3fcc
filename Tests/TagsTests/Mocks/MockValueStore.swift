import Foundation
import Tags

/// A ``TagsRequiredValueStore`` in memory: records every key written, and can be told to fail.
final class MockValueStore: TagsRequiredValueStore, @unchecked Sendable {
  /// What a failing store throws.
  struct Failure: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
  }

  private let lock = NSLock()
  private var values: [String: Data] = [:]
  private var failing = false

  /// Every value, by key.
  var stored: [String: Data] { lock.withLock { values } }

  /// Makes every later call throw ``Failure``.
  func failFromNowOn() { lock.withLock { failing = true } }

  /// Stores `data` under `key` directly (e.g. to plant an unreadable value).
  func plant(_ data: Data, forKey key: String) { lock.withLock { values[key] = data } }

  func data(forKey key: String) throws -> Data? {
    try lock.withLock {
      if failing { throw Failure() }
      return values[key]
    }
  }

  func set(_ data: Data?, forKey key: String) throws {
    try lock.withLock {
      if failing { throw Failure() }
      values[key] = data
    }
  }
}
