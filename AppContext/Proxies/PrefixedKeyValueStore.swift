import Foundation
import Shell
import Sync
import Tags

/// A feature's key-value requirement served by the app's key-value store, under a prefix the registration chooses:
/// the feature's key `k` is stored as `prefix + k`.
///
/// One class serves every feature whose requirement has the `data(forKey:)` / `set(_:forKey:)` shape (Sync's state
/// store, Tags' value store); each registration makes its own instance with its own prefix from
/// ``KeyValuePrefixes``, so features never read or overwrite each other's values.
/// ```swift
/// PrefixedKeyValueStore(values: store, prefix: KeyValuePrefixes.sync)   // Sync's "bases.x" is "sync.bases.x"
/// ```
final class PrefixedKeyValueStore: SyncRequiredStateStore, TagsRequiredValueStore {
  private let values: any ShellRequiredKeyValueStore
  /// What every key of this feature starts with in the app's store.
  let prefix: String

  init(values: any ShellRequiredKeyValueStore, prefix: String) {
    precondition(!prefix.isEmpty, "a feature's keys need a prefix of their own: add one to KeyValuePrefixes")
    self.values = values
    self.prefix = prefix
  }

  func data(forKey key: String) throws -> Data? {
    try values.data(forKey: try storedKey(key))
  }

  func set(_ data: Data?, forKey key: String) throws {
    if let data {
      try values.set(data, forKey: try storedKey(key))
    } else {
      try values.removeValue(forKey: try storedKey(key))
    }
  }

  /// The key in the app's store, refused when it is longer than every store accepts.
  private func storedKey(_ key: String) throws -> String {
    let stored = prefix + key
    guard stored.utf8.count <= ShellKeyValueLimits.maximumKeyByteCount else {
      throw AppContextError.keyTooLong(key: stored, limit: ShellKeyValueLimits.maximumKeyByteCount)
    }
    return stored
  }
}
