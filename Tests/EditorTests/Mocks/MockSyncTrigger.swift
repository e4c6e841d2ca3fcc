import Editor
import Foundation

/// An ``EditorRequiredSyncTrigger`` that counts the sync requests.
final class MockSyncTrigger: EditorRequiredSyncTrigger, @unchecked Sendable {
  private let lock = NSLock()
  private var _requests = 0

  /// How many times `requestSync()` was called.
  var requests: Int { lock.withLock { _requests } }

  func requestSync() {
    lock.withLock { _requests += 1 }
  }
}
