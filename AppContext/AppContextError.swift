import ZRouter

/// Why the app context could not start or run a command.
public struct AppContextError: Error, CustomStringConvertible, Sendable {
  enum Kind: Sendable {
    case dataDirectory(path: String, reason: String)
    case syncFolder(path: String, reason: String)
    case invalidWiring([ZIKRegistrationIssue])
    case unavailable(String)
    case notSignedIn
    case noteNotFound(String)
  }

  let kind: Kind

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
    }
  }

  /// A message used inside a sentence: without its closing period.
  private static func clause(_ text: String) -> String {
    var text = text
    while let last = text.last, last == "." || last == " " { text.removeLast() }
    return text
  }

  /// The registration issues, when the wiring is invalid.
  public var issues: [ZIKRegistrationIssue] {
    if case .invalidWiring(let issues) = kind { return issues }
    return []
  }
}
