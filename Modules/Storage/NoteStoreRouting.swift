import ZRouter

/// What ``SQLiteNoteStoreRouter`` and ``InMemoryNoteStoreRouter`` share: the keys they register, the requirement
/// they declare, and how they read the routed database location.
enum NoteStoreRouting {
  /// Registers `store` and Storage's two provided protocols on `router`, and declares the database location as
  /// required. Call it from the router's `registerRoutableDestination()`; issues point at that call.
  static func register<Store: ZIKRoutableService>(
    _ store: Store.Type, on router: ZIKAnyServiceRouter.Type, fileID: String = #fileID, line: Int = #line
  ) {
    router.registerService(store, fileID: fileID, line: line)
    router.register(RoutableService<any StorageProvidedNoteStore>(), fileID: fileID, line: line)
    router.register(RoutableService<any StorageProvidedKeyValueStore>(), fileID: fileID, line: line)
    ZIKRouteRegistry.declare(SwitchableService(RoutableService<any StorageRequiredDatabaseLocation>()))
  }

  /// The path (or name) the routed ``StorageRequiredDatabaseLocation`` gives, or `nil` when none is routed.
  static func routedDatabasePath() -> String? {
    Router.makeDestination(to: RoutableService<any StorageRequiredDatabaseLocation>())?.databasePath
  }
}
