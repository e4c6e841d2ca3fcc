import Login
import Testing

/// A ``LoginRequiredAccountStore`` for tests in which accounts must not be touched: every call records an issue.
final class UnimplementedAccountStore: LoginRequiredAccountStore, Sendable {
  /// What the members throw after recording the issue.
  struct Unimplemented: Error {}

  func account(named username: String) throws -> LoginAccount? {
    Issue.record("UnimplementedAccountStore.account(named: \(username.debugDescription)) was called")
    throw Unimplemented()
  }

  func save(_ account: LoginAccount) throws {
    Issue.record("UnimplementedAccountStore.save(_:) was called for \(account.username.debugDescription)")
    throw Unimplemented()
  }
}
