import ZRouter

// Every protocol Storage REQUIRES. Storage never names the module that provides them: the app context routes
// each one to a provider it chose, and Storage's routers look it up when they make a store.

/// Where Storage keeps its database: the one thing Storage needs from the app.
///
/// The app context routes this protocol to an object that knows the app's data folder; tests route it to a
/// temporary file. ``SQLiteNoteStoreRouter`` opens the SQLite file at ``databasePath``;
/// ``InMemoryNoteStoreRouter`` uses it only as the name of a shared in-memory store.
/// ```swift
/// final class AppDatabaseLocation: StorageRequiredDatabaseLocation {
///   let databasePath = NSHomeDirectory() + "/.notes/notes.sqlite"
/// }
/// ZIKAnyServiceRouter.register(
///   RoutableService.storageRequiredDatabaseLocation, forMakingService: AppDatabaseLocation.self
/// ) { _ in AppDatabaseLocation() }
/// ```
/// Read once per lookup of a store, on the thread that performs it.
public protocol StorageRequiredDatabaseLocation: AnyObject {
  /// The database file (its folder is created if missing); for the in-memory store, a name.
  var databasePath: String { get }
}

extension RoutableService where Protocol == any StorageRequiredDatabaseLocation {
  /// The routable key of ``StorageRequiredDatabaseLocation``, found by its name: call sites written
  /// `RoutableService.storageRequiredDatabaseLocation` type-check in time independent of the number of keys.
  public static var storageRequiredDatabaseLocation: Self { Self(declaredProtocol: Protocol.self) }
}
