import Foundation
import Login
import Storage
import Sync

/// Login's account and session stores, and Sync's state store, kept in Storage's key-value store as JSON.
///
/// One proxy serves three required protocols because each is a thin view onto the same keys; the key prefixes
/// keep them apart (`login.account.`, `login.session`, `sync.`).
final class KeyValueBackedStores: LoginRequiredAccountStore, LoginRequiredSessionStore, SyncRequiredStateStore {
  private let values: any StorageProvidedKeyValueStore
  private let encoder = JSONEncoder()
  private let decoder = JSONDecoder()

  /// The prefix of the keys holding accounts, followed by the username.
  static let accountKeyPrefix = "login.account."

  init(values: any StorageProvidedKeyValueStore) {
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
    try values.data(forKey: "login.session").map { try decoder.decode(LoginSession.self, from: $0) }
  }

  func saveSession(_ session: LoginSession) throws {
    try values.set(encoder.encode(session), forKey: "login.session")
  }

  func clearSession() throws {
    try values.removeValue(forKey: "login.session")
  }

  // MARK: SyncRequiredStateStore

  func data(forKey key: String) throws -> Data? {
    try values.data(forKey: "sync." + key)
  }

  func set(_ data: Data?, forKey key: String) throws {
    if let data {
      try values.set(data, forKey: "sync." + key)
    } else {
      try values.removeValue(forKey: "sync." + key)
    }
  }
}
