/// Delivers a router's error to its family's global error handler, the same way for both families.
enum GlobalErrorReport {
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
