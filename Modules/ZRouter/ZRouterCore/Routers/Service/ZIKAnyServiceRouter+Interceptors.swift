/// Interceptors of every service router: native hook points of the perform pipeline (no swizzling).
///
/// Each slot holds one closure for the whole service family of the current registry; setting a slot again replaces
/// it (last set wins), and `nil` clears it. The closures are `@Sendable`: they are stored in the registry and run on
/// whichever thread performs.
/// ```swift
/// ZIKAnyServiceRouter.interceptAfterEndPerformWithError { router, error in
///   analytics.log("\(router) failed: \(error)")
/// }
/// ```
extension ZIKAnyServiceRouter {
  /// Runs before each perform starts (after the state checks, before `.routing`), with the router and its configuration.
  public static func interceptBeforePerformWithConfiguration(
    _ interceptor: (@Sendable (ZIKAnyServiceRouter, ZIKPerformRouteConfiguration) -> Void)?
  ) {
    ZIKRouteRegistry.current.setInterceptor(\.services, \.beforePerform, to: interceptor)
  }

  /// Runs after each started perform returns, whether it succeeded or failed.
  public static func interceptAfterPerformWithConfiguration(
    _ interceptor: (@Sendable (ZIKAnyServiceRouter, ZIKPerformRouteConfiguration) -> Void)?
  ) {
    ZIKRouteRegistry.current.setInterceptor(\.services, \.afterPerform, to: interceptor)
  }

  /// Runs after the success handlers of a perform (action `.performRoute`) or of a removal (action `.removeRoute`).
  public static func interceptAfterSuccessAction(
    _ interceptor: (@Sendable (ZIKAnyServiceRouter, ZIKRouteAction) -> Void)?
  ) {
    ZIKRouteRegistry.current.setInterceptor(\.services, \.afterSuccess, to: interceptor)
  }

  /// Runs after a started perform ended with an error, once the performer error handler and the global handler ran.
  public static func interceptAfterEndPerformWithError(
    _ interceptor: (@Sendable (ZIKAnyServiceRouter, any Error) -> Void)?
  ) {
    ZIKRouteRegistry.current.setInterceptor(\.services, \.afterEndWithError, to: interceptor)
  }
}
