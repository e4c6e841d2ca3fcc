import Foundation
import Shell

/// A ``ShellRequiredSync`` that says whether sync is configured as the test chooses, and counts its syncs.
final class MockSync: ShellRequiredSync, @unchecked Sendable {
  // `@unchecked Sendable`: every stored value is read and written under `lock`.
  private let lock = NSLock()
  private var syncCount = 0
  let isConfigured: Bool
  /// What ``sync()`` returns.
  let summary: String

  /// A sync service that is on (`configured`) or off, whose syncs return `summary`.
  init(configured: Bool, summary: String = "pulled 0, pushed 0") {
    isConfigured = configured
    self.summary = summary
  }

  /// How many times ``sync()`` ran.
  var syncs: Int { lock.withLock { syncCount } }

  func sync() throws -> String {
    lock.withLock { syncCount += 1 }
    return summary
  }

  var lastSyncAfterSavingError: (any Error)? { nil }
}
