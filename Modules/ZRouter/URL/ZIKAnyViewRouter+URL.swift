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
extension ZIKAnyViewRouter {
  /// Registers a URL pattern for this router (and the pattern as an identifier). Conflicts become registration issues.
  public static func registerURLPattern(_ pattern: String, fileID: String = #fileID, line: Int = #line) {
    let registry = ZIKRouteRegistry.current
    let site = CallSite(fileID: fileID, line: line)
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
    let registry = ZIKRouteRegistry.current
    return registry.urlResult(\.views, url: url).flatMap { registry.urlRouterType(\.views, result: $0) }
  }

  /// Turns on `processUserInfo(_:fromURL:)` and `performAction(_:userInfo:fromURL:)` for view URL performs.
  public static func enableDefaultURLRouteRule() {
    let registry = ZIKRouteRegistry.current
    registry.locked { registry.viewDefaultURLRule = true }
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

  /// The URL flow of API contract §2: no match → completion only; match without router → completion and global;
  /// else perform with the parameters in `userInfo` and the completion bridged to performer handlers.
  private static func _performURL(
    _ url: String, completion: ((Bool, Any?, ZIKRouteAction, (any Error)?) -> Void)?,
    path: ((routerType: ZIKAnyViewRouterType, result: ZIKURLRouteResult)) -> ViewRoutePath
  ) -> ZIKAnyViewRouter? {
    let registry = ZIKRouteRegistry.current
    guard let result = registry.urlResult(\.views, url: url) else {
      completion?(false, nil, .toView, URLPerformFailure.noMatch(url))
      return nil
    }
    guard let routerType = registry.urlRouterType(\.views, result: result) else {
      let error = URLPerformFailure.noRouter(url, pattern: result.identifier)
      completion?(false, nil, .toView, error)
      notifyGlobalError(with: nil, action: .toView, error: error)
      return nil
    }
    return routerType._perform(
      path: path((routerType, result)),
      configuring: { configuration in
        configuration.addUserInfo(result.parameters)
        if let completion {
          RouteCallbacks.chainPerformerSuccess(configuration) { completion(true, $0, .performRoute, nil) }
          RouteCallbacks.chainPerformerError(configuration) { completion(false, nil, $0, $1) }
        }
      }, removing: nil, url: result.url)
  }
}
