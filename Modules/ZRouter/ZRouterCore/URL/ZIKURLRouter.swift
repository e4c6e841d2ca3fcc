import Foundation

/// Matches URLs against registered patterns such as `app://note/:id/edit`; safe to use from any thread.
///
/// Register patterns, then ask which one a URL matches and with which parameters:
/// ```swift
/// let router = ZIKURLRouter()
/// router.registerURLPattern("app://note/:id")
/// let result = router.resultForURL("app://note/42?mode=edit")
/// // result?.identifier == "app://note/:id"; result?.parameters["id"] as? String == "42"
/// ```
/// Pattern syntax: `scheme://host[/segment…]`, where a segment `:name` captures one path segment. Schemes and hosts
/// compare case-insensitively, path literals case-sensitively; a trailing `/` and the query are ignored when matching.
/// When several patterns match, an exact static pattern wins, then patterns whose placeholders are all trailing (fewest
/// placeholders first), then patterns with interior placeholders (first registered first). See `Docs/URLRouting.md`.
///
/// Matching walks a tree of path segments, so its cost does not grow with the number of patterns. The router is a
/// nonisolated class protected by a lock: registration and matching may run concurrently on any threads.
public final class ZIKURLRouter: @unchecked Sendable {
  private let lock = NSLock()
  /// Only touched under `lock`, so it skips the run-time exclusivity checks of class properties.
  @exclusivity(unchecked) private var trie = URLPatternTrie()
  private var recordedIssues: [URLPatternIssue] = []

  /// Creates a router with no patterns.
  public init() {}

  /// Registers a URL pattern; problems are recorded in ``issues`` instead of being returned.
  ///
  /// - Parameter pattern: `scheme://host[/segment…]`, a segment `:name` capturing one path segment.
  public func registerURLPattern(_ pattern: String) {
    register(pattern: pattern)
  }

  /// Registers a URL pattern and reports what is wrong with it, if anything.
  ///
  /// An invalid pattern and a ``URLPatternIssue/Kind/duplicate`` are not added; a pattern that shadows or overlaps
  /// another is added and reported. Every issue is also appended to ``issues``.
  /// ```swift
  /// router.register(pattern: "app://h/:a/x")
  /// let issues = router.register(pattern: "app://h/:b/x")  // [.duplicate]: `app://h/:a/x` wins
  /// ```
  /// - Parameter pattern: `scheme://host[/segment…]`, a segment `:name` capturing one path segment.
  /// - Returns: the issues this registration raised; empty when the pattern was added cleanly.
  @discardableResult
  public func register(pattern: String) -> [URLPatternIssue] {
    let parsed: URLPattern
    do {
      parsed = try URLPattern(parsing: pattern)
    } catch {
      let issue = URLPatternIssue.invalid(pattern, error)
      lock.withLock { recordedIssues.append(issue) }
      return [issue]
    }
    return lock.withLock {
      let issues = trie.insert(parsed)
      recordedIssues += issues
      return issues
    }
  }

  /// The pattern a URL matches, with its parameters.
  ///
  /// Raw characters a URL may not hold (non-ASCII, spaces, a lone `%`) are percent-encoded first, so
  /// `app://h/a?x=二` works; captured segments and query items are percent-decoded (`%E4%BA%8C` and `二` both give
  /// `"二"`). A repeated query name keeps its last value; an item without `=` has the value `""`; a placeholder wins over
  /// a query item of the same name. Any string is accepted: one that cannot match gives `nil`.
  /// - Parameter url: the URL string, encoded or not.
  /// - Returns: the winning pattern's result, or `nil` when no pattern matches.
  public func resultForURL(_ url: String) -> ZIKURLRouteResult? {
    guard let parts = try? URLStringParts(url),
      // Patterns have no empty segment and placeholders never capture an empty one.
      let segments = parts.decodedSegmentsIfNoneEmpty
    else { return nil }
    let hostKey = URLHostKey(scheme: parts.scheme, host: parts.host)
    lock.lock()
    let matched = trie.match(hostKey, segments: segments)
    lock.unlock()
    guard let pattern = matched else { return nil }
    // The usual URL is one Foundation certainly accepts: its `URL` is built only if someone reads it.
    let isCertainlyParseable = parts.isCertainlyParseable
    if !isCertainlyParseable, URL(string: parts.normalized) == nil { return nil }
    var parameters = parts.queryItems(reservingExtra: pattern.captures.count)
    for capture in pattern.captures { parameters[capture.name] = segments[capture.position] }
    if isCertainlyParseable {
      return ZIKURLRouteResult(deferredURL: parts.normalized, parameters: parameters, identifier: pattern.text)
    }
    // Checked above: parses.
    let parsedURL = URL(string: parts.normalized) ?? URL(fileURLWithPath: "/")
    return ZIKURLRouteResult(url: parsedURL, parameters: parameters, identifier: pattern.text)
  }

  /// The registered patterns, verbatim, in registration order (invalid patterns and duplicates excluded).
  public var patterns: [String] {
    lock.withLock { trie.patterns.map(\.text) }
  }

  /// Every issue raised by registrations since the router was created or last emptied, in order.
  public var issues: [URLPatternIssue] {
    lock.withLock { recordedIssues }
  }

  /// Forgets every pattern and issue.
  public func removeAll() {
    lock.withLock {
      trie.removeAll()
      recordedIssues = []
    }
  }
}
