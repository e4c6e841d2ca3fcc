import Foundation

/// The facts of this app run that modules require: where the database is and which device this is.
///
/// Made once by ``AppContext/start(_:)``; the app context routes `StorageRequiredDatabaseLocation` and
/// `SyncRequiredDevice` to it (see `Extensions/`).
public final class AppEnvironment: Sendable {
  /// The chosen configuration.
  public let configuration: AppConfiguration
  /// A stable identity of this data directory, created on first start (`device-id` file).
  public let deviceID: String

  init(configuration: AppConfiguration) throws {
    self.configuration = configuration
    let directory = configuration.dataDirectory
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw AppContextError(kind: .dataDirectory(path: directory.path, reason: error.localizedDescription))
    }
    deviceID = try Self.loadOrCreateDeviceID(in: directory)
  }

  private static func loadOrCreateDeviceID(in directory: URL) throws -> String {
    let file = directory.appendingPathComponent("device-id")
    if let existing = try? String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
      !existing.isEmpty
    {
      return existing
    }
    let made = "device-" + UUID().uuidString.prefix(8).lowercased()
    do {
      try Data(made.utf8).write(to: file, options: .atomic)
    } catch {
      throw AppContextError(kind: .dataDirectory(path: directory.path, reason: "cannot write \(file.lastPathComponent): \(error.localizedDescription)"))
    }
    return made
  }
}
