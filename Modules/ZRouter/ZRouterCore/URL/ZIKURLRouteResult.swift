import Foundation

/// What a URL matched: the parsed URL, its parameters and the pattern that won.
///
/// ```swift
/// router.registerURLPattern("app://note/:id")
/// let result = router.resultForURL("app://note/42?mode=edit")
/// // result?.identifier == "app://note/:id", result?.parameters == ["id": "42", "mode": "edit"]
/// ```
public struct ZIKURLRouteResult {
  /// The URL as parsed, after percent-encoding the characters a URL may not hold raw (`二` becomes `%E4%BA%8C`).
  ///
  /// A matched URL is built from its string when first read: matching itself never pays for Foundation's parse.
  public var url: URL {
    get {
      switch urlSource {
      case .built(let url): url
      case .deferred(let string): Self.deferredURL(string)
      }
    }
    set { urlSource = .built(newValue) }
  }
  /// The decoded query items and placeholder captures, all `String`s. A placeholder wins over a query item of the
  /// same name; the routers add ``ZIKURLRouteKey/originURL`` themselves.
  public var parameters: [String: Any]
  /// The registered pattern that matched, verbatim; routers use it as the identifier they registered.
  public var identifier: String

  /// Creates a result; routers use it to add entries to the parameters of a matched one.
  ///
  /// - Parameters:
  ///   - url: the parsed URL.
  ///   - parameters: parameters to hand to the destination.
  ///   - identifier: the pattern that matched, verbatim.
  init(url: URL, parameters: [String: Any], identifier: String) {
    self.urlSource = .built(url)
    self.parameters = parameters
    self.identifier = identifier
  }

  /// A result whose URL is built from `urlString` when first read.
  ///
  /// - Parameter urlString: a string the matcher has proven `URL(string:)` accepts (see
  ///   `URLStringParts.isCertainlyParseable`).
  init(deferredURL urlString: String, parameters: [String: Any], identifier: String) {
    self.urlSource = .deferred(urlString)
    self.parameters = parameters
    self.identifier = identifier
  }

  /// Where ``url`` comes from: a URL already built, or the normalized string it is built from on reading.
  private enum URLSource {
    case built(URL)
    case deferred(String)
  }

  private var urlSource: URLSource

  private static func deferredURL(_ string: String) -> URL {
    // The matcher only defers strings `URL(string:)` accepts; the fallback keeps a broken promise from crashing.
    URL(string: string) ?? URL(fileURLWithPath: "/")
  }
}
