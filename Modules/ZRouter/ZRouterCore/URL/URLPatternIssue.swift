/// A problem found while registering a URL pattern: it is invalid, or it competes with a registered pattern.
///
/// ``ZIKURLRouter/register(pattern:)`` returns the issues of one call and ``ZIKURLRouter/issues`` keeps them all, so a
/// unit test can assert that an app's patterns are clean:
/// ```swift
/// let issues = router.register(pattern: "app://note/:id/edit")
/// #expect(issues.isEmpty, "\(issues)")
/// ```
/// `description` is the full message: what is wrong, naming both patterns and which one wins, and what to do.
public struct URLPatternIssue: Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem an issue reports.
  public struct Kind: Sendable, Hashable, CustomStringConvertible {
    enum Value: String {
      case invalidPattern, duplicate, shadowed, overlap
    }
    let value: Value

    /// The pattern breaks a syntax rule (no `://`, placeholder host, empty or repeated placeholder name…);
    /// it was not added.
    public static let invalidPattern = Kind(value: .invalidPattern)
    /// The pattern matches exactly the URLs a registered one matches (same literals, placeholders in the same places,
    /// names aside); the registered one wins and the new one was not added.
    public static let duplicate = Kind(value: .duplicate)
    /// One of the two patterns can never match: every URL it matches is taken by the other, which has precedence.
    /// Both are kept; `winningPattern` is the one that matches.
    public static let shadowed = Kind(value: .shadowed)
    /// Both patterns have interior placeholders and share some URLs, which go to the one registered first.
    /// Both are kept and each still matches URLs of its own.
    public static let overlap = Kind(value: .overlap)

    public var description: String { value.rawValue }
  }

  /// What kind of problem this is.
  public let kind: Kind
  /// The pattern whose registration produced the issue, verbatim.
  public let pattern: String
  /// The registered pattern it competes with, verbatim; `nil` for ``Kind/invalidPattern``.
  public let conflictingPattern: String?
  /// The pattern that matches the URLs both could match; `nil` for ``Kind/invalidPattern``.
  public let winningPattern: String?
  /// Whether `pattern` was added to the router (false for invalid patterns and duplicates).
  public let wasAdded: Bool
  /// The full message: what is wrong, naming the patterns and the winner, and how to fix it.
  public let description: String

  static func invalid(_ pattern: String, _ problem: URLPatternProblem) -> Self {
    Self(
      kind: .invalidPattern, pattern: pattern, conflictingPattern: nil, winningPattern: nil, wasAdded: false,
      description: "URL pattern `\(pattern)` is invalid: \(problem.message). It was not registered; write it as "
        + "`scheme://host/literal/:placeholder` (the scheme may be empty: `://host/path`).")
  }

  static func duplicate(_ pattern: String, of existing: String) -> Self {
    Self(
      kind: .duplicate, pattern: pattern, conflictingPattern: existing, winningPattern: existing, wasAdded: false,
      description: "URL pattern `\(pattern)` matches exactly the same URLs as `\(existing)`, which was registered "
        + "first and wins; `\(pattern)` was not added. Remove one of the two registrations, or make a literal "
        + "segment differ.")
  }

  /// `loser` can never match because `winner` takes every URL it would match; `pattern` is the one being registered.
  static func shadowed(_ pattern: String, loser: String, winner: String, becauseInterior: Bool) -> Self {
    let rule =
      becauseInterior
      ? "among patterns with interior placeholders the first registered wins"
      : "a pattern whose placeholders are all trailing ranks before any pattern with an interior placeholder"
    return Self(
      kind: .shadowed, pattern: pattern, conflictingPattern: pattern == loser ? winner : loser,
      winningPattern: winner, wasAdded: true,
      description: "URL pattern `\(loser)` can never match: every URL it matches is matched by `\(winner)`, which "
        + "wins (\(rule)). Remove one of them, or change `\(loser)` so that `\(winner)` does not match its URLs "
        + "(a different literal before the placeholders, or a different number of segments).")
  }

  static func overlap(_ pattern: String, with existing: String, sample: String) -> Self {
    Self(
      kind: .overlap, pattern: pattern, conflictingPattern: existing, winningPattern: existing, wasAdded: true,
      description: "URL patterns `\(existing)` and `\(pattern)` both match some URLs, such as `\(sample)`; "
        + "`\(existing)` was registered first and wins for them. If `\(pattern)` should get those URLs, register "
        + "it first; otherwise make a literal segment differ so that no URL matches both.")
  }
}
