/// Percent-encoding and decoding as the URL matcher needs it: byte-level, total (never fails), and ASCII-fast.
///
/// Encoding keeps every byte a URL component may hold and every well-formed `%XX` escape, and escapes everything else
/// (non-ASCII, spaces, control characters, NUL, a `%` not followed by two hex digits). Decoding turns `%XX` escapes back
/// into bytes; when the bytes are not valid UTF-8 the escapes are kept (hex digits uppercased) instead of guessing.
enum URLPercentCoding {
  /// The part of a URL a byte sequence belongs to; each allows a different set of raw bytes.
  enum Component {
    /// `user@host:port`: unreserved, sub-delims, `:`, `@`, `[`, `]`.
    case authority
    /// The path: unreserved, sub-delims, `:`, `@`, `/`.
    case path
    /// The query or the fragment: the path's bytes plus `?`.
    case query
  }

  /// Whether ``encode(_:for:into:)`` would copy `bytes` unchanged: no `%` and only bytes `component` holds raw.
  static func isKeptAsIs(_ bytes: ArraySlice<UInt8>, for component: Component) -> Bool {
    !bytes.contains(where: { $0 == percent || !isAllowed($0, in: component) })
  }

  /// Appends `bytes` to `out`, percent-encoding the bytes `component` may not hold raw.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 bytes of one component, without its delimiters.
  ///   - component: where the bytes go.
  ///   - out: the URL being built; what is appended is ASCII that `URL(string:)` accepts for that component.
  /// - Returns: the range of `out` the component now occupies.
  @discardableResult
  static func encode(_ bytes: ArraySlice<UInt8>, for component: Component, into out: inout [UInt8]) -> Range<Int> {
    let start = out.count
    // The usual component holds only allowed bytes: copy it in one go.
    if isKeptAsIs(bytes, for: component) {
      out.append(contentsOf: bytes)
      return start..<out.count
    }
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == percent, hasEscape(in: bytes, at: index) {
        out.append(contentsOf: bytes[index...index + 2])
        index += 3
        continue
      }
      if byte != percent, isAllowed(byte, in: component) {
        out.append(byte)
      } else {
        out.append(percent)
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0x0F)])
      }
      index += 1
    }
    return start..<out.count
  }

  /// Decodes `%XX` escapes.
  ///
  /// - Parameter bytes: an encoded component (a path segment, a host, a query name or value).
  /// - Returns: the decoded text; if the decoded bytes are not valid UTF-8, the text with its escapes kept and their
  ///   hex digits uppercased, so that the same bytes always give the same string.
  static func decode(_ bytes: ArraySlice<UInt8>) -> String {
    guard bytes.contains(percent) else { return String(decoding: bytes, as: UTF8.self) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == percent, index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
        let low = hexValue(bytes[index + 2])
      {
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(byte)
        index += 1
      }
    }
    let text = String(decoding: decoded, as: UTF8.self)
    if text.utf8.elementsEqual(decoded) { return text }
    return canonicalEscapes(bytes)
  }

  // MARK: - Bytes

  private static let percent = UInt8(ascii: "%")
  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// Whether `bytes[index]` (a `%`) starts a well-formed `%XX` escape.
  private static func hasEscape(in bytes: ArraySlice<UInt8>, at index: Int) -> Bool {
    index + 2 < bytes.endIndex && hexValue(bytes[index + 1]) != nil && hexValue(bytes[index + 2]) != nil
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// `source` (escapes well-formed or not) with the two hex digits after each `%` uppercased.
  private static func canonicalEscapes(_ source: ArraySlice<UInt8>) -> String {
    var out = Array(source)
    var index = 0
    while index < out.count {
      if out[index] == percent, hasEscape(in: out[...], at: index) {
        for digit in index + 1...index + 2 where out[digit] >= UInt8(ascii: "a") { out[digit] -= 32 }
        index += 3
      } else {
        index += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func isAllowed(_ byte: UInt8, in component: Component) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    // unreserved
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    // sub-delims
    case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
      UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: "="):
      return true
    case UInt8(ascii: ":"), UInt8(ascii: "@"):
      return true
    case UInt8(ascii: "["), UInt8(ascii: "]"):
      return component == .authority
    case UInt8(ascii: "/"):
      return component != .authority
    case UInt8(ascii: "?"):
      return component == .query
    default:
      return false
    }
  }
}
