import Foundation
import Login
import Shell

/// Login's account and session stores, kept as JSON in the app's key-value store under ``KeyValuePrefixes/login``.
///
/// One proxy serves both requirements because each is a thin view onto the same keys: `login.account.<username>`
/// for each account, `login.session` for the current session.
final class LoginKeyValueStores: LoginRequiredAccountStore, LoginRequiredSessionStore {
  private let values: any ShellRequiredKeyValueStore
  private let encoder = JSONEncoder()
  private let decoder = JSONDecoder()

  /// The prefix of the keys holding accounts, followed by the username.
  static let accountKeyPrefix = KeyValuePrefixes.login + "account."
  /// The key of the current session.
  static let sessionKey = KeyValuePrefixes.login + "session"

  init(values: any ShellRequiredKeyValueStore) {
    self.values = values
  }

  // MARK: LoginRequiredAccountStore

  func account(named username: String) throws -> LoginAccount? {
    try values.data(forKey: Self.accountKeyPrefix + username).map { try decoder.decode(LoginAccount.self, from: $0) }
  }

  func save(_ account: LoginAccount) throws {
    try values.set(encoder.encode(account), forKey: Self.accountKeyPrefix + account.username)
  }

  // MARK: LoginRequiredSessionStore

  func currentSession() throws -> LoginSession? {
    try values.data(forKey: Self.sessionKey).map { try decoder.decode(LoginSession.self, from: $0) }
  }

  func saveSession(_ session: LoginSession) throws {
    try values.set(encoder.encode(session), forKey: Self.sessionKey)
  }

  func clearSession() throws {
    try values.removeValue(forKey: Self.sessionKey)
  }
}
