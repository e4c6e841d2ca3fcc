import Shell
import Storage
import ZRouter

/// Storage behind the app's note and key-value stores. With the rest of this folder, the only code of the app that
/// names Storage: an app built on another store leaves all of it out (see ``AppStores``).
enum StorageWiring {
  /// Storage's store router for the configured kind, and the adapter of its key-value store.
  static func serviceRouters(_ kind: AppConfiguration.StorageKind) -> [ZIKAnyServiceRouter.Type] {
    let store: ZIKAnyServiceRouter.Type =
      switch kind {
      case .sqlite: SQLiteNoteStoreRouter.self
      case .memory: InMemoryNoteStoreRouter.self
      }
    return [store, StorageKeyValueAdapter.self]
  }

  /// Storage's requirement (where the database is) answered by the environment, and the app's note store served by
  /// a proxy over Storage's.
  static func registerRoutes(_ environment: AppEnvironment) {
    ZIKAnyServiceRouter.register(
      RoutableService.storageRequiredDatabaseLocation, forMakingService: AppEnvironment.self
    ) { _ in environment }
    ZIKAnyServiceRouter.register(
      RoutableService.shellRequiredNoteStore, forMakingService: StorageNoteStoreProxy.self
    ) {
      _ in Router.makeDestination(to: RoutableService.storageProvidedNoteStore).map(StorageNoteStoreProxy.init)
    }
  }

  /// What Storage requires.
  static func declareRequirements() {
    ZIKRouteRegistry.declare(SwitchableService(RoutableService.storageRequiredDatabaseLocation))
  }

  /// Gives notes stored before notes had owners to the data directory's only account (Storage's
  /// `UnownedNoteAdoption`, told where Login's accounts are kept).
  /// Best effort: a store that cannot be read now reports its error on first use instead.
  static func adoptUnownedNotes() {
    guard let store = Router.makeDestination(to: RoutableService.storageProvidedNoteStore),
      let values = Router.makeDestination(to: RoutableService.storageProvidedKeyValueStore)
    else { return }
    _ = try? UnownedNoteAdoption.adopt(
      in: store, accounts: values, accountKeyPrefix: LoginKeyValueStores.accountKeyPrefix)
  }
}
