import Foundation

/// URL routing of services: register patterns on routers, then open URLs.
///
/// ```swift
/// final class SyncServiceRouter: ZIKServiceRouter<SyncEngine, PerformRouteConfig> {
///   override class func registerRoutableDestination() {
///     registerService(SyncEngine.self)
///     registerURLPattern("notes://sync")
///   }
/// }
/// ZIKAnyServiceRouter.performURL("notes://sync?action=now")
/// ```
extension ZIKAnyServiceRouter {
  /// Registers a URL pattern for this router (and the pattern as an identifier). Conflicts become registration issues.
  public static func registerURLPattern(_ pattern: String, fileID: String = #fileID, line: Int = #line) {
    let registry = ZIKRouteRegistry.current
    let site = CallSite(fileID: fileID, line: line)
    registry.registerURLPattern(
      \.services, pattern: pattern, routerType: _routerType(registry, site), routerName: String(describing: self),
      site: site)
  }

  /// Matches a URL against the service patterns: the pattern as `identifier`, its parameters and `"origin-url"`.
  public static func routeFromURL(_ url: String) -> ZIKURLRouteResult? {
    ZIKRouteRegistry.current.urlResult(\.services, url: url)
  }

  /// The router type a URL leads to, or `nil`.
  public static func routerForURL(_ url: String) -> ZIKAnyServiceRouterType? {
    let registry = ZIKRouteRegistry.current
    return registry.urlResult(\.services, url: url).flatMap { registry.urlRouterType(\.services, result: $0) }
  }

  /// Turns on `processUserInfo(_:fromURL:)` and `performAction(_:userInfo:fromURL:)` for service URL performs.
  public static func enableDefaultURLRouteRule() {
    let registry = ZIKRouteRegistry.current
    registry.locked { registry.serviceDefaultURLRule = true }
  }

  /// Opens a URL; returns the router, or `nil` when no pattern or router matches.
  @discardableResult
  public static func performURL(_ url: String) -> ZIKAnyServiceRouter? {
    _performURL(url, completion: nil)
  }

  /// Opens a URL with a completion: `(success, destination, action, error)`.
  @discardableResult
  public static func performURL(
    _ url: String, completion: @escaping (Bool, Any?, ZIKRouteAction, (any Error)?) -> Void
  ) -> ZIKAnyServiceRouter? {
    _performURL(url, completion: completion)
  }

  private static func _performURL(
    _ url: String, completion: ((Bool, Any?, ZIKRouteAction, (any Error)?) -> Void)?
  ) -> ZIKAnyServiceRouter? {
    let registry = ZIKRouteRegistry.current
    guard let result = registry.urlResult(\.services, url: url) else {
      completion?(false, nil, .toService, URLPerformFailure.noMatch(url))
      return nil
    }
    guard let routerType = registry.urlRouterType(\.services, result: result) else {
      let error = URLPerformFailure.noRouter(url, pattern: result.identifier)
      completion?(false, nil, .toService, error)
      notifyGlobalError(with: nil, action: .toService, error: error)
      return nil
    }
    return routerType._perform(
      configuring: { configuration in
        configuration.addUserInfo(result.parameters)
        if let completion {
          RouteCallbacks.chainPerformerSuccess(configuration) { completion(true, $0, .performRoute, nil) }
          RouteCallbacks.chainPerformerError(configuration) { completion(false, nil, $0, $1) }
        }
      }, removing: nil, url: result.url)
  }
}
