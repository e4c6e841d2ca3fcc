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
  /// The UTF-8 bytes of `normalized`; the ranges below index into it.
  private let bytes: [UInt8]
  /// The authority (encoded): `host`, or `user@host:port`.
  private let authorityRange: Range<Int>
  /// The path (encoded), from its leading `/`; empty when the string has none.
  private let pathRange: Range<Int>
  /// The query (encoded) without its `?`, or `nil` when there is no `?`.
  private let queryRange: Range<Int>?
  /// The fragment (encoded) without its `#`, or `nil` when there is no `#`.
  private let fragmentRange: Range<Int>?

  /// Splits `string`.
  ///
  /// - Parameter string: any string, raw or percent-encoded.
  /// - Throws: ``Problem`` when `string` has no `scheme://`.
  init(_ string: String) throws(Problem) {
    let rawBytes = Array(string.utf8)
    let raw = rawBytes[...]
    let hash = raw.firstIndex(of: UInt8(ascii: "#"))
    let beforeFragment = raw[..<(hash ?? raw.endIndex)]
    let question = beforeFragment.firstIndex(of: UInt8(ascii: "?"))
    let beforeQuery = beforeFragment[..<(question ?? beforeFragment.endIndex)]

    guard let colon = beforeQuery.firstIndex(of: UInt8(ascii: ":")),
      beforeQuery[(colon + 1)...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
    else { throw .missingSchemeSeparator }
    let schemeBytes = raw[..<colon]
    guard Self.isValidScheme(schemeBytes) else {
      throw .invalidScheme(String(decoding: schemeBytes, as: UTF8.self))
    }
    let afterSeparator = beforeQuery[(colon + 3)...]
    let slash = afterSeparator.firstIndex(of: UInt8(ascii: "/")) ?? afterSeparator.endIndex
    scheme = Self.lowercasedScheme(schemeBytes)

    // The usual string needs no encoding at all: keep its bytes, the ranges are where the delimiters are.
    let queryBytes = question.map { beforeFragment[($0 + 1)...] }
    let fragmentBytes = hash.map { raw[($0 + 1)...] }
    if URLPercentCoding.isKeptAsIs(afterSeparator[..<slash], for: .authority),
      URLPercentCoding.isKeptAsIs(afterSeparator[slash...], for: .path),
      queryBytes.map({ URLPercentCoding.isKeptAsIs($0, for: .query) }) ?? true,
      fragmentBytes.map({ URLPercentCoding.isKeptAsIs($0, for: .query) }) ?? true
    {
      authorityRange = afterSeparator.startIndex..<slash
      pathRange = slash..<afterSeparator.endIndex
      queryRange = queryBytes.map { $0.startIndex..<$0.endIndex }
      fragmentRange = fragmentBytes.map { $0.startIndex..<$0.endIndex }
      normalized = string
      bytes = rawBytes
      return
    }

    var out: [UInt8] = []
    out.reserveCapacity(raw.count + 16)
    out += raw[..<(colon + 3)]
    authorityRange = URLPercentCoding.encode(afterSeparator[..<slash], for: .authority, into: &out)
    pathRange = URLPercentCoding.encode(afterSeparator[slash...], for: .path, into: &out)
    queryRange = question.map { question in
      out.append(UInt8(ascii: "?"))
      return URLPercentCoding.encode(beforeFragment[(question + 1)...], for: .query, into: &out)
    }
    fragmentRange = hash.map { hash in
      out.append(UInt8(ascii: "#"))
      return URLPercentCoding.encode(raw[(hash + 1)...], for: .query, into: &out)
    }
    // Encoding only ever lengthens: same length means nothing was encoded.
    normalized = out.count == raw.count ? string : String(decoding: out, as: UTF8.self)
    bytes = out
  }

  /// The scheme lowercased; a scheme already in lowercase is taken as is, without an intermediate array.
  private static func lowercasedScheme(_ bytes: ArraySlice<UInt8>) -> String {
    if !bytes.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) {
      return String(decoding: bytes, as: UTF8.self)
    }
    return String(decoding: bytes.map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }

  /// Whether `URL(string: normalized)` certainly succeeds, without asking Foundation: the scheme is not empty and the
  /// authority is a plain host of unreserved characters (letters, digits, `-`, `.`, `_`, `~`: no user, port, IP
  /// literal or escape). The path, query and fragment are already encoded to what a URL accepts. When this is `false`
  /// the string may still parse; only Foundation can tell.
  var isCertainlyParseable: Bool {
    guard !scheme.isEmpty, !authorityRange.isEmpty else { return false }
    return bytes[authorityRange].allSatisfy { byte in
      Self.isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }
  }

  /// Whether the string has a query (`?`) or a fragment (`#`).
  var hasQueryOrFragment: Bool { queryRange != nil || fragmentRange != nil }

  /// The authority as written, still encoded: `host`, or `user@host:port`.
  var authority: Substring { Substring(decoding: bytes[authorityRange], as: UTF8.self) }

  /// The host the matcher keys on: the decoded authority, lowercased (hosts compare case-insensitively).
  var host: String {
    let authority = bytes[authorityRange]
    // Plain lowercase ASCII (the usual host) is already in its compared form.
    let isPlain = authority.allSatisfy { byte in
      byte < 0x80 && byte != UInt8(ascii: "%") && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
    if isPlain { return String(decoding: authority, as: UTF8.self) }
    return URLPercentCoding.decode(authority).lowercased()
  }

  /// The path's segments, still encoded. One trailing `/` is ignored, so `/a/b/` and `/a/b` both give `["a", "b"]`
  /// and `/` or an empty path give `[]`; any other empty segment (`/a//b`, `/a//`) is kept as empty.
  var encodedSegments: [ArraySlice<UInt8>] {
    var path = bytes[pathRange]
    if path.last == UInt8(ascii: "/") { path = path.dropLast() }
    guard !path.isEmpty else { return [] }
    return path.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
  }

  /// The path's segments, percent-decoded, as ``encodedSegments`` splits them; `nil` when one of them is empty.
  ///
  /// One pass over the bytes without intermediate arrays: matching a URL calls it every time.
  var decodedSegmentsIfNoneEmpty: [String]? {
    var end = pathRange.upperBound
    if end > pathRange.lowerBound, bytes[end - 1] == Self.slash { end -= 1 }
    guard end > pathRange.lowerBound else { return [] }
    var segments: [String] = []
    segments.reserveCapacity(4)
    // The path starts with its `/`.
    var start = pathRange.lowerBound + 1
    var index = start
    while index < end {
      if bytes[index] == Self.slash {
        guard index > start else { return nil }
        segments.append(URLPercentCoding.decode(bytes[start..<index]))
        start = index + 1
      }
      index += 1
    }
    guard end > start else { return nil }
    segments.append(URLPercentCoding.decode(bytes[start..<end]))
    return segments
  }

  /// The query's items, decoded. Items split on `&` and at their first `=`; an item without `=` has the value `""`;
  /// items with an empty name are skipped; a repeated name keeps its last value. `+` is not a space.
  var queryItems: [String: Any] { queryItems(reservingExtra: 0) }

  /// ``queryItems`` in a dictionary with room for `extra` more entries (the captures of a match).
  func queryItems(reservingExtra extra: Int) -> [String: Any] {
    guard let queryRange else { return Dictionary(minimumCapacity: extra) }
    let query = bytes[queryRange]
    var itemCount = 1
    for byte in query where byte == Self.ampersand { itemCount += 1 }
    var items: [String: Any] = Dictionary(minimumCapacity: itemCount + extra)
    var start = query.startIndex
    while start <= query.endIndex {
      var end = start
      var equals: Int?
      while end < query.endIndex, query[end] != Self.ampersand {
        if equals == nil, query[end] == Self.equalsSign { equals = end }
        end += 1
      }
      if end > start {
        let name = URLPercentCoding.decode(query[start..<(equals ?? end)])
        if !name.isEmpty {
          items[name] = equals.map { URLPercentCoding.decode(query[($0 + 1)..<end]) } ?? ""
        }
      }
      start = end + 1
    }
    return items
  }

  private static let slash = UInt8(ascii: "/")
  private static let ampersand = UInt8(ascii: "&")
  private static let equalsSign = UInt8(ascii: "=")

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
