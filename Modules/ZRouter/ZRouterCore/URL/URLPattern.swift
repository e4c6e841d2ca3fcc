import Foundation

/// Where a URL pattern applies: its scheme and host, both lowercased (they compare case-insensitively).
struct URLHostKey: Hashable, Sendable {
  /// The lowercased scheme; empty for `://host/path`.
  let scheme: String
  /// The decoded, lowercased host (the whole authority, so `user@host:port` stays as written).
  let host: String
}

/// A validated URL pattern: `scheme://host[/segment…]` where a segment `:name` captures one path segment.
struct URLPattern: Sendable {
  /// One path segment of a pattern.
  enum Segment: Hashable, Sendable {
    /// Matches exactly this decoded text (case-sensitive).
    case literal(String)
    /// Matches any one non-empty segment and captures its decoded value under this name.
    case placeholder(String)

    var isPlaceholder: Bool {
      if case .placeholder = self { true } else { false }
    }
  }

  /// The pattern exactly as registered; it becomes ``ZIKURLRouteResult/identifier``.
  let text: String
  /// Scheme and host: the trie the pattern lives in.
  let hostKey: URLHostKey
  /// The path segments, trailing `/` ignored.
  let segments: [Segment]
  /// The number of literal segments before the first placeholder (all of them when there is none).
  let literalPrefixCount: Int
  /// Whether a literal follows a placeholder (`app://h/:id/edit`); such patterns rank after all the others.
  let hasInteriorPlaceholder: Bool
  /// Each placeholder's position in `segments` and its name, in order.
  let captures: [(position: Int, name: String)]

  /// Parses and validates `text`.
  ///
  /// - Parameter text: the pattern as the caller wrote it.
  /// - Throws: ``URLPatternProblem`` naming the first rule `text` breaks.
  init(parsing text: String) throws(URLPatternProblem) {
    guard !text.isEmpty else { throw .empty }
    let parts: URLStringParts
    do {
      parts = try URLStringParts(text)
    } catch {
      switch error {
      case .missingSchemeSeparator: throw .missingSchemeSeparator
      case .invalidScheme(let scheme): throw .invalidScheme(scheme)
      }
    }
    guard !parts.hasQueryOrFragment else { throw .hasQueryOrFragment }
    guard !parts.authority.isEmpty else { throw .emptyHost }
    guard !parts.authority.hasPrefix(":") else { throw .placeholderHost(String(parts.authority)) }
    guard URL(string: parts.normalized) != nil else { throw .notAURL }

    var segments: [Segment] = []
    var captures: [(position: Int, name: String)] = []
    for (position, raw) in parts.encodedSegments.enumerated() {
      guard !raw.isEmpty else { throw .emptySegment }
      guard raw.first == UInt8(ascii: ":") else {
        segments.append(.literal(URLPercentCoding.decode(raw)))
        continue
      }
      let name = URLPercentCoding.decode(raw.dropFirst())
      guard !name.isEmpty else { throw .emptyPlaceholderName }
      guard !captures.contains(where: { $0.name == name }) else { throw .duplicatePlaceholderName(name) }
      segments.append(.placeholder(name))
      captures.append((position, name))
    }

    let prefix = segments.firstIndex(where: \.isPlaceholder) ?? segments.count
    self.text = text
    hostKey = URLHostKey(scheme: parts.scheme, host: parts.host)
    self.segments = segments
    literalPrefixCount = prefix
    hasInteriorPlaceholder = segments[prefix...].contains { !$0.isPlaceholder }
    self.captures = captures
  }

  /// Whether every URL this pattern matches is also matched by `other` (same trie, same length assumed):
  /// wherever this pattern has a placeholder, `other` has one too, and their literals are equal.
  func isCovered(by other: URLPattern) -> Bool {
    zip(segments, other.segments).allSatisfy { mine, theirs in theirs.isPlaceholder || mine == theirs }
  }

  /// A URL both patterns match (they must overlap): each literal of either, `value` where both capture.
  func sampleURL(sharedWith other: URLPattern) -> String {
    let path = zip(segments, other.segments).map { mine, theirs -> String in
      switch (mine, theirs) {
      case (.literal(let text), _), (_, .literal(let text)): text
      case (.placeholder, .placeholder): "value"
      }
    }
    return ([hostKey.scheme + "://" + hostKey.host] + path).joined(separator: "/")
  }
}

/// Why a URL pattern was refused; the message says what is wrong.
enum URLPatternProblem: Error, Equatable, Sendable {
  case empty
  case missingSchemeSeparator
  case invalidScheme(String)
  case hasQueryOrFragment
  case emptyHost
  case placeholderHost(String)
  case notAURL
  case emptySegment
  case emptyPlaceholderName
  case duplicatePlaceholderName(String)

  /// What is wrong, as a clause: "it has no `://`".
  var message: String {
    switch self {
    case .empty: "it is empty"
    case .missingSchemeSeparator: "it has no `://` after the scheme"
    case .invalidScheme(let scheme):
      "its scheme `\(scheme)` must be empty or start with a letter followed by letters, digits, `+`, `-` or `.`"
    case .hasQueryOrFragment: "it has a query or a fragment; patterns match the path only, the query is always ignored"
    case .emptyHost: "its host is empty"
    case .placeholderHost(let host): "its host `\(host)` is a placeholder; only path segments can be placeholders"
    case .notAURL: "Foundation's `URL` does not accept it (for example a port that is not a number)"
    case .emptySegment: "it has an empty path segment (`//`)"
    case .emptyPlaceholderName: "it has a placeholder without a name (`/:/`)"
    case .duplicatePlaceholderName(let name): "the placeholder name `\(name)` appears twice"
    }
  }
}
