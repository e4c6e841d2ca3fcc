import Storage
import Testing
import ZRouter
import ZRouterTesting

/// Finishing registration and validating the wiring open no database: the location is read only when a store is
/// made.
@MainActor @Suite struct ValidationReadsNothingTests {
  @Test func validatingTheRoutersNeverReadsTheDatabaseLocation() throws {
    try ZIKRouteRegistry.withTestRegistry {
      SQLiteNoteStoreRouter.registerRoutableDestination()
      try ZIKAnyServiceRouter.registerMock(
        UnimplementedDatabaseLocation(), for: .storageRequiredDatabaseLocation)
    } run: {
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }
}
