/// The key prefix of every feature that keeps values in the app's key-value store, in one place, so no two features
/// share keys: none of them is a prefix of another (a test checks it).
///
/// A feature's requirement gets its prefix where the app context registers it, never from a default, so a
/// requirement copied from another feature cannot silently write under that feature's keys.
enum KeyValuePrefixes {
  /// Login's accounts and session (see ``LoginKeyValueStores``).
  static let login = "login."
  /// Sync's saved state.
  static let sync = "sync."
  /// Tags' note tags.
  static let tags = "tags."

  /// Every prefix in use.
  static let all = [login, sync, tags]
}
