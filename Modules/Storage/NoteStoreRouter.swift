import ZRouter

/// What ``SQLiteNoteStoreRouter`` and ``InMemoryNoteStoreRouter`` are made of: a router that provides Storage's two
/// protocols with one process-wide `Store` per routed database location.
///
/// It registers `Store` and `RoutableService.storageProvidedNoteStore` and
/// `RoutableService.storageProvidedKeyValueStore`, and declares `RoutableService.storageRequiredDatabaseLocation`
/// as required. Each perform reads the routed location and returns the store its
/// router type keeps for that path. With no location routed, or when the store cannot be opened, the perform fails
/// with `ZIKRouteError` `destinationUnavailable`; an open failure's ``StorageError`` is sent to the global error
/// handler first (action `.performRoute`).
public class NoteStoreRouter<Store: ZIKRoutableService & Sendable>: ZIKServiceRouter<Store, PerformRouteConfig> {
  /// The process-wide stores this router type hands out, and how it opens them: each router type names its own.
  class var stores: SharedStoreCache<Store> {
    preconditionFailure("\(self) must override `stores` to name the cache its stores live in")
  }

  /// Registers `Store` and Storage's two provided protocols, and declares the database location as required. Call it
  /// once, before registration finishes.
  override public class func registerRoutableDestination() {
    registerService(Store.self)
    register(RoutableService.storageProvidedNoteStore)
    register(RoutableService.storageProvidedKeyValueStore)
    ZIKRouteRegistry.declare(SwitchableService(RoutableService.storageRequiredDatabaseLocation))
  }

  /// The shared store of the routed location, or `nil` (no location routed, or the store cannot be opened).
  override public func destination(with configuration: PerformRouteConfig) -> Store? {
    guard let location = Router.makeDestination(to: RoutableService.storageRequiredDatabaseLocation) else {
      return nil
    }
    switch Self.stores.store(forPath: location.databasePath) {
    case .success(let store):
      return store
    case .failure(let error):
      Self.notifyGlobalError(with: self, action: .performRoute, error: error)
      return nil
    }
  }
}
