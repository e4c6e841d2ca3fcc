/// A typed handle on a performed service router: state, configurations, perform again, remove.
///
/// Holds the router strongly; the router holds its destination weakly (the caller owns the destination).
public final class ServiceRouter<Destination, ModuleConfig> {
  /// The untyped router.
  public let router: ZIKAnyServiceRouter

  init(router: ZIKAnyServiceRouter) {
    self.router = router
  }

  /// The router's state.
  public var state: ZIKRouterState { router.state }
  /// The perform configuration.
  public var configuration: PerformRouteConfig { router.original_configuration }
  /// The perform configuration as the module protocol.
  public var config: ModuleConfig { router.original_configuration as! ModuleConfig }
  /// The removal configuration.
  public var removeConfiguration: RemoveRouteConfig { router.original_removeConfiguration }
  /// The error of the last failure.
  public var error: (any Error)? { router.error }
  /// Whether `performRoute` would start now.
  public var canPerform: Bool { router.canPerform }
  /// Whether the router must be removed before performing again (services: `false`).
  public var shouldRemoveBeforePerform: Bool { router.shouldRemoveBeforePerform() }
  /// Whether the route can be removed now.
  public var canRemove: Bool { router.canRemoveRoute }

  /// Performs again with performer handlers for this call; a service makes a new destination each time.
  public func performRoute(
    successHandler: ((Destination) -> Void)? = nil, errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) {
    router.performRoute(
      successHandler: successHandler.map { typedCallback($0, role: "successHandler") }, errorHandler: errorHandler)
  }

  /// Performs again with a completion for this call.
  public func performRoute(completion: @escaping (Bool, Destination?, ZIKRouteAction, (any Error)?) -> Void) {
    router.performRoute { success, destination, action, error in
      completion(success, castOptionalDestination(destination), action, error)
    }
  }

  /// Removes the route with performer handlers for this call.
  public func removeRoute(
    successHandler: (() -> Void)? = nil, errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) {
    router.removeRoute(successHandler: successHandler, errorHandler: errorHandler)
  }

  /// Removes the route with a completion for this call: `(success, action, error)`.
  public func removeRoute(completion: @escaping (Bool, ZIKRouteAction, (any Error)?) -> Void) {
    router.removeRoute(
      successHandler: { completion(true, .removeRoute, nil) }, errorHandler: { completion(false, $0, $1) })
  }

  /// Removes the route after applying a typed builder to the removal configuration.
  public func removeRoute(configuring configBuilder: (RemoveRouteStrictConfig<Destination>) -> Void) {
    configBuilder(RemoveRouteStrictConfig(configuration: router.original_removeConfiguration))
    router._removeRoute()
  }
}
