/// Interceptors of the view family: native hook points around every view perform, one slot each, last set wins.
///
/// ```swift
/// ZIKAnyViewRouter.interceptAfterEndPerformWithError { router, error in
///   analytics.record("route failed", router, error)
/// }
/// ```
/// The slots belong to the current registry (an isolated registry in tests) and are read once at the start of each
/// perform. They run on the main actor, with the router that performs.
extension ZIKAnyViewRouter {
  /// Runs `interceptor` at the start of every perform, before the router's state changes.
  /// - Parameter interceptor: Receives the router and its configuration; `nil` clears the slot.
  public static func interceptBeforePerformWithConfiguration(
    _ interceptor: (@MainActor (ZIKAnyViewRouter, ZIKPerformRouteConfiguration) -> Void)?
  ) {
    ZIKRouteRegistry.current.setInterceptor(\.views, \.beforePerform, to: interceptor)
  }

  /// Runs `interceptor` when a perform call returns (a transition may still be running in deferred hosts).
  /// - Parameter interceptor: Receives the router and its configuration; `nil` clears the slot.
  public static func interceptAfterPerformWithConfiguration(
    _ interceptor: (@MainActor (ZIKAnyViewRouter, ZIKPerformRouteConfiguration) -> Void)?
  ) {
    ZIKRouteRegistry.current.setInterceptor(\.views, \.afterPerform, to: interceptor)
  }

  /// Runs `interceptor` after every successful perform, after the performer success handler.
  /// - Parameter interceptor: Receives the router and the action that succeeded; `nil` clears the slot.
  public static func interceptAfterSuccessAction(
    _ interceptor: (@MainActor (ZIKAnyViewRouter, ZIKRouteAction) -> Void)?
  ) {
    ZIKRouteRegistry.current.setInterceptor(\.views, \.afterSuccess, to: interceptor)
  }

  /// Runs `interceptor` after every perform that ended with an error, after the performer error handler and the
  /// global error handler.
  /// - Parameter interceptor: Receives the router and the error; `nil` clears the slot.
  public static func interceptAfterEndPerformWithError(
    _ interceptor: (@MainActor (ZIKAnyViewRouter, any Error) -> Void)?
  ) {
    ZIKRouteRegistry.current.setInterceptor(\.views, \.afterEndWithError, to: interceptor)
  }
}
