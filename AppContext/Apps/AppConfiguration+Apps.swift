import Foundation

extension AppConfiguration {
  /// The name of the apps' folders: the notes folder and, with ``syncFolderSuffix``, the sync folder.
  public static let appFolderName = "ZRouter Notes"
  /// What the sync folder's name adds to ``appFolderName``.
  public static let syncFolderSuffix = " Sync"

  /// The configuration of the iOS and macOS notes apps: SQLite notes in `<applicationSupport>/ZRouter Notes`,
  /// synced through `<documents>/ZRouter Notes Sync`, a folder the user sees in Files or Finder and can share (for
  /// example through iCloud Drive). Both folders are created when missing.
  ///
  /// ```swift
  /// let files = FileManager.default
  /// let configuration = try AppConfiguration.app(
  ///   applicationSupport: files.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0],
  ///   documents: files.urls(for: .documentDirectory, in: .userDomainMask)[0])
  /// ```
  /// - Parameters:
  ///   - applicationSupport: The app's Application Support folder.
  ///   - documents: The app's Documents folder.
  /// - Throws: ``AppContextError`` `.dataDirectory` or `.syncFolder` when a folder cannot be created.
  public static func app(applicationSupport: URL, documents: URL) throws -> AppConfiguration {
    let data = applicationSupport.appendingPathComponent(appFolderName, isDirectory: true)
    let sync = documents.appendingPathComponent(appFolderName + syncFolderSuffix, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    } catch {
      throw AppContextError.dataDirectory(path: data.path, reason: "\(error)")
    }
    do {
      try FileManager.default.createDirectory(at: sync, withIntermediateDirectories: true)
    } catch {
      throw AppContextError.syncFolder(path: sync.path, reason: "\(error)")
    }
    return AppConfiguration(dataDirectory: data, storage: .sqlite, sync: .folder(sync))
  }
}
