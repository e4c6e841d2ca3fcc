import Storage
import Testing

/// A ``StorageRequiredDatabaseLocation`` for tests in which the location must not be read: reading records an issue.
final class UnimplementedDatabaseLocation: StorageRequiredDatabaseLocation, Sendable {
  var databasePath: String {
    Issue.record("UnimplementedDatabaseLocation.databasePath was read")
    return "/nonexistent/unimplemented.sqlite"
  }
}
