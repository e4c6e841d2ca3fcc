import Foundation
import ZRouter

/// Why the app context could not start or run a command: match on ``code``, show ``description`` to the user.
///
/// ```swift
/// do { app = try AppContext.start(configuration) }
/// catch let error as AppContextError where error.code == .syncFolder { askForAnotherFolder() }
/// ```
/// The cases live in an internal enum so new ones can be added without breaking callers; ``Code`` is what to match on.
public struct AppContextError: ModuleError, Sendable {
  enum Kind: Sendable {
    case dataDirectory(path: String, reason: String)
    case syncFolder(path: String, reason: String)
    case invalidWiring([ZIKRegistrationIssue])
    case unavailable(String)
    case notSignedIn
    case noteNotFound(String)
    case keyTooLong(key: String, limit: Int)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  /// The kind of failure, to match with `==`. New kinds may be added; never match exhaustively.
  public var code: Code {
    switch kind {
    case .dataDirectory: .dataDirectory
    case .syncFolder: .syncFolder
    case .invalidWiring: .invalidWiring
    case .unavailable: .unavailable
    case .notSignedIn: .notSignedIn
    case .noteNotFound: .noteNotFound
    case .keyTooLong: .keyTooLong
    }
  }

  /// What went wrong and what to do.
  public var description: String {
    switch kind {
    case .dataDirectory(let path, let reason):
      "Cannot use the data directory \(path): \(Self.clause(reason)). Pass another one with --data DIR."
    case .syncFolder(let path, let reason):
      "Cannot use the sync folder \(path): \(Self.clause(reason)). Pass another one with --sync-folder DIR."
    case .invalidWiring(let issues):
      "The app's routes are not wired correctly; fix these registrations in AppContext:\n"
        + issues.map { "  - \($0)" }.joined(separator: "\n")
    case .unavailable(let what):
      "\(what) is not available. Check the app context's configuration."
    case .notSignedIn:
      "Nobody is signed in, and notes belong to the account that wrote them. Sign in first."
    case .noteNotFound(let id):
      "No note of yours has the id \(id.debugDescription). Run 'list' to see your notes."
    case .keyTooLong(let key, let limit):
      "The key \(String(key.prefix(80)).debugDescription)… is \(key.utf8.count) bytes long; key-value stores accept up to "
        + "\(limit) bytes. Shorten what the feature puts in its keys (a folder path, a user name)."
    }
  }

  /// The registration issues, when the wiring is invalid.
  public var issues: [ZIKRegistrationIssue] {
    if case .invalidWiring(let issues) = kind { return issues }
    return []
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
  /// Nobody is signed in, and the command works on the signed-in user's notes.
  public static var notSignedIn: Self { Self() }
  /// The signed-in user has no note with the given id.
  public static var noteNotFound: Self { Self() }
  /// A feature asked to store a value under a key longer than every key-value store accepts.
  public static var keyTooLong: Self { Self() }
}
