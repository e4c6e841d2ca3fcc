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
  /// The kind of an ``AppContextError``. New kinds may be added; match with `==`, never exhaustively.
  public struct Code: ModuleErrorCode {
    /// The code's name.
    public let rawValue: String
    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// The data directory cannot be created, is a file, or its device identity cannot be written.
    public static let dataDirectory = Code("dataDirectory")
    /// The sync folder cannot be used as a replica (missing, a file, unreadable).
    public static let syncFolder = Code("syncFolder")
    /// A required protocol resolves to nothing, or a registration failed; see ``AppContextError/issues``.
    public static let invalidWiring = Code("invalidWiring")
    /// A service the command needs (the note store, the session service, the sync engine) could not be made.
    public static let unavailable = Code("unavailable")
    /// Nobody is signed in, and the command works on the signed-in user's notes.
    public static let notSignedIn = Code("notSignedIn")
    /// The signed-in user has no note with the given id.
    public static let noteNotFound = Code("noteNotFound")
    /// A feature asked to store a value under a key longer than every key-value store accepts.
    public static let keyTooLong = Code("keyTooLong")
  }

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

  /// The kind of failure.
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
