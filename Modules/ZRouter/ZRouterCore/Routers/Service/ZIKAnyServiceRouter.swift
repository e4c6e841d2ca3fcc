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
  /// The error of the last failed perform or removal.
  public internal(set) var error: (any Error)?
  /// The configuration of this router (the same live object as the typed `configuration`).
  public let original_configuration: ZIKPerformRouteConfiguration
  var _removeConfiguration: ZIKRemoveRouteConfiguration?
  /// The removal configuration, made lazily from `defaultRemoveConfiguration()`.
  public var original_removeConfiguration: ZIKRemoveRouteConfiguration { _removeConfigurationMadeIfNeeded }

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
  var _keepAlive: ZIKAnyServiceRouter?
  /// Keeps the destination alive while its perform is in flight: until the route ends nobody else owns it.
  var _routingDestination: AnyObject?
  /// The action reported on success of the perform in flight.
  var _currentAction: ZIKRouteAction = .performRoute
  /// The URL of a perform started by `performURL`, for the default URL rule.
  var _performingURL: URL?
  /// The interceptors read at the start of the perform in flight.
  var _interceptors = Interceptors<ZIKAnyServiceRouter>()

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
  /// A block route's URL closures; a router class has none.
  var _urlHooks: ServiceURLRouteHooks? { nil }

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
    _performRoute(action: .performRoute)
  }

  /// Performs with performer handlers for this call only, chained after any already set.
  ///
  /// While the router is routing or removing, the call is refused: only `errorHandler` and the global handler run.
  public func performRoute(
    successHandler: ((Any) -> Void)? = nil, errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) {
    _performRoute(action: .performRoute, callSuccess: successHandler, callError: errorHandler)
  }

  /// Performs with a completion for this call only: `(success, destination, action, error)`.
  public func performRoute(completion: @escaping (Bool, Any?, ZIKRouteAction, (any Error)?) -> Void) {
    _performRoute(
      action: .performRoute, callSuccess: { completion(true, $0, .performRoute, nil) },
      callError: { completion(false, nil, $0, $1) })
  }

  /// The perform pipeline (see ``RoutePipeline``) with this call's performer handlers.
  func _performRoute(
    action: ZIKRouteAction, callSuccess: ((Any) -> Void)? = nil, callError: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) {
    _runPerformPipeline(action: action, given: nil, callSuccess: callSuccess, callError: callError)
  }

  // MARK: State helpers for custom routes

  /// Enters `.routing` and keeps the router alive until the perform ends.
  public final func beginPerformRoute() {
    _beginPerform()
  }

  /// Ends the perform in flight with success: `.routed`, then `successHandler`,
  /// `completionHandler` and the performer's success handler.
  public final func endPerformRouteWithSuccess() {
    machine.callbacksRunning += 1
    defer { machine.callbacksRunning -= 1 }
    let configuration = original_configuration
    _setState(.routed)
    let action = _currentAction
    if let destination = _routingDestination ?? _destination {
      if _capturesDestination { _capturedDestination = destination }
      RouteCallbacks.performSucceeded(configuration, destination: destination, action: action)
    }
    _registry.serviceInterceptorsSnapshot.afterSuccess?(self, action)
    _routingDestination = nil
    _runURLActionAfterSuccess(action: action)
    _keepAlive = nil
  }

  /// Ends the perform in flight with an error: back to the previous state, then the error handlers and the global one.
  public final func endPerformRouteWithError(_ error: any Error) {
    _endPerform(withError: error)
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
    _removeRoute(callSuccess: successHandler, callError: errorHandler)
  }

  /// Why this routed router cannot remove its route now (no removal implemented, destination gone), or `nil`.
  func _removalRefusalReason() -> String? {
    if !canRemove() {
      return
        "\(_routerName) does not support removal. Override canRemove() and removeDestination(_:removeConfiguration:) to support it."
    }
    return _destination == nil ? "\(_routerName) cannot remove its route: the destination was already released." : nil
  }

  func _beginRemoval() { beginRemoveRoute() }

  /// A service has no place for its destination to leave.
  func _destinationLeftOnItsOwn() -> Bool { false }

  /// Never called: see ``_destinationLeftOnItsOwn()``.
  func _endRemovalMadeElsewhere() {}

  /// A service host reports nothing late.
  func _reportRemovalsSeenLate() {}

  /// Enters `.removing` and keeps the router alive until the removal ends.
  public final func beginRemoveRoute() {
    _beginRemove()
  }

  /// Ends the removal in flight with success: `.removed`, then the removal success handlers.
  public final func endRemoveRouteWithSuccess() {
    machine.callbacksRunning += 1
    defer { machine.callbacksRunning -= 1 }
    _setState(.removed)
    _capturedDestination = nil
    RouteCallbacks.removeSucceeded(original_removeConfiguration)
    _registry.serviceInterceptorsSnapshot.afterSuccess?(self, .removeRoute)
    _keepAlive = nil
  }

  /// Ends the removal in flight with an error: back to `.routed`, then the removal error handlers and the global one.
  public final func endRemoveRouteWithError(_ error: any Error) {
    _endRemove(withError: error)
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
    get { GlobalErrorReport.handler(in: \.serviceGlobalErrorHandler) }
    set { GlobalErrorReport.setHandler(newValue, in: \.serviceGlobalErrorHandler) }
  }

  /// Sends an error to the global error handler (or prints it in debug builds when none is set).
  public class func notifyGlobalError(with router: ZIKAnyServiceRouter?, action: ZIKRouteAction, error: any Error) {
    GlobalErrorReport.send(
      error, action: action, router: router, to: globalErrorHandler,
      describing: router.map { String(describing: $0) } ?? "ZIKAnyServiceRouter")
  }
}

/// The steps of the shared perform pipeline and life cycle that are a service's own.
extension ZIKAnyServiceRouter: RouterLifecycle {
  var _destinationOfFailedPerform: AnyObject? { _routingDestination }

  func _releasePerformInFlight() {
    _routingDestination = nil
  }

  func _interceptAfterEndWithError(_ error: any Error) {
    _registry.serviceInterceptorsSnapshot.afterEndWithError?(self, error)
  }

  var _globalErrorHandler: ((ZIKAnyServiceRouter?, ZIKRouteAction, any Error) -> Void)? {
    let registry = _registry
    guard let handler = registry.locked({ registry.serviceGlobalErrorHandler }) else { return nil }
    return { router, action, error in handler(router, action, error) }
  }

  var _defaultURLRuleEnabled: Bool { _registry.defaultURLRuleEnabled(views: false) }
  var _baseRouter: ZIKAnyServiceRouter { self }

  func _interceptBeforePerform(_ configuration: ZIKPerformRouteConfiguration) {
    _interceptors = _registry.serviceInterceptorsSnapshot
    _interceptors.beforePerform?(self, configuration)
  }

  func _interceptAfterPerform(_ configuration: ZIKPerformRouteConfiguration) {
    _interceptors.afterPerform?(self, configuration)
  }

  /// A service has no source to check.
  func _failsBeforeStarting(_ configuration: ZIKPerformRouteConfiguration, action: ZIKRouteAction) -> Bool { false }

  /// A service routes to any destination it made.
  func _errorAfterMaking(_ destination: AnyObject, configuration: ZIKPerformRouteConfiguration) -> (any Error)? { nil }

  /// Keeps the destination strongly until the perform ends; `makeDestination` keeps its router only for this call,
  /// so it skips the weak reference (which would give the destination a costly side table for nothing).
  func _holdDestination(_ destination: AnyObject) {
    if !_capturesDestination { _destination = destination }
    _routingDestination = destination
  }
}

extension RouteRegistry {
  /// The service interceptors, read once per perform.
  var serviceInterceptorsSnapshot: Interceptors<ZIKAnyServiceRouter> { locked { serviceInterceptors } }
}
