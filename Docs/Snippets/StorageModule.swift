// The Storage module and its tests' mocks and helpers (Tests/StorageTests).
import Storage
import Testing

@testable import StorageTests

/// Where the app keeps its database (in the notes app, `AppEnvironment` is the location).
final class AppDatabaseLocation: StorageRequiredDatabaseLocation, Sendable {
  let databasePath = "notes.sqlite"
}

/// The location the app routes.
let location = AppDatabaseLocation()

/// The database file of a test.
let path = "notes.sqlite"
