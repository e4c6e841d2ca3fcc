extension ViewRouterType {
  /// Performs along `path` and returns the router with its destination once the transition completed; throws a
  /// ``RouteFailure``.
  ///
  /// ```swift
  /// let (router, editor) = try await Router.to(RoutableView.editorViewInput)!.performAsync(path: .push(from: self))
  /// ```
  /// Resumes exactly once, from the performer handlers: at once for `makeDestination` and `addAsSubview`, after the
  /// host's completion for push, present and the other display routes.
  ///
  /// Cancellation: a task cancelled before the call starts nothing and throws a failure whose `isCancellation` is
  /// true. A transition that completed inside the call is returned whatever happens to the task. A transition that
  /// completes later after its task was cancelled is removed (popped, dismissed, …) when it succeeded and can be
  /// removed, and the call throws the cancellation once the removal completed; a route that cannot be removed is
  /// returned. So a cancellation failure always means nothing is left on screen.
  ///
  /// - Throws: ``RouteFailure`` with the action and code the route's handlers received (action `.init` when the
  ///   configuration was rejected before any router existed).
  public func performAsync(
    path: ViewRoutePath,
    configuring configBuilder: (ViewRouteStrictConfig<Destination>, ModulePreparation) -> Void = { _, _ in }
  ) async throws(RouteFailure) -> (router: ViewRouter<Destination, ModuleConfig>, destination: Destination) {
    try RouteFailure.throwIfCancelled(beforePerforming: routerType.name)
    let waiter = RouteOutcomeWaiter<Destination>()
    let performed = routerType.perform(
      path: path,
      configuring: { configuration in
        configure(configuration, with: configBuilder)
        RouteCallbacks.chainPerformerSuccess(configuration) { waiter.finish(asyncDestination($0)) }
        RouteCallbacks.chainPerformerError(configuration, waiter.fail)
      })
    guard let performed else {
      // The configuration was rejected before any router existed: the handlers already reported why (action `.init`).
      let rejected = RouteFailure(
        ZIKRouteError(
          .invalidConfiguration, localizedDescription: "\(routerType.name) rejected the route's configuration."),
        action: .`init`)
      throw waiter.failure ?? rejected
    }
    let destination = try await performed._awaitPerformed(
      waiter, name: routerType.name, undone: "the transition completed and was undone")
    return (ViewRouter(router: performed), destination)
  }
}

extension ViewRouter {
  /// Removes the route and returns once the transition completed; throws a ``RouteFailure`` (action
  /// `.removeRoute`).
  ///
  /// A refused removal (not routed, destination gone, nothing to undo) throws `.route(.actionFailed)` and leaves the
  /// router as it was.
  ///
  /// Cancellation: a task cancelled before the call removes nothing and throws a failure whose `isCancellation` is
  /// true. Once started, a removal is not undone: the call returns when the transition completed.
  public func removeRouteAsync(configuring configBuilder: (ViewRemoveStrictConfig<Destination>) -> Void = { _ in })
    async throws(RouteFailure)
  {
    try await router._removeRouteAsync(configuring: { configBuilder(ViewRemoveStrictConfig(configuration: $0)) })
  }
}
