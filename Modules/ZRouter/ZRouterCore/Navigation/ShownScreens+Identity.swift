import Foundation

/// How a shown screen is named: its parameters, its URL, its stable identity.
@MainActor
extension ShownScreens.Record {
  /// The parameters describing the screen: the destination's ``URLParameterSource/urlParameters``, else the
  /// `String` values of the configuration's `userInfo` except the URL's `transition` and `action`.
  var parameters: [String: String] {
    if let source = destination as? any URLParameterSource { return source.urlParameters }
    return userInfoParameters
  }

  /// The router's URL patterns, the one the screen was opened with first, then in registration order.
  var urlPatterns: [String] {
    guard let registry else { return [] }
    let patterns = registry.viewURLPatterns(of: routerType)
    guard let origin = originURL,
      let opened = registry.urlMatcher(\.views).resultForURL(origin.absoluteString)?.identifier,
      patterns.contains(opened)
    else { return patterns }
    return [opened] + patterns.filter { $0 != opened }
  }

  /// The screen's URL: the first of its router's patterns whose placeholders its parameters fill.
  ///
  /// - Throws: `noURLPattern` when the router has none, else `missingURLParameter` for the first pattern.
  func url() throws(NavigationError) -> String {
    let patterns = urlPatterns
    guard let first = patterns.first else { throw .noURLPattern(router: routerType.name) }
    let parameters = parameters
    for pattern in patterns {
      if let url = try? ZIKURLRouter.url(forPattern: pattern, parameters: parameters) { return url }
    }
    return try ZIKURLRouter.url(forPattern: first, parameters: parameters)
  }

  /// The screen's stable identity: its URL where its router has a pattern its parameters fill, else the declared
  /// name of a routable protocol of its router.
  func identity() throws(NavigationError) -> ScreenIdentity {
    let urlError: NavigationError
    do {
      return .url(try url())
    } catch {
      urlError = error
    }
    if let name = registry?.viewProtocolNames(of: routerType).first { return .routable(name) }
    throw urlError.code == .noURLPattern ? .noStableIdentity(router: routerType.name) : urlError
  }
}
