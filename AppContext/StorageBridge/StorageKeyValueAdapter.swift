import Shell
import Storage
import ZRouter

/// The app's key-value store served by Storage's: the signatures are the same, so an adapter plus empty extensions
/// of Storage's two stores are enough.
final class StorageKeyValueAdapter: ZIKServiceRouteAdapter {
  override class func registerRoutableDestination() {
    register(
      adapter: RoutableService.shellRequiredKeyValueStore,
      forAdaptee: RoutableService.storageProvidedKeyValueStore)
  }
}

// Storage's stores already have `data(forKey:)`, `set(_:forKey:)`, `removeValue(forKey:)` and `keys(withPrefix:)`,
// with the same byte-exact keys.
extension SQLiteNoteStore: ShellRequiredKeyValueStore {}
extension InMemoryNoteStore: ShellRequiredKeyValueStore {}
