/// The state, error and keep-alive plumbing both root router classes share: beginning and ending with an error a
/// perform or a removal, reporting to the family's global error handler, and the removal configuration made on first
/// use.
///
/// One implementation, reached the way the perform pipeline is: ``ZIKAnyServiceRouter`` conforms as is and
/// ``ZIKAnyViewRouter`` on the main actor. Each class keeps its public entry points (`beginPerformRoute()`,
/// `endPerformRouteWithError(_:)`, …) as one-line calls into this code; a family supplies only what differs.
protocol RouterLifecycle: RoutePipeline {
  /// Keeps the router alive from a `begin…Route` call to the matching end.
  var _keepAlive: BaseRouter? { get set }
  /// The destination a `makeDestination` perform keeps strongly once it succeeds.
  var _capturedDestination: AnyObject? { get set }
  /// The removal configuration given at creation or made on first use.
  var _removeConfiguration: RemoveConfiguration? { get set }
  /// The removal configuration of a new router (the class's `defaultRemoveConfiguration()`, or a block route's).
  func _makeDefaultRemoveConfiguration() -> RemoveConfiguration
  /// The destination a failed perform reports to its handlers (a service's, made before it failed; none for a view).
  var _destinationOfFailedPerform: AnyObject? { get }
  /// Lets go of what the perform in flight holds strongly (a service's destination, a view's container).
  func _releasePerformInFlight()
  /// Runs the family's `afterEndWithError` interceptor.
  func _interceptAfterEndWithError(_ error: any Error)
  /// The family's global error handler in the registry the router was made in.
  var _globalErrorHandler: ((BaseRouter?, ZIKRouteAction, any Error) -> Void)? { get }
  /// How logs name the router.
  var description: String { get }
}

extension RouterLifecycle {
  /// The removal configuration, made with ``_makeDefaultRemoveConfiguration()`` the first time it is needed.
  var _removeConfigurationMadeIfNeeded: RemoveConfiguration {
    if let existing = _removeConfiguration { return existing }
    let made = _makeDefaultRemoveConfiguration()
    _removeConfiguration = made
    return made
  }

  /// Sends `error` to the family's global error handler of the router's registry (or logs it in debug builds when
  /// none is set).
  func _notifyGlobalError(action: ZIKRouteAction, error: any Error) {
    GlobalErrorReport.send(error, action: action, router: _baseRouter, to: _globalErrorHandler, describing: description)
  }

  /// Enters `.routing` and keeps the router alive until the perform ends.
  func _beginPerform() {
    _keepAlive = _baseRouter
    error = nil
    _setState(.routing)
  }

  /// Ends the perform in flight with `error`: back to the previous state, then the error handlers, the global one
  /// and the `afterEndWithError` interceptor.
  func _endPerform(withError error: any Error) {
    machine.callbacksRunning += 1
    defer { machine.callbacksRunning -= 1 }
    self.error = error
    _capturedDestination = nil
    if machine.state == .routing { _setState(machine.preState) }
    let action = _currentAction
    RouteCallbacks.performFailed(
      original_configuration, destination: _destinationOfFailedPerform, action: action, error: error)
    _notifyGlobalError(action: action, error: error)
    _interceptAfterEndWithError(error)
    _releasePerformInFlight()
    _keepAlive = nil
  }

  /// Enters `.removing` and keeps the router alive until the removal ends.
  func _beginRemove() {
    _keepAlive = _baseRouter
    _setState(.removing)
  }

  /// Ends the removal in flight with `error`: back to `.routed`, then the removal error handlers and the global one.
  func _endRemove(withError error: any Error) {
    machine.callbacksRunning += 1
    defer { machine.callbacksRunning -= 1 }
    self.error = error
    if machine.state == .removing { _setState(.routed) }
    RouteCallbacks.removeFailed(original_removeConfiguration, action: .removeRoute, error: error)
    _notifyGlobalError(action: .removeRoute, error: error)
    _keepAlive = nil
  }
}
