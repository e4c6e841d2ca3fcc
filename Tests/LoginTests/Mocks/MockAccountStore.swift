import Foundation
import Login

/// An in-memory ``LoginRequiredAccountStore`` that records every call and can be told to fail.
final class MockAccountStore: LoginRequiredAccountStore, @unchecked Sendable {
  /// One call the store received, in order.
  enum Call: Equatable {
    case account(named: String)
    case save(LoginAccount)
  }

  /// What the store fails with when `failure` is set.
  struct Failure: Error, CustomStringConvertible {
    var description: String { "the mock account store is offline" }
  }

  private let lock = NSLock()
  private var _accounts: [String: LoginAccount] = [:]
  private var _calls: [Call] = []
  private var _failure: Failure?

  init(accounts: [LoginAccount] = []) {
    for account in accounts { _accounts[account.username] = account }
  }

  /// Every call so far.
  var calls: [Call] { lock.withLock { _calls } }
  /// Every account passed to `save(_:)`, in order.
  var savedAccounts: [LoginAccount] {
    calls.compactMap { if case .save(let account) = $0 { account } else { nil } }
  }
  /// When set, every call throws it (after being recorded).
  var failure: Failure? {
    get { lock.withLock { _failure } }
    set { lock.withLock { _failure = newValue } }
  }

  /// The stored account, without recording a call.
  func stored(_ username: String) -> LoginAccount? { lock.withLock { _accounts[username] } }

  /// Forgets the recorded calls (not the accounts).
  func resetCalls() { lock.withLock { _calls.removeAll() } }

  func account(named username: String) throws -> LoginAccount? {
    try lock.withLock {
      _calls.append(.account(named: username))
      if let _failure { throw _failure }
      return _accounts[username]
    }
  }

  func save(_ account: LoginAccount) throws {
    try lock.withLock {
      _calls.append(.save(account))
      if let _failure { throw _failure }
      _accounts[account.username] = account
    }
  }
}
