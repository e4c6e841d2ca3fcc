import Foundation
import Storage

// The environment answers Storage's question about this run directly: where the database is.
extension AppEnvironment: StorageRequiredDatabaseLocation {
  public var databasePath: String {
    switch configuration.storage {
    case .sqlite: configuration.databasePath
    case .memory: "memory:" + configuration.dataDirectory.path
    }
  }
}
