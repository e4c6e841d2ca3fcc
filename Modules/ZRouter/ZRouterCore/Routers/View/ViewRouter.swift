/// A typed handle on a performed view router: state, configurations, perform again, remove (its members are
/// used on the main actor).
///
/// Holds the router strongly; the router holds its destination weakly (the hierarchy or the caller owns it).
@MainActor
public final class ViewRouter<Destination, ModuleConfig>: @MainActor _TypedRouter {
  /// The untyped router.
  public let router: ZIKAnyViewRouter

  init(router: ZIKAnyViewRouter) {
    self.router = router
  }

  /// Removes the route after applying a typed builder to the removal configuration.
  public func removeRoute(configuring configBuilder: (ViewRemoveStrictConfig<Destination>) -> Void) {
    removeRoute(configuring: configBuilder, ViewRemoveStrictConfig(configuration: router.original_removeConfiguration))
  }
}
