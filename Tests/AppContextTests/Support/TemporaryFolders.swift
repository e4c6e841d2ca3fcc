import Foundation
import TestSupport

@testable import AppContext

/// A fresh directory tree for one test (data directories, a shared sync folder), removed when the value is released.
final class TemporaryFolders {
  private let folder: TemporaryFolder
  /// The tree's root.
  var root: URL { folder.url }

  init() throws {
    folder = try TemporaryFolder(label: "notes-tests")
  }

  /// The shared sync folder.
  var syncFolder: URL { root.appendingPathComponent("shared", isDirectory: true) }

  /// A configuration whose data lives in `root/<device>`.
  func configuration(device: String, storage: AppConfiguration.StorageKind = .sqlite, syncing: Bool = true)
    -> AppConfiguration
  {
    AppConfiguration(
      dataDirectory: root.appendingPathComponent(device, isDirectory: true), storage: storage,
      sync: syncing ? .folder(syncFolder) : .none)
  }
}
