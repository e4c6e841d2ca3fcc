extension ServiceRouterType {
  /// Performs and returns the router with its destination once the route ended; throws a ``RouteFailure``.
  ///
  /// ```swift
  /// let (router, engine) = try await Router.to(RoutableService.syncEngineInput)!.performAsync { config, _ in
  ///   config.prepareDestination = { $0.folder = folder }
  /// }
  /// ```
  /// A plain service route ends inside the call, so this returns without suspending. A custom route that ends later
  /// (its `performRouteOnDestination` calls `beginPerformRoute()` and, later, `endPerformRouteWithSuccess()` or
  /// `endPerformRouteWithError(_:)`, from any thread) resumes when it ends. Resumes exactly once, from the performer
  /// handlers, on the caller's actor (`isolation` defaults to `#isolation`), so builders and results need not be
  /// `Sendable`.
  ///
  /// Cancellation: a task cancelled before the call starts nothing and throws a failure whose `isCancellation` is
  /// true. A route that ends inside the call is returned whatever happens to the task. A route that ends later after
  /// its task was cancelled is removed when it succeeded and can be removed, then the call throws the cancellation;
  /// a route that cannot be removed is returned. So a cancellation failure always means nothing is left routed.
  ///
  /// - Throws: ``RouteFailure`` with the action and code the route's handlers received; `.route(.invalidProtocol)`
  ///   for an adapter (it cannot perform).
  public func performAsync(
    isolation: isolated (any Actor)? = #isolation,
    configuring configBuilder: (PerformRouteStrictConfig<Destination>, ModulePreparation) -> Void = { _, _ in }
  ) async throws(RouteFailure) -> (router: ServiceRouter<Destination, ModuleConfig>, destination: Destination) {
    try RouteFailure.throwIfCancelled(beforePerforming: routerType.name)
    let waiter = RouteOutcomeWaiter<Destination>()
    let performed = routerType.perform(configuring: { configuration in
      applyTypedBuilder(configBuilder, to: PerformRouteStrictConfig(configuration: configuration), of: configuration)
      RouteCallbacks.chainPerformerSuccess(configuration) { waiter.finish(asyncDestination($0)) }
      RouteCallbacks.chainPerformerError(configuration, waiter.fail)
    })
    guard let performed else {
      throw RouteFailure(
        ZIKRouteError(
          .invalidProtocol,
          localizedDescription: "\(routerType.name) cannot perform: it is an adapter. Look up the adapted key instead."),
        action: .performRoute)
    }
    let destination = try await performed._awaitPerformed(
      waiter, name: routerType.name, undone: "the route ended and was removed")
    return (ServiceRouter(router: performed), destination)
  }
}

extension ServiceRouter {
  /// Removes the route and returns once the removal ended; throws a ``RouteFailure`` (action `.removeRoute`).
  ///
  /// ```swift
  /// try await router.removeRouteAsync { config in config.prepareDestination = { $0.close() } }
  /// ```
  /// A refused removal (not routed, destination gone, or a router without removal) throws `.route(.actionFailed)`
  /// and leaves the router as it was. A removal that ends later (`beginRemoveRoute()` /
  /// `endRemoveRouteWithSuccess()`) resumes when it ends. Runs on the caller's actor.
  ///
  /// Cancellation: a task cancelled before the call removes nothing and throws a failure whose `isCancellation` is
  /// true. Once started, a removal is not undone: the call returns when it ended.
  public func removeRouteAsync(
    isolation: isolated (any Actor)? = #isolation,
    configuring configBuilder: (RemoveRouteStrictConfig<Destination>) -> Void = { _ in }
  ) async throws(RouteFailure) {
    try await router._removeRouteAsync(configuring: { configBuilder(RemoveRouteStrictConfig(configuration: $0)) })
  }
}

/// A performed destination as the key's type, or the failure a mismatch is.
func asyncDestination<Destination>(_ destination: Any) -> Result<Destination, RouteFailure> {
  if let typed = destination as? Destination { return .success(typed) }
  return .failure(
    RouteFailure(
      ZIKRouteError(
        .destinationUnavailable,
        localizedDescription:
          "The destination \(type(of: destination)) is not \(Destination.self). Register a router whose destination conforms to it."
      ),
      action: .performRoute))
}
