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
  public var url: URL
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
  public init(url: URL, parameters: [String: Any], identifier: String) {
    self.url = url
    self.parameters = parameters
    self.identifier = identifier
  }
}
