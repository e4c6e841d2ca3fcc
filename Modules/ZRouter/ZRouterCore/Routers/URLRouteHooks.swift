import Foundation

/// The URL closures of a block route, with the route's configuration type erased to the family's base
/// (`Configuration`) and the performing router as the family's base router (`Router`).
///
/// They mirror the router-class hooks `processUserInfo(_:fromURL:)` and `performAction(_:userInfo:fromURL:)`, and the
/// original's `beforePerformWithConfigurationFromURL` / `afterSuccessActionFromURL`.
struct URLRouteHooks<Router: AnyObject, Configuration: ZIKPerformRouteConfiguration> {
  /// Reads the URL's parameters before the destination is made (with the default URL rule).
  var processUserInfo: (([String: Any], URL, Configuration, Router) -> Void)?
  /// Runs the URL's `action` after a successful perform (with the default URL rule).
  var performAction: ((String, [String: Any], URL, Configuration, Router) -> Void)?
  /// Adjusts the configuration of a URL perform before it starts.
  var beforePerform: ((Configuration, Router) -> Void)?
  /// Runs after the success handlers of a URL perform.
  var afterSuccessAction: ((ZIKRouteAction, Configuration, Router) -> Void)?

  // Each route keeps its closures typed with its own configuration class; these wrappers erase that class (a
  // configuration of another class skips the closure).

  init() {}

  /// The hooks of a route, kept typed by its configuration class, with that class erased.
  init<RouteConfig: ZIKPerformRouteConfiguration>(erasing typed: URLRouteHooks<Router, RouteConfig>) {
    processUserInfo = typed.processUserInfo.map { Self.erasing(processUserInfo: $0) }
    performAction = typed.performAction.map { Self.erasing(performAction: $0) }
    beforePerform = typed.beforePerform.map { Self.erasing(beforePerform: $0) }
    afterSuccessAction = typed.afterSuccessAction.map { Self.erasing(afterSuccessAction: $0) }
  }

  private static func erasing<RouteConfig: ZIKPerformRouteConfiguration>(
    processUserInfo block: @escaping ([String: Any], URL, RouteConfig, Router) -> Void
  ) -> ([String: Any], URL, Configuration, Router) -> Void {
    { userInfo, url, configuration, router in
      if let configuration = fastCast(configuration, to: RouteConfig.self) {
        block(userInfo, url, configuration, router)
      }
    }
  }

  private static func erasing<RouteConfig: ZIKPerformRouteConfiguration>(
    performAction block: @escaping (String, [String: Any], URL, RouteConfig, Router) -> Void
  ) -> (String, [String: Any], URL, Configuration, Router) -> Void {
    { action, userInfo, url, configuration, router in
      if let configuration = fastCast(configuration, to: RouteConfig.self) {
        block(action, userInfo, url, configuration, router)
      }
    }
  }

  private static func erasing<RouteConfig: ZIKPerformRouteConfiguration>(
    beforePerform block: @escaping (RouteConfig, Router) -> Void
  ) -> (Configuration, Router) -> Void {
    { configuration, router in
      if let configuration = fastCast(configuration, to: RouteConfig.self) { block(configuration, router) }
    }
  }

  private static func erasing<RouteConfig: ZIKPerformRouteConfiguration>(
    afterSuccessAction block: @escaping (ZIKRouteAction, RouteConfig, Router) -> Void
  ) -> (ZIKRouteAction, Configuration, Router) -> Void {
    { action, configuration, router in
      if let configuration = fastCast(configuration, to: RouteConfig.self) { block(action, configuration, router) }
    }
  }
}
