// The Tags module and the app context pieces its guide names (AppContext/Proxies/).
import Tags
import Testing

@testable import TagsTests  // withTagsRouter(values:_:)

/// A key-value store that keeps each feature's keys under a prefix of its own.
final class PrefixedKeyValueStore: TagsRequiredValueStore {
  func data(forKey key: String) throws -> Data? { nil }
  func set(_ data: Data?, forKey key: String) throws {}
}

/// The prefix of each feature's keys.
enum KeyValuePrefixes {
  static let tags = "tags."
}

/// The shell's key-value store, seen through `prefix`.
func prefixedValues(_ prefix: String) -> PrefixedKeyValueStore? { PrefixedKeyValueStore() }
