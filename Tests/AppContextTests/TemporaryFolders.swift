import Foundation

@testable import AppContext

/// A fresh directory tree for one test, removed when the value is released.
final class TemporaryFolders {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("notes-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
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
