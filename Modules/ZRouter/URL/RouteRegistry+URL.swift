import Foundation

extension RouteRegistry {
  /// Matches `url` against a family's patterns and adds `"origin-url"` to the parameters.
  func urlResult<RouterType>(_ family: (RouteRegistry) -> FamilyTables<RouterType>, url: String) -> ZIKURLRouteResult? {
    let urlRouter = locked { family(self).urlRouter }
    guard var result = urlRouter.resultForURL(url) else { return nil }
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
    locked { family(self).identifiers[result.identifier] }
  }
}

/// Why a URL perform could not start, for its completion and the global handler.
enum URLPerformFailure {
  static func noMatch(_ url: String) -> ZIKRouteError {
    ZIKRouteError(
      .invalidConfiguration,
      localizedDescription:
        "No URL pattern matches \"\(url)\". Register a pattern for it with registerURLPattern(_:), or check the URL.")
  }

  static func noRouter(_ url: String, pattern: String) -> ZIKRouteError {
    ZIKRouteError(
      .invalidConfiguration,
      localizedDescription:
        "\"\(url)\" matches the pattern \"\(pattern)\", but no router is registered for it. Register the pattern on a router."
    )
  }
}
