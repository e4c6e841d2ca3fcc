import Foundation

/// The URL patterns of one router family in one registry: the URL layer's state, kept in the registry's
/// ``RouteRegistry/extensions`` (the registry itself knows nothing of URLs). Their router types are registered as
/// identifiers of kind ``IdentifierKind/urlPattern``, keyed by the pattern.
final class URLPatterns<RouterType: RegisteredRouterType>: RegistryExtension {
  /// The family's matcher; it has its own lock, so it is used outside the registry's.
  let matcher = ZIKURLRouter()

  init() {}
}

extension RouteRegistry {
  /// The URL matcher of a family (made on first use). Takes the registry's lock.
  func urlMatcher<RouterType>(_ family: (RouteRegistry) -> FamilyTables<RouterType>) -> ZIKURLRouter {
    locked { extensions[URLPatterns<RouterType>.self].matcher }
  }

  /// Registers a URL pattern: the matcher entry and the pattern as an identifier. Conflicts are recorded as issues
  /// naming both patterns and the winner; a pattern the matcher refused is not registered as an identifier either.
  func registerURLPattern<RouterType>(
    _ family: (RouteRegistry) -> FamilyTables<RouterType>, pattern: String,
    routerType: RouterType, routerName: @autoclosure () -> String, site: CallSite
  ) {
    guard acceptsRegistration("URL pattern \"\(pattern)\" for \(routerName())", at: site) else { return }
    let problems = urlMatcher(family).register(pattern: pattern)
    for problem in problems {
      record(site.issue("URL pattern \"\(pattern)\" of \(routerName()): \(problem.description)"))
    }
    if problems.allSatisfy(\.wasAdded) {
      registerIdentifier(
        family, identifier: pattern, kind: .urlPattern, routerType: routerType, routerName: routerName(), site: site)
    }
  }

  /// Matches `url` against a family's patterns and adds `"origin-url"` to the parameters.
  func urlResult<RouterType>(_ family: (RouteRegistry) -> FamilyTables<RouterType>, url: String) -> ZIKURLRouteResult? {
    guard var result = urlMatcher(family).resultForURL(url) else { return nil }
    // Built once here, then kept: the result's `url` and "origin-url" are the same value.
    let url = result.url
    result.url = url
    result.parameters[ZIKURLRouteKey.originURL] = url
    return result
  }

  /// The router type registered for a matched pattern.
  func urlRouterType<RouterType>(_ family: (RouteRegistry) -> FamilyTables<RouterType>, result: ZIKURLRouteResult)
    -> RouterType?
  {
    locked { family(self).identifiers[result.identifier]?.routerType }
  }

  /// The router type a URL leads to, or `nil`.
  func urlRouterType<RouterType>(_ family: (RouteRegistry) -> FamilyTables<RouterType>, url: String) -> RouterType? {
    urlResult(family, url: url).flatMap { urlRouterType(family, result: $0) }
  }

  /// Where a URL perform goes: the router type and the match. When it cannot start, `completion` hears why (with
  /// `action`) and returns `nil`; a match without a router also goes to `notifyGlobalError`.
  func urlPerformTarget<RouterType>(
    _ family: (RouteRegistry) -> FamilyTables<RouterType>, url: String, action: ZIKRouteAction,
    completion: ((Bool, Any?, ZIKRouteAction, (any Error)?) -> Void)?, notifyGlobalError: (any Error) -> Void
  ) -> (routerType: RouterType, result: ZIKURLRouteResult)? {
    guard let result = urlResult(family, url: url) else {
      completion?(false, nil, action, URLPerformFailure.noMatch(url))
      return nil
    }
    guard let routerType = urlRouterType(family, result: result) else {
      let error = URLPerformFailure.noRouter(url, pattern: result.identifier)
      completion?(false, nil, action, error)
      notifyGlobalError(error)
      return nil
    }
    return (routerType, result)
  }
}

extension ZIKURLRouteResult {
  /// Prepares the configuration of a URL perform: the URL's parameters go to `userInfo`, and `completion` (if any)
  /// hears the performer's success and error.
  func configure(
    _ configuration: ZIKPerformRouteConfiguration, completion: ((Bool, Any?, ZIKRouteAction, (any Error)?) -> Void)?
  ) {
    configuration.addUserInfo(parameters)
    if let completion {
      RouteCallbacks.chainPerformerSuccess(configuration) { completion(true, $0, .performRoute, nil) }
      RouteCallbacks.chainPerformerError(configuration) { completion(false, nil, $0, $1) }
    }
  }
}

/// Why a URL perform could not start, for its completion and the global handler.
enum URLPerformFailure {
  static func noMatch(_ url: String) -> ZIKRouteError {
    ZIKRouteError(
      .invalidConfiguration,
      localizedDescription:
        "No URL pattern matches \"\(MessageText.clipped(url))\". Register a pattern for it with registerURLPattern(_:), or check the URL."
    )
  }

  static func noRouter(_ url: String, pattern: String) -> ZIKRouteError {
    ZIKRouteError(
      .invalidConfiguration,
      localizedDescription:
        "\"\(MessageText.clipped(url))\" matches the pattern \"\(pattern)\", but no router is registered for it. Register the pattern on a router."
    )
  }
}
