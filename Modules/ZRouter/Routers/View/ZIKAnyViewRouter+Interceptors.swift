/// Interceptors of every view perform: one slot each (per registry), the last one set wins. Main actor.
///
/// ```swift
/// ZIKAnyViewRouter.interceptAfterSuccessAction { router, action in analytics.track(router, action) }
/// ```
extension ZIKAnyViewRouter {
  /// Runs before each perform starts (after the state checks), with the perform configuration.
  public static func interceptBeforePerformWithConfiguration(
    _ interceptor: @escaping @MainActor (ZIKAnyViewRouter, ZIKPerformRouteConfiguration) -> Void
  ) {
    let registry = ZIKRouteRegistry.current
    registry.locked { registry.viewInterceptors.beforePerform = interceptor }
  }

  /// Runs after each perform call returned (the transition may still be running in deferred mode).
  public static func interceptAfterPerformWithConfiguration(
    _ interceptor: @escaping @MainActor (ZIKAnyViewRouter, ZIKPerformRouteConfiguration) -> Void
  ) {
    let registry = ZIKRouteRegistry.current
    registry.locked { registry.viewInterceptors.afterPerform = interceptor }
  }

  /// Runs after the success handlers of each successful perform, with the success action.
  public static func interceptAfterSuccessAction(_ interceptor: @escaping @MainActor (ZIKAnyViewRouter, ZIKRouteAction) -> Void) {
    let registry = ZIKRouteRegistry.current
    registry.locked { registry.viewInterceptors.afterSuccess = interceptor }
  }

  /// Runs after each perform that ended with an error, after the performer error handler and the global handler.
  public static func interceptAfterEndPerformWithError(_ interceptor: @escaping @MainActor (ZIKAnyViewRouter, any Error) -> Void) {
    let registry = ZIKRouteRegistry.current
    registry.locked { registry.viewInterceptors.afterEndWithError = interceptor }
  }
}
