import Foundation

@testable import Sync

/// A session whose user the test sets.
final class MockSession: SyncRequiredSession, @unchecked Sendable {
  private let lock = NSLock()
  private var user: String?

  init(user: String?) { self.user = user }

  var currentUser: String? {
    get { lock.withLock { user } }
    set { lock.withLock { user = newValue } }
  }
}
