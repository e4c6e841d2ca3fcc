import Foundation

/// One store per key for the whole process, and the last failure to open each key's store.
///
/// Storage's routers keep their stores here so that every lookup in an app run shares one store (for SQLite, one
/// connection) per database. A store is opened under the lock, so two threads asking for the same key at once never
/// open two stores; a failed open is not cached, and the next lookup tries again.
///
/// `@unchecked Sendable`: `stores` and `failures` are only read and written while `lock` is held. Stores are kept
/// for the rest of the process, which is what an app run wants; tests use a fresh key per test.
final class SharedStoreCache<Store: AnyObject & Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stores: [String: Store] = [:]
  private var failures: [String: StorageError] = [:]

  /// The store of `key`, opened by `open` on first use.
  ///
  /// - Parameters:
  ///   - key: Identifies the store (a normalized file path, or a name).
  ///   - open: Makes the store; runs under the cache's lock, so it must not use the cache itself.
  /// - Returns: The shared store, or why `open` failed (also kept for ``lastFailure(forKey:)``).
  func store(forKey key: String, opening open: () throws -> Store) -> Result<Store, StorageError> {
    lock.withLock {
      if let store = stores[key] { return .success(store) }
      do {
        let store = try open()
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

  /// Why the last attempt to open the store of `key` failed, or `nil` if it succeeded or never ran.
  func lastFailure(forKey key: String) -> StorageError? {
    lock.withLock { failures[key] }
  }
}
