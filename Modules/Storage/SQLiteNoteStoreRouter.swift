import Foundation
import ZRouter

extension SQLiteNoteStore: ZIKRoutableService {}

/// Routes Storage's provided protocols to one shared ``SQLiteNoteStore`` per database file.
///
/// Register it in the app context, and route ``StorageRequiredDatabaseLocation`` to the app's database file:
/// ```swift
/// SQLiteNoteStoreRouter.registerRoutableDestination()
/// let notes = Router.makeDestination(to: RoutableService.storageProvidedNoteStore)
/// let values = Router.makeDestination(to: RoutableService.storageProvidedKeyValueStore)
/// // notes === values: one store, one SQLite connection
/// ```
/// Keys it registers: `SQLiteNoteStore.self`, `RoutableService.storageProvidedNoteStore` and
/// `RoutableService.storageProvidedKeyValueStore`. It declares `RoutableService.storageRequiredDatabaseLocation`
/// as required, so a registry finished without a provider for it reports a
/// ``ZIKRegistrationIssue``.
///
/// **Sharing.** Each perform looks up the location and returns the process-wide store of that path (the path is
/// normalized first, so `a/../notes.sqlite` and `notes.sqlite` share one store). The store is opened on first use,
/// under a lock, and kept for the rest of the process, so every lookup in an app run shares one connection.
///
/// **Failures.** With no location routed, or when the file cannot be opened, the perform fails with
/// `ZIKRouteError` `destinationUnavailable` (`Router.makeDestination` returns `nil`). An open failure's
/// ``StorageError`` is sent to the global error handler first (action `.performRoute`), and stays readable through
/// ``lastOpenError(forPath:)``, so a caller can show what to do. A failed open is retried on the next lookup.
public final class SQLiteNoteStoreRouter: NoteStoreRouter<SQLiteNoteStore> {
  /// The process-wide stores, by normalized path.
  private static let storesByPath = SharedStoreCache(key: cacheKey(forPath:)) { path in
    guard !path.isEmpty else {
      throw StorageError.openFailed(
        path: "an empty path", resultCode: 14,
        message: "the database path is empty; route StorageRequiredDatabaseLocation to a file path")
    }
    let store = try SQLiteNoteStore(path: path)
    _ = closeStoresAtExit
    return store
  }

  override static var stores: SharedStoreCache<SQLiteNoteStore> { storesByPath }

  /// Registers, once per process, an exit handler that closes every store of this router, so each database file is
  /// checkpointed and complete on its own once the process has exited normally.
  private static let closeStoresAtExit: Void = {
    atexit { SQLiteNoteStoreRouter.closeAllStores() }
  }()

  /// Closes (checkpoints) every store this router opened. Stores are unusable afterwards: for the end of a process.
  public static func closeAllStores() {
    for store in stores.allStores() { store.close() }
  }

  /// Why the last attempt to open the database at `path` failed, or `nil` when it succeeded (or was never tried).
  ///
  /// Use it after a lookup returned `nil` to show the user what to do:
  /// ```swift
  /// guard let notes = Router.makeDestination(to: RoutableService.storageProvidedNoteStore) else {
  ///   print(SQLiteNoteStoreRouter.lastOpenError(forPath: location.databasePath)?.description ?? "No database.")
  ///   return
  /// }
  /// ```
  /// - Parameter path: The path as ``StorageRequiredDatabaseLocation/databasePath`` gave it (normalized here).
  /// - Returns: The ``StorageError`` of the last failed open (code `.openFailed`, `.corrupt`, `.unsupportedSchema`
  ///   or `.busy`), cleared by the next successful open.
  public static func lastOpenError(forPath path: String) -> StorageError? {
    stores.lastFailure(forPath: path)
  }

  /// The normalized absolute path the store of `path` is cached (and opened) under; empty for an empty path.
  static func cacheKey(forPath path: String) -> String {
    if path.isEmpty { return "" }
    return URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
