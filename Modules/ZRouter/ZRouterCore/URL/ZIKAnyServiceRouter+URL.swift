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
/// The logic is shared with the view family (see `RouteRegistry+URL.swift`); these entry points run on any thread.
extension ZIKAnyServiceRouter {
  /// Registers a URL pattern for this router (and the pattern as an identifier). Conflicts become registration issues.
  public static func registerURLPattern(_ pattern: String, fileID: StaticString = #fileID, line: Int = #line) {
    let (registry, site) = (ZIKRouteRegistry.current, CallSite(fileID: fileID, line: line))
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
    ZIKRouteRegistry.current.urlRouterType(\.services, url: url)
  }

  /// Turns on `processUserInfo(_:fromURL:)` and `performAction(_:userInfo:fromURL:)` for service URL performs.
  public static func enableDefaultURLRouteRule() {
    ZIKRouteRegistry.current.setHook(\.services, \.runsDefaultURLRule, to: true)
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

  /// No match: the completion only; a match without router: the completion and the global handler; else a perform
  /// with the URL's parameters in `userInfo` and the completion bridged to the performer handlers.
  private static func _performURL(
    _ url: String, completion: ((Bool, Any?, ZIKRouteAction, (any Error)?) -> Void)?
  ) -> ZIKAnyServiceRouter? {
    guard
      let (routerType, result) = ZIKRouteRegistry.current.urlPerformTarget(
        \.services, url: url, action: .toService, completion: completion,
        notifyGlobalError: { notifyGlobalError(with: nil, action: .toService, error: $0) })
    else { return nil }
    return routerType._perform(
      configuring: { result.configure($0, completion: completion) }, removing: nil, url: result.url)
  }
}
