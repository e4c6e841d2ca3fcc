import Foundation

/// Building URLs from patterns: the way back from a screen to the URL that opens it.
extension ZIKURLRouter {
  /// The URL of `pattern` with its placeholders filled from `parameters`; the other parameters become the query,
  /// sorted by name.
  ///
  /// Every value is percent-encoded except letters, digits and `-._~`, so any text (spaces, `/`, `%`, `&`, emoji)
  /// comes back unchanged as a parameter when the URL is matched:
  /// ```swift
  /// try ZIKURLRouter.url(forPattern: "app://note/:id", parameters: ["id": "a/b", "mode": "full"])
  /// // "app://note/a%2Fb?mode=full"
  /// ```
  /// - Parameters:
  ///   - pattern: A pattern as `registerURLPattern(_:)` takes it.
  ///   - parameters: A value for each placeholder, and any query items. Items with an empty name are left out.
  /// - Returns: A URL the pattern matches, giving back `parameters`.
  /// - Throws: ``NavigationError`` `invalidURLPattern` for a malformed pattern, `missingURLParameter` naming the
  ///   first placeholder without a non-empty value.
  public static func url(forPattern pattern: String, parameters: [String: String]) throws(NavigationError)
    -> String
  {
    let parsed: URLPattern
    do {
      parsed = try URLPattern(parsing: pattern)
    } catch {
      throw .invalidURLPattern(pattern, error)
    }
    var path = ""
    var encodedSegments = Self.encodedSegments(ofPattern: pattern)[...]
    for segment in parsed.segments {
      let raw = encodedSegments.popFirst() ?? ""
      switch segment {
      case .literal: path += "/" + raw
      case .placeholder(let name):
        guard let value = parameters[name], !value.isEmpty else { throw .missingURLParameter(name, pattern: pattern) }
        path += "/" + URLComponentEncoding.encode(value)
      }
    }
    let placeholders = Set(parsed.captures.map(\.name))
    let query = parameters.filter { !$0.key.isEmpty && !placeholders.contains($0.key) }.sorted { $0.key < $1.key }
      .map { URLComponentEncoding.encode($0.key) + "=" + URLComponentEncoding.encode($0.value) }
    let base = Self.schemeAndAuthority(ofPattern: pattern) + path
    return query.isEmpty ? base : base + "?" + query.joined(separator: "&")
  }

  /// `scheme://authority` as the pattern writes it.
  private static func schemeAndAuthority(ofPattern pattern: String) -> String {
    guard let separator = pattern.range(of: "://") else { return pattern }
    let rest = pattern[separator.upperBound...]
    let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
    return String(pattern[..<authorityEnd])
  }

  /// The path segments as the pattern writes them (still encoded), without empty ones from a trailing `/`.
  private static func encodedSegments(ofPattern pattern: String) -> [String] {
    guard let separator = pattern.range(of: "://") else { return [] }
    let rest = pattern[separator.upperBound...]
    guard let pathStart = rest.firstIndex(of: "/") else { return [] }
    return rest[pathStart...].split(separator: "/").map(String.init)
  }
}

/// Percent-encoding for values placed in a URL built from a pattern: everything but the unreserved characters.
enum URLComponentEncoding {
  /// `text` with every byte other than letters, digits and `-._~` written as `%XX`.
  static func encode(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if isUnreserved(byte) {
        out.append(byte)
      } else {
        out.append(UInt8(ascii: "%"))
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      true
    default: false
    }
  }
}
