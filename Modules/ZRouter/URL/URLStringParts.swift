/// A URL string split into the parts the matcher compares, after percent-encoding what a URL may not hold raw.
///
/// The split is done on the raw UTF-8 bytes, on ASCII delimiters that encoding never touches, so any string either
/// splits (and every part is then well-formed) or is rejected with a ``Problem``:
/// - the fragment starts at the first `#`, the query at the first `?` before it;
/// - the scheme is everything before the first `:`, which must be followed by `//`; it is empty or
///   `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`;
/// - the authority (the "host" of a pattern) runs to the next `/`, the path from there.
struct URLStringParts {
  /// Why a string is not `scheme://host[/path]`.
  enum Problem: Error, Equatable {
    /// No `://` after the scheme.
    case missingSchemeSeparator
    /// The scheme holds a character a scheme may not.
    case invalidScheme(String)
  }

  /// The whole string with every byte its component may not hold percent-encoded; what `URL(string:)` receives.
  let normalized: String
  /// The scheme, lowercased (schemes compare case-insensitively). Empty for `://host/path`.
  let scheme: String
  /// The authority as written (encoded): `host`, or `user@host:port`.
  let authority: String
  /// The path (encoded), from its leading `/`; empty when the string has none.
  let path: String
  /// The query (encoded) without its `?`, or `nil` when there is no `?`.
  let query: String?
  /// The fragment (encoded) without its `#`, or `nil` when there is no `#`.
  let fragment: String?

  /// Splits `string`.
  ///
  /// - Parameter string: any string, raw or percent-encoded.
  /// - Throws: ``Problem`` when `string` has no `scheme://`.
  init(_ string: String) throws(Problem) {
    let bytes = Array(string.utf8)
    let all = bytes[...]
    let hash = all.firstIndex(of: UInt8(ascii: "#"))
    let beforeFragment = all[..<(hash ?? all.endIndex)]
    let question = beforeFragment.firstIndex(of: UInt8(ascii: "?"))
    let beforeQuery = beforeFragment[..<(question ?? beforeFragment.endIndex)]

    guard let colon = beforeQuery.firstIndex(of: UInt8(ascii: ":")),
      beforeQuery[(colon + 1)...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
    else { throw .missingSchemeSeparator }
    let schemeBytes = beforeQuery[..<colon]
    guard Self.isValidScheme(schemeBytes) else {
      throw .invalidScheme(String(decoding: schemeBytes, as: UTF8.self))
    }
    let afterSeparator = beforeQuery[(colon + 3)...]
    let slash = afterSeparator.firstIndex(of: UInt8(ascii: "/")) ?? afterSeparator.endIndex

    let rawScheme = String(decoding: schemeBytes, as: UTF8.self)
    scheme = rawScheme.lowercased()
    authority = URLPercentCoding.encode(afterSeparator[..<slash], for: .authority)
    path = URLPercentCoding.encode(afterSeparator[slash...], for: .path)
    query = question.map { URLPercentCoding.encode(beforeFragment[($0 + 1)...], for: .query) }
    fragment = hash.map { URLPercentCoding.encode(all[($0 + 1)...], for: .query) }

    var text = rawScheme + "://" + authority + path
    if let query { text += "?" + query }
    if let fragment { text += "#" + fragment }
    normalized = text
  }

  /// The host the matcher keys on: the decoded authority, lowercased (hosts compare case-insensitively).
  var host: String { URLPercentCoding.decode(authority[...]).lowercased() }

  /// The path's segments, still encoded. One trailing `/` is ignored, so `/a/b/` and `/a/b` both give `["a", "b"]`
  /// and `/` or an empty path give `[]`; any other empty segment (`/a//b`, `/a//`) is kept as `""`.
  var encodedSegments: [Substring] {
    var trimmed = path[...]
    if trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard !trimmed.isEmpty else { return [] }
    return trimmed.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
  }

  /// The query's items, decoded. Items split on `&` and at their first `=`; an item without `=` has the value `""`;
  /// items with an empty name are skipped; a repeated name keeps its last value. `+` is not a space.
  var queryItems: [String: String] {
    guard let query else { return [:] }
    var items: [String: String] = [:]
    for item in query.split(separator: "&") {
      let equals = item.firstIndex(of: "=")
      let name = URLPercentCoding.decode(item[..<(equals ?? item.endIndex)])
      guard !name.isEmpty else { continue }
      items[name] = equals.map { URLPercentCoding.decode(item[item.index(after: $0)...]) } ?? ""
    }
    return items
  }

  private static func isValidScheme(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard let first = bytes.first else { return true }
    guard isLetter(first) else { return false }
    return bytes.allSatisfy { byte in
      isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}
