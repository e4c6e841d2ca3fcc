import Foundation
import Storage
import Sync

// The environment answers Storage's and Sync's questions about this run directly.
extension AppEnvironment: StorageRequiredDatabaseLocation {
  public var databasePath: String {
    switch configuration.storage {
    case .sqlite: configuration.databasePath
    case .memory: "memory:" + configuration.dataDirectory.path
    }
  }
}

extension AppEnvironment: SyncRequiredDevice {}
