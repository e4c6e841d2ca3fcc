import Foundation

/// URL routing of views: register patterns on routers, then open URLs.
///
/// ```swift
/// final class NoteViewRouter: ZIKViewRouter<NoteViewController, ViewRouteConfig> {
///   override class func registerRoutableDestination() {
///     registerView(NoteViewController.self)
///     registerURLPattern("notes://note/:id")
///   }
/// }
/// ZIKAnyViewRouter.performURL("notes://note/42?transition=push", fromSource: root)
/// ```
/// The URL's parameters (and `"origin-url"`) are added to the configuration's `userInfo`.
/// The logic is shared with the service family (see `RouteRegistry+URL.swift`); these entry points run on the main
/// actor.
extension ZIKAnyViewRouter {
  /// Registers a URL pattern for this router (and the pattern as an identifier). Conflicts become registration issues.
  public static func registerURLPattern(_ pattern: String, fileID: StaticString = #fileID, line: Int = #line) {
    let (registry, site) = (ZIKRouteRegistry.current, CallSite(fileID: fileID, line: line))
    registry.registerURLPattern(
      \.views, pattern: pattern, routerType: _routerType(registry, site), routerName: String(describing: self),
      site: site)
  }

  /// Matches a URL against the view patterns: the pattern as `identifier`, its parameters and `"origin-url"`.
  public static func routeFromURL(_ url: String) -> ZIKURLRouteResult? {
    ZIKRouteRegistry.current.urlResult(\.views, url: url)
  }

  /// The router type a URL leads to, or `nil`.
  public static func routerForURL(_ url: String) -> ZIKAnyViewRouterType? {
    ZIKRouteRegistry.current.urlRouterType(\.views, url: url)
  }

  /// Turns on `processUserInfo(_:fromURL:)` and `performAction(_:userInfo:fromURL:)` for view URL performs.
  public static func enableDefaultURLRouteRule() {
    ZIKRouteRegistry.current.setHook(\.views, \.runsDefaultURLRule, to: true)
  }

  /// Opens a URL along `path`; returns the router, or `nil` when no pattern or router matches.
  @discardableResult
  public static func performURL(_ url: String, path: ViewRoutePath) -> ZIKAnyViewRouter? {
    _performURL(url, completion: nil) { _ in path }
  }

  /// Opens a URL along `path` with a completion: `(success, destination, action, error)`.
  @discardableResult
  public static func performURL(
    _ url: String, path: ViewRoutePath, completion: @escaping (Bool, Any?, ZIKRouteAction, (any Error)?) -> Void
  ) -> ZIKAnyViewRouter? {
    _performURL(url, completion: completion) { _ in path }
  }

  /// Opens a URL from `source`, along the path its `transition` parameter asks for (see `pathForTransitionType`).
  @discardableResult
  public static func performURL(_ url: String, fromSource source: any ZIKViewControllerHost) -> ZIKAnyViewRouter? {
    _performURL(url, completion: nil) { transitionPath($0, source: source) }
  }

  /// Opens a URL from `source` with a completion.
  @discardableResult
  public static func performURL(
    _ url: String, fromSource source: any ZIKViewControllerHost,
    completion: @escaping (Bool, Any?, ZIKRouteAction, (any Error)?) -> Void
  ) -> ZIKAnyViewRouter? {
    _performURL(url, completion: completion) { transitionPath($0, source: source) }
  }

  private static func transitionPath(
    _ context: (routerType: ZIKAnyViewRouterType, result: ZIKURLRouteResult), source: any ZIKViewControllerHost
  ) -> ViewRoutePath {
    let transition = context.result.parameters[ZIKURLRouteKey.transitionType] as? String
    let routerClass = context.routerType.routerClass ?? ZIKAnyViewRouter.self
    return routerClass.pathForTransitionType(transition, source: source)
  }

  /// No match: the completion only; a match without router: the completion and the global handler; else a perform
  /// along `path` with the URL's parameters in `userInfo` and the completion bridged to the performer handlers.
  private static func _performURL(
    _ url: String, completion: ((Bool, Any?, ZIKRouteAction, (any Error)?) -> Void)?,
    path: ((routerType: ZIKAnyViewRouterType, result: ZIKURLRouteResult)) -> ViewRoutePath
  ) -> ZIKAnyViewRouter? {
    guard
      let (routerType, result) = ZIKRouteRegistry.current.urlPerformTarget(
        \.views, url: url, action: .toView, completion: completion,
        notifyGlobalError: { notifyGlobalError(with: nil, action: .toView, error: $0) })
    else { return nil }
    let routePath = path((routerType, result))
    return routerType._perform(
      path: routePath, configuring: { result.configure($0, completion: completion) }, removing: nil, url: result.url)
  }
}
