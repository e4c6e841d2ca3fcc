/// Interceptors of every service perform: one slot each (per registry), the last one set wins.
///
/// ```swift
/// ZIKAnyServiceRouter.interceptBeforePerformWithConfiguration { router, configuration in
///   log("perform \(router)")
/// }
/// ```
extension ZIKAnyServiceRouter {
  /// Runs before each perform starts (after the state checks), with the perform configuration.
  public static func interceptBeforePerformWithConfiguration(
    _ interceptor: @escaping @Sendable (ZIKAnyServiceRouter, ZIKPerformRouteConfiguration) -> Void
  ) {
    let registry = ZIKRouteRegistry.current
    registry.locked { registry.serviceInterceptors.beforePerform = interceptor }
  }

  /// Runs after each perform call returned (whatever its outcome).
  public static func interceptAfterPerformWithConfiguration(
    _ interceptor: @escaping @Sendable (ZIKAnyServiceRouter, ZIKPerformRouteConfiguration) -> Void
  ) {
    let registry = ZIKRouteRegistry.current
    registry.locked { registry.serviceInterceptors.afterPerform = interceptor }
  }

  /// Runs after the success handlers of each successful perform, with the success action.
  public static func interceptAfterSuccessAction(_ interceptor: @escaping @Sendable (ZIKAnyServiceRouter, ZIKRouteAction) -> Void) {
    let registry = ZIKRouteRegistry.current
    registry.locked { registry.serviceInterceptors.afterSuccess = interceptor }
  }

  /// Runs after each perform that ended with an error, after the performer error handler and the global handler.
  public static func interceptAfterEndPerformWithError(_ interceptor: @escaping @Sendable (ZIKAnyServiceRouter, any Error) -> Void) {
    let registry = ZIKRouteRegistry.current
    registry.locked { registry.serviceInterceptors.afterEndWithError = interceptor }
  }
}
