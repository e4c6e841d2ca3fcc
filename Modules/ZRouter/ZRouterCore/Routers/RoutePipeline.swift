import Foundation

/// The perform pipeline both router families share: one implementation, run on the caller's thread for services and
/// on the main actor for views.
///
/// ``ZIKAnyServiceRouter`` conforms as is; ``ZIKAnyViewRouter`` conforms on the main actor, so the shared code runs
/// there for views. A family supplies only what really differs: where its interceptors live, the checks a display
/// route adds before and after making the destination, and how it holds the destination.
///
/// A perform goes through these steps:
/// 1. a call made while a perform or removal is in flight is refused (``_acceptsPerform(action:callError:)``);
/// 2. the call's own handlers join the configuration's performer handlers;
/// 3. a routed router that must be removed first, or routers of one class nesting too deep, fail the perform;
/// 4. the interceptors and the URL hooks run, the router enters `.routing`, and the destination is made;
/// 5. the caller's preparation and the router's hooks prepare it;
/// 6. the family performs the route on it, and ends it with success or an error.
protocol RoutePipeline: AnyObject {
  /// The family's perform configuration.
  associatedtype Configuration: ZIKPerformRouteConfiguration
  /// The family's removal configuration.
  associatedtype RemoveConfiguration: ZIKRemoveRouteConfiguration
  /// The family's base router class.
  associatedtype BaseRouter: AnyObject

  var machine: RouterStateMachine { get set }
  var error: (any Error)? { get set }
  var original_configuration: Configuration { get }
  var original_removeConfiguration: RemoveConfiguration { get }
  /// The registry the router was made in.
  var _registry: RouteRegistry { get }
  var _destination: AnyObject? { get set }
  var _currentAction: ZIKRouteAction { get set }
  var _performingURL: URL? { get }
  /// The name used in messages.
  var _routerName: String { get }
  /// Whether the registry the router was made in turned on the default URL rule for this family.
  var _defaultURLRuleEnabled: Bool { get }

  func shouldRemoveBeforePerform() -> Bool
  func canRemove() -> Bool
  func processUserInfo(_ userInfo: [String: Any], fromURL url: URL)
  func performAction(_ action: String, userInfo: [String: Any], fromURL url: URL)
  /// The URL closures of a block route, or `nil` for a router class (whose `processUserInfo(_:fromURL:)` and
  /// `performAction(_:userInfo:fromURL:)` overrides serve instead).
  var _urlHooks: URLRouteHooks<BaseRouter, Configuration>? { get }
  /// This router as the family's base class, as a block route's URL closures receive it.
  var _baseRouter: BaseRouter { get }

  func _erasedDestination(with configuration: Configuration) -> AnyObject?
  /// Runs the router's `prepareDestination` then `didFinishPrepareDestination` hooks.
  func _erasedPrepareDestination(_ destination: AnyObject, configuration: Configuration)
  func _erasedPerformRouteOnDestination(_ destination: AnyObject, configuration: Configuration)

  func beginPerformRoute()
  func endPerformRouteWithError(_ error: any Error)
  var canRemoveRoute: Bool { get }
  func _erasedRemoveDestination(_ destination: AnyObject, removeConfiguration: RemoveConfiguration)

  /// Reads the family's interceptors for the perform starting now and runs `beforePerform`.
  func _interceptBeforePerform(_ configuration: Configuration)
  /// Runs the `afterPerform` interceptor read by ``_interceptBeforePerform(_:)``.
  func _interceptAfterPerform(_ configuration: Configuration)
  /// Fails the perform before it starts when the family finds a reason to (a display route with no usable
  /// source); returns whether it did.
  func _failsBeforeStarting(_ configuration: Configuration, action: ZIKRouteAction) -> Bool
  /// Why the family cannot route to a made destination (a display route the host refuses), or `nil`.
  func _errorAfterMaking(_ destination: AnyObject, configuration: Configuration) -> (any Error)?
  /// Holds the made destination until the route ends: weakly as the router's destination, strongly for the perform
  /// in flight or for `makeDestination`.
  func _holdDestination(_ destination: AnyObject)
  /// Reports an error to the family's global error handler.
  func _notifyGlobalError(action: ZIKRouteAction, error: any Error)
  /// Why a routed router cannot remove its route now (destination gone, nothing the family can undo), or `nil`.
  func _removalRefusalReason() -> String?
  /// Enters `.removing` and keeps the router alive until the removal ends.
  func _beginRemoval()
  /// Whether the routed destination already left its place on its own (the app or the user took it away) before
  /// the family noticed, so a removal has nothing left to undo.
  func _destinationLeftOnItsOwn() -> Bool
  /// Ends the route the way a removal made outside the router ends it (`.removing`, hooks, `.removed`, handlers).
  func _endRemovalMadeElsewhere()
  /// Has the family's host report now the removals it would otherwise report only later (views: UIKit and AppKit
  /// removals no window change showed yet), so that every router's state is right before an action starts.
  func _reportRemovalsSeenLate()
}

extension RoutePipeline {
  /// Changes the state, then reports the change to the perform configuration.
  func _setState(_ newState: ZIKRouterState) {
    let change = machine.move(to: newState)
    original_configuration.reportStateChange(change)
  }

  /// Makes a ``ZIKRouteError``.
  func _routeError(_ code: ZIKRouteError.Code, _ message: String) -> any Error {
    ZIKRouteError(code, localizedDescription: message)
  }

  /// Performs with `given` as the destination, or one the router makes; `callSuccess`/`callError` are this call's
  /// performer handlers.
  ///
  /// The call's handlers join the configuration's performer handlers only once the call is accepted: a call refused
  /// because a perform or removal is in flight reports to them alone, leaving the handlers of the transition in
  /// flight untouched.
  func _runPerformPipeline(
    action: ZIKRouteAction, given: AnyObject?, callSuccess: ((Any) -> Void)?,
    callError: ((ZIKRouteAction, any Error) -> Void)?
  ) {
    // A destination that already left ends its route first, so the router performs again.
    _endRoutesThatLeftUnreported()
    guard _acceptsPerform(action: action, callError: callError) else { return }
    let configuration = original_configuration
    if let callSuccess { RouteCallbacks.chainPerformerSuccess(configuration, callSuccess) }
    if let callError { RouteCallbacks.chainPerformerError(configuration, callError) }
    if machine.state == .routed, _destination != nil, shouldRemoveBeforePerform() {
      _failBeforeRouting(
        _routeError(
          .actionFailed,
          "\(_routerName) is already routed to its destination. Call removeRoute() before performing again."),
        action: action, destination: _destination)
      return
    }
    guard RecursionGuard.enter(ObjectIdentifier(type(of: self))) else {
      _failBeforeRouting(
        _routeError(
          .infiniteRecursion,
          "Routers of class \(_routerName) nested more than \(RecursionGuard.limit) deep: a circular dependency. Break the cycle, for example by injecting one side lazily after both are made."
        ),
        action: action, destination: nil)
      return
    }
    defer { RecursionGuard.leave() }

    _interceptBeforePerform(configuration)
    defer { _interceptAfterPerform(configuration) }
    _currentAction = action
    if _failsBeforeStarting(configuration, action: action) { return }
    if let url = _performingURL {
      let urlHooks = _urlHooks
      urlHooks?.beforePerform?(configuration, _baseRouter)
      if _defaultURLRuleEnabled {
        processUserInfo(configuration.userInfo, fromURL: url)
        urlHooks?.processUserInfo?(configuration.userInfo, url, configuration, _baseRouter)
      }
    }
    beginPerformRoute()
    guard
      let destination = given ?? RouteCallbacks.madeDestination(configuration)
        ?? _erasedDestination(with: configuration)
    else {
      endPerformRouteWithError(
        _routeError(
          .destinationUnavailable,
          "\(_routerName) returned no destination from destination(with:). Check the configuration you passed, or the router's factory."
        ))
      return
    }
    if let error = _errorAfterMaking(destination, configuration: configuration) {
      endPerformRouteWithError(error)
      return
    }
    _runPreparation(on: destination, configuration: configuration)
    _holdDestination(destination)
    _erasedPerformRouteOnDestination(destination, configuration: configuration)
  }

  /// Refuses a perform while routing (`overRoute`) or removing (`actionFailed`): the call's own error handler, then
  /// the global one. The configuration's performer handlers belong to the transition in flight, so they are neither
  /// called nor cleared. Returns whether the perform may start.
  func _acceptsPerform(action: ZIKRouteAction, callError: ((ZIKRouteAction, any Error) -> Void)?) -> Bool {
    guard _acceptsAction(action, callError: callError) else { return false }
    let error: any Error
    switch machine.state {
    case .routing:
      error = _routeError(
        .overRoute, "\(_routerName) is already performing a route. Wait for it to end before performing again.")
    case .removing:
      error = _routeError(
        .actionFailed, "\(_routerName) is removing its route. Wait for the removal to end before performing again.")
    default:
      return true
    }
    self.error = error
    callError?(action, error)
    _notifyGlobalError(action: action, error: error)
    return false
  }

  /// Refuses an action asked for by a handler, hook or state notifier of this router's own action while that action
  /// still runs them (`overRoute`): it would run inside the other action, whose remaining handlers would then report
  /// a state that is no longer theirs. The call's own error handler, then the global one. Returns whether the action
  /// may start.
  func _acceptsAction(_ action: ZIKRouteAction, callError: ((ZIKRouteAction, any Error) -> Void)?) -> Bool {
    guard machine.callbacksRunning > 0 else { return true }
    let error = _routeError(
      .overRoute,
      "\(_routerName) is still running the handlers of its last route action, which asked it to \(action == .removeRoute ? "remove its route" : "perform") again. Do it once they returned, for example on the next main-actor turn (Task { @MainActor in … })."
    )
    self.error = error
    callError?(action, error)
    _notifyGlobalError(action: action, error: error)
    return false
  }

  /// A perform refused before the router changed state: the provider's handlers, the global handler, then the
  /// performer's.
  private func _failBeforeRouting(_ error: any Error, action: ZIKRouteAction, destination: AnyObject?) {
    let configuration = original_configuration
    self.error = error
    configuration.errorHandler?(action, error)
    configuration.completionHandler?(false, destination, action, error)
    _notifyGlobalError(action: action, error: error)
    RouteCallbacks.performerOnlyFailed(configuration, action: action, error: error)
  }

  /// Prepares a destination: the caller's preparation, the router's hooks, then the makeable configuration's
  /// `didMakeDestination`.
  func _runPreparation(on destination: AnyObject, configuration: Configuration) {
    RouteCallbacks.runCallerPreparation(configuration, destination: destination)
    _erasedPrepareDestination(destination, configuration: configuration)
    RouteCallbacks.finishMaking(configuration, destination: destination)
  }

  /// After a successful perform started by a URL: the router's `performAction` (and a block route's closure) for the
  /// URL's `action` parameter (with the default URL rule on), then the block route's `afterSuccessAction` closure.
  func _runURLActionAfterSuccess(action: ZIKRouteAction) {
    guard let url = _performingURL else { return }
    let configuration = original_configuration
    let userInfo = configuration.userInfo
    let urlHooks = _urlHooks
    if _defaultURLRuleEnabled, let urlAction = userInfo[ZIKURLRouteKey.action] as? String {
      performAction(urlAction, userInfo: userInfo, fromURL: url)
      urlHooks?.performAction?(urlAction, userInfo, url, configuration, _baseRouter)
    }
    urlHooks?.afterSuccessAction?(action, configuration, _baseRouter)
  }

  // MARK: Removal

  /// The error of a removal whose preconditions fail now (not routed, or the family's reason), or `nil`.
  func _removalRefusal() -> (any Error)? {
    let reason =
      machine.state == .routed
      ? _removalRefusalReason()
      : "\(_routerName) cannot remove a route in state \(machine.state): only a routed router can be removed."
    return reason.map { _routeError(.actionFailed, $0) }
  }

  /// Before an action: has the host report the removals it has not reported yet, then ends this route if its
  /// destination left on its own.
  func _endRoutesThatLeftUnreported() {
    _reportRemovalsSeenLate()
    if machine.state == .routed, _destinationLeftOnItsOwn() { _endRemovalMadeElsewhere() }
  }

  /// The removal pipeline: preconditions, `.removing`, the removal configuration's `prepareDestination`, then the
  /// family's removal, which ends with `.removed` or back in `.routed`.
  ///
  /// `callSuccess`/`callError` are this call's performer handlers. A call refused while a removal is in flight
  /// reports to them alone, leaving the performer handlers of the removal in flight untouched.
  func _removeRoute(callSuccess: (() -> Void)? = nil, callError: ((ZIKRouteAction, any Error) -> Void)? = nil) {
    var callSuccess = callSuccess
    var callError = callError
    if machine.state == .routed {
      guard _acceptsAction(.removeRoute, callError: callError) else { return }
      // The host may not have reported yet a removal that already happened (UIKit and AppKit announce some with no
      // event): the route ends now, as that report would end it, and that ending is this call's result, its handlers
      // included, reported once. A released destination ends the route with no handlers: the call then fails, once.
      let endsWithHandlers = _destination != nil
      if endsWithHandlers {
        _chainRemovalPerformerHandlers(callSuccess, callError)
        (callSuccess, callError) = (nil, nil)
      }
      let changesBefore = machine.changeCount
      _endRoutesThatLeftUnreported()
      // Compared by count, not by state: a handler of that ending may have performed again already.
      if machine.changeCount != changesBefore {
        if !endsWithHandlers {
          _failRemoval(
            _routeError(
              .actionFailed, "\(_routerName) cannot remove its route: the destination was already released."),
            callSuccess: callSuccess, callError: callError)
        }
        return
      }
    }
    if let error = _removalRefusal() {
      if machine.state == .removing {
        _refuseRemovalInFlight(error, callError: callError)
      } else {
        _failRemoval(error, callSuccess: callSuccess, callError: callError)
      }
      return
    }
    guard let destination = _destination else { return }
    _chainRemovalPerformerHandlers(callSuccess, callError)
    let removeConfiguration = original_removeConfiguration
    _beginRemoval()
    removeConfiguration.prepareDestination?(destination)
    _erasedRemoveDestination(destination, removeConfiguration: removeConfiguration)
  }

  /// Adds this call's removal handlers after the removal configuration's performer handlers.
  func _chainRemovalPerformerHandlers(
    _ callSuccess: (() -> Void)?, _ callError: ((ZIKRouteAction, any Error) -> Void)?
  ) {
    let removeConfiguration = original_removeConfiguration
    if let callSuccess {
      let existing = removeConfiguration.performerSuccessHandler
      removeConfiguration.performerSuccessHandler = {
        existing?()
        callSuccess()
      }
    }
    if let callError { RouteCallbacks.chainPerformerError(removeConfiguration, callError) }
  }

  /// Refuses a removal because another one is in flight: the provider's removal handlers, this call's error handler,
  /// then the global one. The performer handlers of the removal in flight are left alone.
  func _refuseRemovalInFlight(_ error: any Error, callError: ((ZIKRouteAction, any Error) -> Void)?) {
    let removeConfiguration = original_removeConfiguration
    self.error = error
    removeConfiguration.errorHandler?(.removeRoute, error)
    removeConfiguration.completionHandler?(false, .removeRoute, error)
    callError?(.removeRoute, error)
    _notifyGlobalError(action: .removeRoute, error: error)
  }

  /// Fails a removal whose preconditions do not hold, with this call's handlers chained first.
  func _failRemoval(
    _ error: any Error, callSuccess: (() -> Void)?, callError: ((ZIKRouteAction, any Error) -> Void)?
  ) {
    self.error = error
    _chainRemovalPerformerHandlers(callSuccess, callError)
    RouteCallbacks.removeFailed(original_removeConfiguration, action: .removeRoute, error: error)
    _notifyGlobalError(action: .removeRoute, error: error)
  }
}
