/// The registered URL patterns, as one tree of path segments per scheme and host.
///
/// Matching walks the tree along the URL's segments, so its cost depends on the URL and on how many patterns share
/// its prefix, never on how many patterns are registered. Each node has its literal children in a dictionary and at
/// most one placeholder child:
/// - patterns without interior placeholders (`app://h/a/b`, `app://h/a/:x/:y`) are stored at the end of their literal
///   prefix, keyed by how many placeholders follow (`trailing`); the deepest hit along the URL's literal path is the
///   one with the fewest placeholders, and an exact static pattern is the deepest of all;
/// - patterns with an interior placeholder (`app://h/:id/edit`) are stored at the end of their full path through
///   literal and placeholder children; when no other pattern matches, a depth-first walk finds the first registered
///   one, skipping subtrees whose earliest interior pattern is later than the best found so far.
///
/// Not thread-safe: ``ZIKURLRouter`` only touches it under its lock.
struct URLPatternTrie {
  /// One path position in one host's tree. Only touched under the router's lock, so its properties skip the
  /// run-time exclusivity checks of class properties.
  final class Node {
    /// Children for literal segments, by decoded text.
    @exclusivity(unchecked) var literals: [String: Node] = [:]
    /// The child for a placeholder segment (interior-placeholder patterns only).
    @exclusivity(unchecked) var placeholder: Node?
    /// Patterns whose literal prefix ends here, by the number of placeholders after it (0: exact static pattern).
    @exclusivity(unchecked) var trailing: [Int: Int] = [:]
    /// The interior-placeholder pattern whose path ends here.
    @exclusivity(unchecked) var interior: Int?
    /// The smallest registration index of an interior-placeholder pattern at or below this node.
    @exclusivity(unchecked) var firstInteriorBelow = Int.max
  }

  /// Every added pattern, in registration order; trie nodes refer to them by index. Never scanned when matching.
  private(set) var patterns: [URLPattern] = []
  private var roots: [URLHostKey: Node] = [:]

  /// Adds `pattern` unless a registered pattern matches exactly the same URLs.
  ///
  /// - Returns: the issues the addition raises: `duplicate` (not added), `shadowed`, `overlap`.
  mutating func insert(_ pattern: URLPattern) -> [URLPatternIssue] {
    let root = roots[pattern.hostKey] ?? Node()
    roots[pattern.hostKey] = root
    return pattern.hasInteriorPlaceholder ? insertInterior(pattern, root: root) : insertTrailing(pattern, root: root)
  }

  /// The pattern that wins for a URL of this host whose decoded path segments are `segments` (none empty).
  func match(_ hostKey: URLHostKey, segments: [String]) -> URLPattern? {
    guard let root = roots[hostKey] else { return nil }
    let count = segments.count
    // Static and trailing-placeholder patterns: the deepest along the literal path has the fewest placeholders.
    var best = root.trailing[count]
    var node = root
    for depth in 0..<count {
      guard let child = node.literals[segments[depth]] else { break }
      node = child
      if let index = node.trailing[count - depth - 1] { best = index }
    }
    if let best { return patterns[best] }
    // Interior-placeholder patterns: the first registered among those that match.
    guard root.firstInteriorBelow != .max else { return nil }
    var first = Int.max
    Self.findFirstInterior(in: root, segments: segments, depth: 0, first: &first)
    return first == .max ? nil : patterns[first]
  }

  /// Forgets every pattern.
  mutating func removeAll() {
    patterns = []
    roots = [:]
  }

  // MARK: - Insertion

  private mutating func insertTrailing(_ pattern: URLPattern, root: Node) -> [URLPatternIssue] {
    var node = root
    for case .literal(let text) in pattern.segments[..<pattern.literalPrefixCount] {
      node = Self.child(of: node, literal: text)
    }
    let placeholderCount = pattern.segments.count - pattern.literalPrefixCount
    if let existing = node.trailing[placeholderCount] {
      return [.duplicate(pattern.text, of: patterns[existing].text)]
    }
    node.trailing[placeholderCount] = append(pattern)
    // Every interior-placeholder pattern of the same length below the literal prefix is now unreachable.
    var covered: [Int] = []
    if placeholderCount > 0 { Self.collectInterior(below: node, remaining: placeholderCount, into: &covered) }
    return covered.sorted().map {
      .shadowed(pattern.text, loser: patterns[$0].text, winner: pattern.text, becauseInterior: false)
    }
  }

  private mutating func insertInterior(_ pattern: URLPattern, root: Node) -> [URLPatternIssue] {
    var issues: [URLPatternIssue] = []
    // A static or trailing pattern along the literal prefix that covers the remaining length wins for every URL.
    var node: Node? = root
    for depth in 0...pattern.literalPrefixCount {
      guard let current = node else { break }
      if let index = current.trailing[pattern.segments.count - depth] {
        issues.append(
          .shadowed(pattern.text, loser: pattern.text, winner: patterns[index].text, becauseInterior: false))
      }
      if depth < pattern.literalPrefixCount, case .literal(let text) = pattern.segments[depth] {
        node = current.literals[text]
      }
    }
    // Earlier interior patterns that match some of the same URLs win for those.
    var competitors: [Int] = []
    Self.collectInterior(compatibleWith: pattern.segments, from: root, depth: 0, into: &competitors)
    for index in competitors.sorted() {
      let existing = patterns[index]
      if existing.segments.map(\.isPlaceholder) == pattern.segments.map(\.isPlaceholder) {
        return [.duplicate(pattern.text, of: existing.text)]
      }
      issues.append(
        pattern.isCovered(by: existing)
          ? .shadowed(pattern.text, loser: pattern.text, winner: existing.text, becauseInterior: true)
          : .overlap(pattern.text, with: existing.text, sample: pattern.sampleURL(sharedWith: existing)))
    }

    let index = append(pattern)
    var path = [root]
    for segment in pattern.segments {
      let current = path[path.count - 1]
      switch segment {
      case .literal(let text): path.append(Self.child(of: current, literal: text))
      case .placeholder:
        let child = current.placeholder ?? Node()
        current.placeholder = child
        path.append(child)
      }
    }
    path[path.count - 1].interior = index
    for node in path { node.firstInteriorBelow = min(node.firstInteriorBelow, index) }
    return issues
  }

  private mutating func append(_ pattern: URLPattern) -> Int {
    patterns.append(pattern)
    return patterns.count - 1
  }

  private static func child(of node: Node, literal: String) -> Node {
    if let child = node.literals[literal] { return child }
    let child = Node()
    node.literals[literal] = child
    return child
  }

  // MARK: - Walks

  /// The smallest interior-pattern index matching `segments` from `depth` on, if smaller than `first`.
  private static func findFirstInterior(in node: Node, segments: [String], depth: Int, first: inout Int) {
    guard node.firstInteriorBelow < first else { return }
    guard depth < segments.count else {
      if let index = node.interior, index < first { first = index }
      return
    }
    if let child = node.literals[segments[depth]] {
      findFirstInterior(in: child, segments: segments, depth: depth + 1, first: &first)
    }
    if let child = node.placeholder {
      findFirstInterior(in: child, segments: segments, depth: depth + 1, first: &first)
    }
  }

  /// Interior patterns exactly `remaining` segments below `node`, through any children.
  private static func collectInterior(below node: Node, remaining: Int, into found: inout [Int]) {
    guard node.firstInteriorBelow != .max else { return }
    guard remaining > 0 else {
      if let index = node.interior { found.append(index) }
      return
    }
    for child in node.literals.values { collectInterior(below: child, remaining: remaining - 1, into: &found) }
    if let child = node.placeholder { collectInterior(below: child, remaining: remaining - 1, into: &found) }
  }

  /// Interior patterns that share at least one URL with `segments`: same length, equal literals where both have one.
  private static func collectInterior(
    compatibleWith segments: [URLPattern.Segment], from node: Node, depth: Int, into found: inout [Int]
  ) {
    guard node.firstInteriorBelow != .max else { return }
    guard depth < segments.count else {
      if let index = node.interior { found.append(index) }
      return
    }
    switch segments[depth] {
    case .literal(let text):
      if let child = node.literals[text] {
        collectInterior(compatibleWith: segments, from: child, depth: depth + 1, into: &found)
      }
    case .placeholder:
      for child in node.literals.values {
        collectInterior(compatibleWith: segments, from: child, depth: depth + 1, into: &found)
      }
    }
    if let child = node.placeholder {
      collectInterior(compatibleWith: segments, from: child, depth: depth + 1, into: &found)
    }
  }
}
