import Foundation
import Shell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The facts of this app run that modules require: where the database is and which device this is.
///
/// Made once by ``AppContext/start(_:stores:)``; the app context routes `SyncRequiredDevice` to it (see
/// `Extensions/`), and `StorageRequiredDatabaseLocation` when Storage is in use (see `StorageBridge/`). The data directory (and any missing parent) is created readable by
/// its owner only (0700), the `device-id` file too (0600), whatever the umask.
public final class AppEnvironment: Sendable {
  /// The chosen configuration.
  public let configuration: AppConfiguration
  /// A stable identity of this data directory, created on first start (`device-id` file).
  public let deviceID: String

  init(configuration: AppConfiguration) throws {
    self.configuration = configuration
    let directory = configuration.dataDirectory
    do {
      try Self.createOwnerOnlyDirectory(directory.standardizedFileURL)
    } catch {
      throw AppContextError.dataDirectory(path: directory.path, reason: "\(error)")
    }
    deviceID = try Self.loadOrCreateDeviceID(in: directory)
  }

  /// A failed system call, with its `errno` text.
  private struct SystemCallFailure: Error, CustomStringConvertible {
    let description: String
    init(_ what: String, _ code: Int32 = errno) { description = "\(what): \(String(cString: strerror(code)))" }
  }

  /// Creates `directory` and its missing parents with mode 0700; existing folders are left as they are.
  private static func createOwnerOnlyDirectory(_ directory: URL) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw SystemCallFailure("it is a file, not a directory", ENOTDIR) }
      return
    }
    var missing: [String] = []
    var current = directory
    while !FileManager.default.fileExists(atPath: current.path), current.path != "/" {
      missing.append(current.path)
      current = current.deletingLastPathComponent()
    }
    for path in missing.reversed() {
      if mkdir(path, 0o700) != 0, errno != EEXIST {
        throw SystemCallFailure("cannot create \(TerminalText.echo(path))")
      }
      guard chmod(path, 0o700) == 0 else {
        throw SystemCallFailure("cannot restrict \(TerminalText.echo(path)) to its owner")
      }
    }
  }

  /// Reads the `device-id` file, or creates it. Several processes starting on a new directory at once agree on one
  /// identifier: each writes a complete temporary file and links it into place, and only the first link succeeds.
  private static func loadOrCreateDeviceID(in directory: URL) throws -> String {
    let file = directory.appendingPathComponent("device-id")
    if let existing = readDeviceID(file) { return existing }
    let made = "device-" + UUID().uuidString.prefix(8).lowercased()
    let temporary = directory.appendingPathComponent(".device-id.\(UUID().uuidString).tmp").path
    defer { unlink(temporary) }
    do {
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { throw SystemCallFailure("cannot create \(TerminalText.echo(temporary))") }
      defer { close(descriptor) }
      guard fchmod(descriptor, 0o600) == 0 else {
        throw SystemCallFailure("cannot restrict \(TerminalText.echo(temporary))")
      }
      let bytes = Array(made.utf8)
      guard write(descriptor, bytes, bytes.count) == bytes.count, fsync(descriptor) == 0 else {
        throw SystemCallFailure("cannot write \(TerminalText.echo(temporary))")
      }
      if link(temporary, file.path) != 0 {
        guard errno == EEXIST, let winner = readDeviceID(file) else {
          throw SystemCallFailure("cannot create \(TerminalText.echo(file.path))")
        }
        return winner
      }
    } catch {
      throw AppContextError.dataDirectory(
        path: directory.path, reason: "cannot write \(file.lastPathComponent): \(error)")
    }
    return made
  }

  private static func readDeviceID(_ file: URL) -> String? {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
