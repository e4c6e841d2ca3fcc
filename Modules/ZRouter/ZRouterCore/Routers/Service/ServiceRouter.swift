/// A typed handle on a performed service router: state, configurations, perform again, remove.
///
/// Holds the router strongly; the router holds its destination weakly (the caller owns the destination).
public final class ServiceRouter<Destination, ModuleConfig>: _TypedRouter {
  /// The untyped router.
  public let router: ZIKAnyServiceRouter

  init(router: ZIKAnyServiceRouter) {
    self.router = router
  }

  /// Removes the route after applying a typed builder to the removal configuration.
  public func removeRoute(configuring configBuilder: (RemoveRouteStrictConfig<Destination>) -> Void) {
    removeRoute(configuring: configBuilder, RemoveRouteStrictConfig(configuration: router.original_removeConfiguration))
  }
}
