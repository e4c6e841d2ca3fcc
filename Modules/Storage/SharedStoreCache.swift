import Foundation

/// One store per database location for the whole process, and the last failure to open each location's store.
///
/// Storage's routers keep their stores here so that every lookup in an app run shares one store (for SQLite, one
/// connection) per database. A location's path is turned into the key its store is kept under by `key`, and the
/// store is made by `open` under the lock, so two threads asking for the same key at once never open two stores; a
/// failed open is not cached, and the next lookup tries again.
///
/// `@unchecked Sendable`: `stores` and `failures` are only read and written while `lock` is held. Stores are kept
/// for the rest of the process, which is what an app run wants; tests use a fresh key per test.
final class SharedStoreCache<Store: AnyObject & Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stores: [String: Store] = [:]
  private var failures: [String: StorageError] = [:]
  private let key: @Sendable (String) -> String
  private let open: @Sendable (String) throws -> Store

  /// A cache that keeps the store of each path under `key(path)`, made by `open(key(path))` on first use.
  ///
  /// - Parameters:
  ///   - key: Turns a location's path into the key its store is kept under (by default, the path itself).
  ///   - open: Makes the store of a key; runs under the cache's lock, so it must not use the cache itself.
  init(
    key: @escaping @Sendable (String) -> String = { $0 }, opening open: @escaping @Sendable (String) throws -> Store
  ) {
    self.key = key
    self.open = open
  }

  /// The store of `path`, opened on first use.
  ///
  /// - Parameter path: The database location's path (or name).
  /// - Returns: The shared store, or why opening it failed (also kept for ``lastFailure(forPath:)``).
  func store(forPath path: String) -> Result<Store, StorageError> {
    let key = key(path)
    return lock.withLock {
      if let store = stores[key] { return .success(store) }
      do {
        let store = try open(key)
        stores[key] = store
        failures[key] = nil
        return .success(store)
      } catch {
        let failure =
          error as? StorageError ?? StorageError.openFailed(path: key, resultCode: 14, message: "\(error)")
        failures[key] = failure
        return .failure(failure)
      }
    }
  }

  /// Every store opened so far.
  func allStores() -> [Store] {
    lock.withLock { Array(stores.values) }
  }

  /// Why the last attempt to open the store of `path` failed, or `nil` if it succeeded or never ran.
  func lastFailure(forPath path: String) -> StorageError? {
    let key = key(path)
    return lock.withLock { failures[key] }
  }
}
