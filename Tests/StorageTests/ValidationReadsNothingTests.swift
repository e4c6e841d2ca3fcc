import Storage
import Testing
import ZRouter

/// Finishing registration and validating the wiring open no database: the location is read only when a store is
/// made.
@MainActor @Suite struct ValidationReadsNothingTests {
  @Test func validatingTheRoutersNeverReadsTheDatabaseLocation() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      SQLiteNoteStoreRouter.registerRoutableDestination()
      let location = UnimplementedDatabaseLocation()
      ZIKAnyServiceRouter.register(
        RoutableService<any StorageRequiredDatabaseLocation>(), forMakingService: UnimplementedDatabaseLocation.self
      ) { _ in location }
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }
}
