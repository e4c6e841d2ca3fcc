import Foundation

/// The non-generic base of every service router: state machine, perform and removal pipeline, class hooks.
///
/// Subclass ``ZIKServiceRouter`` (generic over destination and configuration) rather than this class. Service
/// routers are nonisolated: a perform runs synchronously on the caller's thread, and a router instance must be used
/// by one thread at a time. The registry behind lookups is safe from any thread.
open class ZIKAnyServiceRouter: CustomStringConvertible {
  var machine = RouterStateMachine()
  /// The current state.
  public var state: ZIKRouterState { machine.state }
  /// The state before the last change.
  public var preState: ZIKRouterState { machine.preState }
  /// Changes the state, then reports the change to the perform configuration.
  final func _setState(_ newState: ZIKRouterState) {
    let change = machine.move(to: newState)
    original_configuration.reportStateChange(change)
  }
  /// The error of the last failed perform or removal.
  public internal(set) var error: (any Error)?
  /// The configuration of this router (the same live object as the typed `configuration`).
  public let original_configuration: ZIKPerformRouteConfiguration
  private var _removeConfiguration: ZIKRemoveRouteConfiguration?
  /// The removal configuration, made lazily from `defaultRemoveConfiguration()`.
  public var original_removeConfiguration: ZIKRemoveRouteConfiguration {
    if let existing = _removeConfiguration { return existing }
    let made = _makeDefaultRemoveConfiguration()
    _removeConfiguration = made
    return made
  }

  /// The registry this router was made in: a transition that completes later (deferred, or on another task)
  /// still reports to the handlers and interceptors of the registry it started in.
  let _registry = ZIKRouteRegistry.current
  /// The destination, held weakly: the caller owns it.
  weak var _destination: AnyObject?
  /// When set, a successful perform also keeps the destination strongly here (for `makeDestination`): it is set
  /// only when the perform ends with success, so a failed or unfinished perform captures nothing.
  var _capturesDestination = false
  var _capturedDestination: AnyObject?
  /// Keeps the router alive between `beginPerformRoute`/`beginRemoveRoute` and the matching end.
  private var _keepAlive: ZIKAnyServiceRouter?
  /// Keeps the destination alive while its perform is in flight: until the route ends nobody else owns it.
  var _routingDestination: AnyObject?
  /// The action reported on success of the perform in flight.
  var _currentAction: ZIKRouteAction = .performRoute
  /// The URL of a perform started by `performURL`, for the default URL rule.
  var _performingURL: URL?

  /// Creates a router with its configurations. Routers are usually created by lookups, not directly.
  public required init(
    configuration: ZIKPerformRouteConfiguration, removeConfiguration: ZIKRemoveRouteConfiguration? = nil
  ) {
    original_configuration = configuration
    _removeConfiguration = removeConfiguration
  }

  open var description: String { "\(type(of: self))(state: \(state))" }

  // MARK: Class hooks

  /// Registers the router's destination classes, keys and identifiers. Override it; call the `register…` statics.
  open class func registerRoutableDestination() {}
  /// Called on every registered router once registration finished: check dependencies here.
  open class func _didFinishRegistration() {}
  /// Whether `makeDestination` can return synchronously. Default `true`.
  open class func canMakeDestinationSynchronously() -> Bool { true }
  /// The removal configuration of new routers.
  open class func defaultRemoveConfiguration() -> ZIKRemoveRouteConfiguration { ZIKRemoveRouteConfiguration() }

  /// The default perform configuration, erased (``ZIKServiceRouter`` forwards to `defaultRouteConfiguration()`).
  class func _erasedDefaultRouteConfiguration() -> ZIKPerformRouteConfiguration { ZIKPerformRouteConfiguration() }

  // MARK: Erased instance hooks (forwarded to the typed hooks of ZIKServiceRouter or to a block route)

  func _makeDefaultRemoveConfiguration() -> ZIKRemoveRouteConfiguration { type(of: self).defaultRemoveConfiguration() }
  func _erasedDestination(with configuration: ZIKPerformRouteConfiguration) -> AnyObject? { nil }
  func _erasedPrepareDestination(_ destination: AnyObject, configuration: ZIKPerformRouteConfiguration) {}
  func _erasedDidFinishPrepareDestination(_ destination: AnyObject, configuration: ZIKPerformRouteConfiguration) {}
  func _erasedPerformRouteOnDestination(_ destination: AnyObject, configuration: ZIKPerformRouteConfiguration) {
    endPerformRouteWithSuccess()
  }
  func _erasedRemoveDestination(_ destination: AnyObject, removeConfiguration: ZIKRemoveRouteConfiguration) {
    endRemoveRouteWithSuccess()
  }
  /// The name used in messages.
  var _routerName: String { String(describing: type(of: self)) }

  // MARK: URL hooks

  /// With ``enableDefaultURLRouteRule()``: reads a URL's parameters (already in `configuration.userInfo`) just before
  /// the destination is made.
  open func processUserInfo(_ userInfo: [String: Any], fromURL url: URL) {}
  /// With ``enableDefaultURLRouteRule()``: runs the URL's `action` parameter after a successful perform.
  open func performAction(_ action: String, userInfo: [String: Any], fromURL url: URL) {}
  /// Block routes run their `beforePerformWithConfigurationFromURL` closure here.
  func _beforeURLPerform() {}
  /// Block routes run their `afterSuccessActionFromURL` closure here.
  func _afterURLSuccess(action: ZIKRouteAction) {}

  // MARK: Advanced instance hooks

  /// Whether the router must be removed before performing again. Services: `false`.
  open func shouldRemoveBeforePerform() -> Bool { false }
  /// Whether the route can be removed now. Services: `false` unless a subclass overrides this (and `removeDestination`).
  open func canRemove() -> Bool { false }

  /// Whether `performRoute` would start now: not while routing or removing.
  public var canPerform: Bool { state != .routing && state != .removing }

  // MARK: Perform

  /// Performs again (or for the first time) with the router's configuration.
  public func performRoute() {
    guard _acceptsPerform(action: .performRoute, callErrorHandler: nil) else { return }
    _performRoute(action: .performRoute)
  }

  /// Performs with performer handlers for this call only, chained after any already set.
  ///
  /// While the router is routing or removing, the call is refused: only `errorHandler` and the global handler run.
  public func performRoute(
    successHandler: ((Any) -> Void)? = nil, errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) {
    guard _acceptsPerform(action: .performRoute, callErrorHandler: errorHandler) else { return }
    if let successHandler { RouteCallbacks.chainPerformerSuccess(original_configuration, successHandler) }
    if let errorHandler { RouteCallbacks.chainPerformerError(original_configuration, errorHandler) }
    _performRoute(action: .performRoute)
  }

  /// Performs with a completion for this call only: `(success, destination, action, error)`.
  public func performRoute(completion: @escaping (Bool, Any?, ZIKRouteAction, (any Error)?) -> Void) {
    guard _acceptsPerform(action: .performRoute, callErrorHandler: { completion(false, nil, $0, $1) }) else { return }
    RouteCallbacks.chainPerformerSuccess(original_configuration) { completion(true, $0, .performRoute, nil) }
    RouteCallbacks.chainPerformerError(original_configuration) { completion(false, nil, $0, $1) }
    _performRoute(action: .performRoute)
  }

  /// Refuses a perform while routing (`overRoute`) or removing (`actionFailed`): the call's own error handler, then
  /// the global one. The configuration's performer handlers belong to the transition in flight, so they are neither
  /// called nor cleared. Returns whether the perform may start.
  func _acceptsPerform(action: ZIKRouteAction, callErrorHandler: ((ZIKRouteAction, any Error) -> Void)?) -> Bool {
    let code: ZIKRouteError.Code
    let message: String
    switch state {
    case .routing:
      code = .overRoute
      message = "\(_routerName) is already performing a route. Wait for it to end before performing again."
    case .removing:
      code = .actionFailed
      message = "\(_routerName) is removing its route. Wait for the removal to end before performing again."
    default:
      return true
    }
    let error = Self.routeError(withCode: code, localizedDescription: message)
    self.error = error
    callErrorHandler?(action, error)
    _notifyGlobalError(action: action, error: error)
    return false
  }

  /// The pipeline of API contract §2, steps 3–7, for services.
  func _performRoute(action: ZIKRouteAction) {
    let configuration = original_configuration
    guard _acceptsPerform(action: action, callErrorHandler: nil) else { return }
    switch state {
    case .routed where shouldRemoveBeforePerform() && _destination != nil:
      let error = Self.routeError(
        withCode: .actionFailed,
        localizedDescription:
          "\(_routerName) is already routed and must be removed before performing again. Call removeRoute() first.")
      self.error = error
      configuration.errorHandler?(action, error)
      configuration.completionHandler?(false, _destination, action, error)
      _notifyGlobalError(action: action, error: error)
      RouteCallbacks.performerOnlyFailed(configuration, action: action, error: error)
      return
    default:
      break
    }
    let routerClass = ObjectIdentifier(type(of: self))
    guard RecursionGuard.enter(routerClass) else {
      let error = Self.routeError(
        withCode: .infiniteRecursion,
        localizedDescription:
          "Routers of class \(_routerName) nested more than \(RecursionGuard.limit) deep: a circular dependency. Break the cycle, for example by injecting one side lazily after both are made."
      )
      self.error = error
      configuration.errorHandler?(action, error)
      configuration.completionHandler?(false, nil, action, error)
      _notifyGlobalError(action: action, error: error)
      RouteCallbacks.performerOnlyFailed(configuration, action: action, error: error)
      return
    }
    defer { RecursionGuard.leave() }

    let registry = _registry
    let interceptors = registry.serviceInterceptorsSnapshot
    interceptors.beforePerform?(self, configuration)
    _currentAction = action
    if let url = _performingURL {
      _beforeURLPerform()
      if registry.defaultURLRuleEnabled(views: false) { processUserInfo(configuration.userInfo, fromURL: url) }
    }
    beginPerformRoute()
    let made = RouteCallbacks.madeDestination(configuration) ?? _erasedDestination(with: configuration)
    guard let destination = made else {
      endPerformRouteWithError(
        Self.routeError(
          withCode: .destinationUnavailable,
          localizedDescription:
            "\(_routerName) returned no destination from destination(with:). Check the configuration you passed, or the router's factory."
        ))
      interceptors.afterPerform?(self, configuration)
      return
    }
    _runPreparation(on: destination, configuration: configuration)
    // `makeDestination` keeps its router only for this call: a weak reference would give the destination a side
    // table (a costly allocation) for nothing.
    if !_capturesDestination { _destination = destination }
    _routingDestination = destination
    _erasedPerformRouteOnDestination(destination, configuration: configuration)
    interceptors.afterPerform?(self, configuration)
  }

  /// Step 4: the caller's preparation, the router's hooks, then the makeable configuration's `didMakeDestination`.
  func _runPreparation(on destination: AnyObject, configuration: ZIKPerformRouteConfiguration) {
    RouteCallbacks.runCallerPreparation(configuration, destination: destination)
    _erasedPrepareDestination(destination, configuration: configuration)
    _erasedDidFinishPrepareDestination(destination, configuration: configuration)
    RouteCallbacks.finishMaking(configuration, destination: destination)
  }

  // MARK: State helpers for custom routes

  /// Enters `.routing` and keeps the router alive until the perform ends.
  public final func beginPerformRoute() {
    _keepAlive = self
    error = nil
    _setState(.routing)
  }

  /// Ends the perform in flight with success: `.routed`, then the success handlers in contract order.
  public final func endPerformRouteWithSuccess() {
    let configuration = original_configuration
    _setState(.routed)
    let action = _currentAction
    if let destination = _routingDestination ?? _destination {
      if _capturesDestination { _capturedDestination = destination }
      RouteCallbacks.performSucceeded(configuration, destination: destination, action: action)
    }
    _registry.serviceInterceptorsSnapshot.afterSuccess?(self, action)
    _routingDestination = nil
    if let url = _performingURL {
      let userInfo = configuration.userInfo
      if _registry.defaultURLRuleEnabled(views: false),
        let urlAction = userInfo[ZIKURLRouteKey.action] as? String
      {
        performAction(urlAction, userInfo: userInfo, fromURL: url)
      }
      _afterURLSuccess(action: action)
    }
    _keepAlive = nil
  }

  /// Ends the perform in flight with an error: back to the previous state, then the error handlers and the global one.
  public final func endPerformRouteWithError(_ error: any Error) {
    let configuration = original_configuration
    self.error = error
    _capturedDestination = nil
    if state == .routing { _setState(machine.preState) }
    RouteCallbacks.performFailed(configuration, destination: _routingDestination, action: _currentAction, error: error)
    _notifyGlobalError(action: _currentAction, error: error)
    _registry.serviceInterceptorsSnapshot.afterEndWithError?(self, error)
    _routingDestination = nil
    _keepAlive = nil
  }

  // MARK: Removal

  /// Whether the route can be removed now: routed, `canRemove()`, and the destination alive.
  ///
  /// Asking a router that supports removal while routed with the destination gone moves it to `.removed`; a router
  /// that implements no removal answers `false` and keeps its state.
  public var canRemoveRoute: Bool {
    guard state == .routed, canRemove() else { return false }
    if _destination == nil {
      _setState(.removed)
      return false
    }
    return true
  }

  /// Removes the route with performer handlers for this call only.
  ///
  /// While another removal is in flight the call is refused (`actionFailed`) without touching that removal's
  /// performer handlers: the provider handlers, this call's `errorHandler`, then the global handler run.
  public func removeRoute(
    successHandler: (() -> Void)? = nil, errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) {
    let removeConfiguration = original_removeConfiguration
    if state == .removing, let error = _removalPreconditionError() {
      self.error = error
      removeConfiguration.errorHandler?(.removeRoute, error)
      removeConfiguration.completionHandler?(false, .removeRoute, error)
      errorHandler?(.removeRoute, error)
      _notifyGlobalError(action: .removeRoute, error: error)
      return
    }
    if let successHandler {
      let existing = removeConfiguration.performerSuccessHandler
      removeConfiguration.performerSuccessHandler = {
        existing?()
        successHandler()
      }
    }
    if let errorHandler { RouteCallbacks.chainPerformerError(removeConfiguration, errorHandler) }
    _removeRoute()
  }

  /// The error of a removal whose preconditions fail now (not routed, destination gone, not removable), or `nil`.
  func _removalPreconditionError() -> (any Error)? {
    let reason: String
    if state != .routed {
      reason = "\(_routerName) cannot remove a route in state \(state): only a routed router can be removed."
    } else if !canRemove() {
      reason =
        "\(_routerName) does not support removal. Override canRemove() and removeDestination(_:removeConfiguration:) to support it."
    } else if _destination == nil {
      reason = "\(_routerName) cannot remove its route: the destination was already released."
    } else {
      return nil
    }
    return Self.routeError(withCode: .actionFailed, localizedDescription: reason)
  }

  /// The removal pipeline: preconditions, `.removing`, `prepareDestination`, the removal, `.removed`, handlers.
  func _removeRoute() {
    let removeConfiguration = original_removeConfiguration
    if let error = _removalPreconditionError() {
      self.error = error
      RouteCallbacks.removeFailed(removeConfiguration, action: .removeRoute, error: error)
      _notifyGlobalError(action: .removeRoute, error: error)
      return
    }
    guard let destination = _destination else { return }
    beginRemoveRoute()
    removeConfiguration.prepareDestination?(destination)
    _erasedRemoveDestination(destination, removeConfiguration: removeConfiguration)
  }

  /// Enters `.removing` and keeps the router alive until the removal ends.
  public final func beginRemoveRoute() {
    _keepAlive = self
    _setState(.removing)
  }

  /// Ends the removal in flight with success: `.removed`, then the removal success handlers.
  public final func endRemoveRouteWithSuccess() {
    _setState(.removed)
    _capturedDestination = nil
    RouteCallbacks.removeSucceeded(original_removeConfiguration)
    _registry.serviceInterceptorsSnapshot.afterSuccess?(self, .removeRoute)
    _keepAlive = nil
  }

  /// Ends the removal in flight with an error: back to `.routed`, then the removal error handlers and the global one.
  public final func endRemoveRouteWithError(_ error: any Error) {
    self.error = error
    if state == .removing { _setState(.routed) }
    RouteCallbacks.removeFailed(original_removeConfiguration, action: .removeRoute, error: error)
    _notifyGlobalError(action: .removeRoute, error: error)
    _keepAlive = nil
  }

  // MARK: Errors

  /// Makes a ``ZIKRouteError``.
  public class func routeError(withCode code: ZIKRouteError.Code, localizedDescription: String) -> any Error {
    ZIKRouteError(code, localizedDescription: localizedDescription)
  }

  /// The global error handler of every service router (one slot for the whole family, per registry).
  ///
  /// With no handler set, errors are printed in debug builds only.
  public static var globalErrorHandler: (@Sendable (ZIKAnyServiceRouter?, ZIKRouteAction, any Error) -> Void)? {
    get {
      let registry = ZIKRouteRegistry.current
      return registry.locked { registry.serviceGlobalErrorHandler }
    }
    set {
      let registry = ZIKRouteRegistry.current
      registry.locked { registry.serviceGlobalErrorHandler = newValue }
    }
  }

  /// Sends an error to the global error handler (or prints it in debug builds when none is set).
  public class func notifyGlobalError(with router: ZIKAnyServiceRouter?, action: ZIKRouteAction, error: any Error) {
    if let handler = globalErrorHandler {
      handler(router, action, error)
    } else {
      ZIKRouterLog.debug(
        "\(router.map { String(describing: $0) } ?? "ZIKAnyServiceRouter")'s action \(action) failed: \(error)")
    }
  }

  func _notifyGlobalError(action: ZIKRouteAction, error: any Error) {
    let registry = _registry
    if let handler = registry.locked({ registry.serviceGlobalErrorHandler }) {
      handler(self, action, error)
    } else {
      ZIKRouterLog.debug("\(self)'s action \(action) failed: \(error)")
    }
  }
}

extension RouteRegistry {
  /// The service interceptors, read once per perform.
  var serviceInterceptorsSnapshot: Interceptors<ZIKAnyServiceRouter> { locked { serviceInterceptors } }
}
