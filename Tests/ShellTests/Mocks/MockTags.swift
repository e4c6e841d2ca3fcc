import Foundation
import Shell

/// A ``ShellRequiredTags`` in memory.
final class MockTags: ShellRequiredTags, @unchecked Sendable {
  // `@unchecked Sendable`: `tagsByNote` is read and written under `lock` only.
  private let lock = NSLock()
  private var tagsByNote: [String: [String]] = [:]

  func tags(ofNote noteID: String) throws -> [String] { lock.withLock { tagsByNote[noteID] ?? [] } }

  func setTags(_ tags: [String], ofNote noteID: String) throws {
    lock.withLock { tagsByNote[noteID] = tags.isEmpty ? nil : tags }
  }
}
