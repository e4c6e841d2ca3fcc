import Foundation
import Shell

/// A ``ShellRequiredSessions`` whose signed-in user the test sets; accounts are names with passwords in memory.
final class MockSessions: ShellRequiredSessions, @unchecked Sendable {
  // `@unchecked Sendable`: every stored value is read and written under `lock`.
  private let lock = NSLock()
  private var user: String?
  private var accounts: [String: String] = [:]

  /// Sessions with `user` signed in (`nil`: nobody).
  init(user: String? = nil) { self.user = user }

  var currentUser: String? {
    get { lock.withLock { user } }
    set { lock.withLock { user = newValue } }
  }

  func register(username: String, password: String) throws {
    try lock.withLock {
      guard accounts[username] == nil else { throw Refused(description: "\(username) is taken: pick another name") }
      accounts[username] = password
    }
  }

  func logout() throws { currentUser = nil }

  /// What ``register(username:password:)`` throws for a taken name.
  struct Refused: Error, CustomStringConvertible {
    let description: String
  }
}
