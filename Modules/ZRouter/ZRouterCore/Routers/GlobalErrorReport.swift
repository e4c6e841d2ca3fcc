/// Delivers a router's error to its family's global error handler, the same way for both families.
enum GlobalErrorReport {
  /// A family's global error handler in the current registry.
  static func handler<Handler>(in slot: KeyPath<RouteRegistry, Handler>) -> Handler {
    let registry = ZIKRouteRegistry.current
    return registry.locked { registry[keyPath: slot] }
  }

  /// Sets a family's global error handler in the current registry.
  static func setHandler<Handler>(_ handler: Handler, in slot: ReferenceWritableKeyPath<RouteRegistry, Handler>) {
    let registry = ZIKRouteRegistry.current
    registry.locked { registry[keyPath: slot] = handler }
  }

  /// Calls `handler` with the router, or, when no handler is set, prints the error in debug builds.
  ///
  /// - Parameters:
  ///   - describing: how the log names the router (made only when it is logged).
  static func send<Router>(
    _ error: any Error, action: ZIKRouteAction, router: Router?,
    to handler: ((Router?, ZIKRouteAction, any Error) -> Void)?,
    describing name: @autoclosure () -> String
  ) {
    if let handler {
      handler(router, action, error)
    } else {
      ZIKRouterLog.debug("\(name())'s action \(action) failed: \(error)")
    }
  }
}
