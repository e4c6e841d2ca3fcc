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

  /// Percent-encodes the bytes `component` may not hold raw.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 bytes of one component, without its delimiters.
  ///   - component: where the bytes go.
  /// - Returns: an ASCII string that `URL(string:)` accepts for that component.
  static func encode(_ bytes: ArraySlice<UInt8>, for component: Component) -> String {
    if !needsEncoding(bytes, for: component) { return String(decoding: bytes, as: UTF8.self) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 2)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == percent {
        if hasEscape(in: bytes, at: index) {
          out.append(contentsOf: bytes[index...index + 2])
          index += 3
          continue
        }
        appendEscape(of: byte, to: &out)
      } else if isAllowed(byte, in: component) {
        out.append(byte)
      } else {
        appendEscape(of: byte, to: &out)
      }
      index += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Decodes `%XX` escapes.
  ///
  /// - Parameter text: an encoded component (a path segment, a host, a query name or value).
  /// - Returns: the decoded text; if the decoded bytes are not valid UTF-8, `text` with its escapes kept and their hex
  ///   digits uppercased, so that the same bytes always give the same string.
  static func decode(_ text: Substring) -> String {
    let utf8 = text.utf8
    guard utf8.contains(percent) else { return String(text) }
    let source = Array(utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(source.count)
    var index = 0
    while index < source.count {
      let byte = source[index]
      if byte == percent, index + 2 < source.count, let high = hexValue(source[index + 1]),
        let low = hexValue(source[index + 2])
      {
        bytes.append(high << 4 | low)
        index += 3
      } else {
        bytes.append(byte)
        index += 1
      }
    }
    let decoded = String(decoding: bytes, as: UTF8.self)
    if decoded.utf8.elementsEqual(bytes) { return decoded }
    return canonicalEscapes(source)
  }

  // MARK: - Bytes

  private static let percent = UInt8(ascii: "%")
  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func needsEncoding(_ bytes: ArraySlice<UInt8>, for component: Component) -> Bool {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == percent {
        if !hasEscape(in: bytes, at: index) { return true }
        index += 3
        continue
      }
      if !isAllowed(byte, in: component) { return true }
      index += 1
    }
    return false
  }

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

  private static func appendEscape(of byte: UInt8, to out: inout [UInt8]) {
    out.append(percent)
    out.append(hexDigits[Int(byte >> 4)])
    out.append(hexDigits[Int(byte & 0x0F)])
  }

  /// `source` (ASCII, escapes well-formed or not) with the two hex digits after each `%` uppercased.
  private static func canonicalEscapes(_ source: [UInt8]) -> String {
    var out = source
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
