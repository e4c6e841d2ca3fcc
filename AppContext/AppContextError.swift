import Foundation
import Shell
import ZRouter

/// Why the app context could not start or run a command: match on ``code``, show ``description`` to the user.
///
/// ```swift
/// do { app = try AppContext.start(configuration) }
/// catch let error as AppContextError where error.code == .syncFolder { askForAnotherFolder() }
/// ```
/// Errors are made by internal factories, one per kind, so new kinds can be added without breaking callers; ``Code``
/// is what to match on.
public struct AppContextError: ModuleError, Sendable {
  /// The kind of failure, to match with `==`. New kinds may be added; never match exhaustively.
  public let code: Code
  /// What went wrong and what to do.
  public let description: String
  /// The registration issues, when the wiring is invalid.
  public internal(set) var issues: [ZIKRegistrationIssue] = []

  static func dataDirectory(path: String, reason: String) -> AppContextError {
    AppContextError(
      code: .dataDirectory,
      description:
        "Cannot use the data directory \(TerminalText.echo(path)): \(clause(reason)). Pass another one with --data DIR."
    )
  }

  static func syncFolder(path: String, reason: String) -> AppContextError {
    AppContextError(
      code: .syncFolder,
      description:
        "Cannot use the sync folder \(TerminalText.echo(path)): \(clause(reason)). Pass another one with --sync-folder DIR."
    )
  }

  static func invalidWiring(_ issues: [ZIKRegistrationIssue]) -> AppContextError {
    AppContextError(
      code: .invalidWiring,
      description: "The app's routes are not wired correctly; fix these registrations in AppContext:\n"
        + issues.map { "  - \($0)" }.joined(separator: "\n"),
      issues: issues)
  }

  static func unavailable(_ what: String) -> AppContextError {
    AppContextError(code: .unavailable, description: "\(what) is not available. Check the app context's configuration.")
  }

  /// Sync was asked for, and the app was started without a sync folder.
  static var syncOff: AppContextError {
    AppContextError(
      code: .syncOff,
      description: "Sync is off: no sync folder was given. Start the app with --sync-folder DIR to sync.")
  }

  static func keyTooLong(key: String, limit: Int) -> AppContextError {
    AppContextError(
      code: .keyTooLong,
      description:
        "The key \(String(key.prefix(80)).debugDescription)… is \(key.utf8.count) bytes long; key-value stores accept up to "
        + "\(limit) bytes. Shorten what the feature puts in its keys (a folder path, a user name).")
  }
}

extension ModuleErrorCodeOf<AppContextError> {
  /// The data directory cannot be created, is a file, or its device identity cannot be written.
  public static var dataDirectory: Self { Self() }
  /// The sync folder cannot be used as a replica (missing, a file, unreadable).
  public static var syncFolder: Self { Self() }
  /// A required protocol resolves to nothing, or a registration failed; see ``AppContextError/issues``.
  public static var invalidWiring: Self { Self() }
  /// A service the command needs (the note store, the session service, the sync engine) could not be made.
  public static var unavailable: Self { Self() }
  /// A feature asked to store a value under a key longer than every key-value store accepts.
  public static var keyTooLong: Self { Self() }
  /// Sync was asked for, and the app runs without a sync folder.
  public static var syncOff: Self { Self() }
}
