import Storage

/// A ``StorageRequiredDatabaseLocation`` with a fixed path, registered by the router tests.
final class MockDatabaseLocation: StorageRequiredDatabaseLocation, Sendable {
  let databasePath: String

  init(databasePath: String) { self.databasePath = databasePath }
}
