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

  /// What the login view does: signs `username` in when the password is theirs.
  /// - Returns: Whether `username` is signed in now.
  func signIn(username: String, password: String) -> Bool {
    lock.withLock {
      guard accounts[username] == password else { return false }
      user = username
      return true
    }
  }

  /// Creates the account `username` without the shell (a test's set-up).
  func addAccount(_ username: String, password: String) { lock.withLock { accounts[username] = password } }

  /// What ``register(username:password:)`` throws for a taken name.
  struct Refused: Error, CustomStringConvertible {
    let description: String
  }
}
