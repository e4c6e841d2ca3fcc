/// The `async` entry points of both families, on the shared pipeline: they run on the caller's actor (the main actor
/// for views) and report a failure as a ``RouteFailure``.
extension RoutePipeline {
  /// Applies `configure` to the removal configuration, removes the route and returns once the removal ended.
  ///
  /// A task cancelled before the call removes nothing and throws a failure whose `isCancellation` is true. Once
  /// started, a removal is not undone.
  func _removeRouteAsync(
    configuring configure: (RemoveConfiguration) -> Void, isolation: isolated (any Actor)? = #isolation
  ) async throws(RouteFailure) {
    guard !Task.isCancelled else {
      throw .cancelled(
        action: .removeRoute,
        "The task was cancelled before \(_routerName) started removing, so nothing was removed. Remove again from a task that is not cancelled."
      )
    }
    configure(original_removeConfiguration)
    let waiter = RouteOutcomeWaiter<Void>()
    _removeRoute(callSuccess: { waiter.finish(.success(())) }, callError: waiter.fail)
    try await waiter.outcome().typedGet()
  }

  /// Removes a route that ended after its awaiting task was cancelled. Returns whether it was removed; a route that
  /// cannot be removed, or whose removal fails, stays routed.
  func _removeAfterCancellation(isolation: isolated (any Actor)? = #isolation) async -> Bool {
    guard canRemoveRoute else { return false }
    let waiter = RouteOutcomeWaiter<Void>()
    _removeRoute(callSuccess: { waiter.finish(.success(())) }, callError: waiter.fail)
    if case .success = await waiter.outcome() { return true }
    return false
  }

  /// Waits for the perform this router started to end, and returns its destination.
  ///
  /// A route that ended inside the call is returned whatever happens to the task. A route that ends later after its
  /// task was cancelled is removed when it succeeded and can be removed, then the call throws the cancellation
  /// (`undone` says, after the name of the router type `name`, what the removal undid); a route that cannot be
  /// removed is returned.
  func _awaitPerformed<Destination>(
    _ waiter: RouteOutcomeWaiter<Destination>, name: String, undone: String,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(RouteFailure) -> Destination {
    let endedInsideCall = waiter.hasEnded
    let destination = try await waiter.outcome().typedGet()
    if !endedInsideCall, Task.isCancelled, await _removeAfterCancellation() {
      throw .cancelled(
        action: .performRoute,
        "The task was cancelled while \(name) was performing: \(undone). Perform again if it is still needed.")
    }
    return destination
  }
}

extension RouteFailure {
  /// Throws the failure of a perform whose task was cancelled before the router type `name` started anything.
  static func throwIfCancelled(beforePerforming name: String) throws(RouteFailure) {
    guard Task.isCancelled else { return }
    throw .cancelled(
      action: .performRoute,
      "The task was cancelled before \(name) started, so nothing was performed. Perform again from a task that is not cancelled."
    )
  }
}
