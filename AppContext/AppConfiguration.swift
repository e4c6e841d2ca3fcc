import Foundation

/// What the app is made of: where its data lives, which note store it uses, and whether it syncs.
///
/// Swapping an implementation is a change here (or on the command line), never in a feature module:
/// ```swift
/// let configuration = AppConfiguration(dataDirectory: dir, storage: .memory, sync: .folder(shared))
/// let app = try AppContext.start(configuration)
/// ```
public struct AppConfiguration: Sendable, Equatable {
  /// Which of Storage's note stores backs the app.
  public enum StorageKind: String, Sendable, Equatable, CaseIterable {
    /// Durable SQLite database in the data directory.
    case sqlite
    /// In memory: nothing survives the process (sign-ins included).
    case memory
  }

  /// Whether and where the app syncs.
  public enum SyncTarget: Sendable, Equatable {
    /// No sync: the `sync` command reports that sync is off.
    case none
    /// Sync with the replica in a shared folder (another device's replica, as file-system sync targets work).
    case folder(URL)
  }

  /// The directory of the database and the device identity.
  public var dataDirectory: URL
  /// Storage's kind of store (not read when ``AppContext/start(_:stores:)`` is given a replacement store).
  public var storage: StorageKind
  /// The sync target.
  public var sync: SyncTarget

  /// Creates a configuration.
  public init(dataDirectory: URL, storage: StorageKind = .sqlite, sync: SyncTarget = .none) {
    self.dataDirectory = dataDirectory
    self.storage = storage
    self.sync = sync
  }

  /// The per-user default data directory: `$XDG_DATA_HOME/zrouter-notes`, else `~/.local/share/zrouter-notes`
  /// (on iOS, where an app's home is its container, that folder inside the container).
  public static var defaultDataDirectory: URL {
    let environment = ProcessInfo.processInfo.environment
    if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
      return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("zrouter-notes", isDirectory: true)
    }
    #if os(iOS)
      let home = URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
    #else
      let home = FileManager.default.homeDirectoryForCurrentUser
    #endif
    return home.appendingPathComponent(".local/share/zrouter-notes", isDirectory: true)
  }

  /// The SQLite database file inside the data directory.
  public var databasePath: String { dataDirectory.appendingPathComponent("notes.sqlite").path }
}
