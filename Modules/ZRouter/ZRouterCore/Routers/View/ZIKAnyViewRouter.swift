import Foundation

/// The non-generic base of every view router: state machine, perform pipeline, class hooks and AOP.
///
/// Subclass ``ZIKViewRouter`` (generic over destination and configuration) rather than this class. View routing is
/// `@MainActor`: every hook you override runs on the main actor, and a view call from a background context does not
/// compile. A router holds its destination weakly; the caller (or the view hierarchy) owns it.
@MainActor
open class ZIKAnyViewRouter {
  var machine = RouterStateMachine()
  /// The current state.
  ///
  /// Reading it changes nothing and runs no code of the app. The state changes only through a route action
  /// (`performRoute`, `removeRoute`) or a platform event the host reports (a back swipe, an interactive dismissal, a
  /// parent dropping the destination), within one main-actor turn of the event. The few removals UIKit and AppKit
  /// never report (see ``reportRemovalsMadeElsewhere()``) are noticed at the router's next action, or when the app
  /// calls ``reportRemovalsMadeElsewhere()``.
  public var state: ZIKRouterState { machine.state }
  /// The state before the last change.
  public var preState: ZIKRouterState { machine.preState }
  /// The error of the last failed perform or removal.
  public internal(set) var error: (any Error)?
  /// The configuration of this router (the same live object as the typed `configuration`).
  public let original_configuration: ZIKViewRouteConfiguration
  var _removeConfiguration: ZIKViewRemoveConfiguration?
  /// The removal configuration, made lazily from `defaultRemoveConfiguration()`.
  public var original_removeConfiguration: ZIKViewRemoveConfiguration { _removeConfigurationMadeIfNeeded }
  /// Sets the removal configuration built by the router type before this router existed.
  var _adoptedRemoveConfiguration: ZIKViewRemoveConfiguration? {
    get { _removeConfiguration }
    set { _removeConfiguration = newValue }
  }
  /// The transition really performed (`show` resolves to push or present); `.unknown` for `makeDestination`.
  public internal(set) var realRouteType: ZIKViewRouteRealType = .unknown

  /// The registry this router was made in: a transition that completes later (deferred, or on another task)
  /// still reports to the handlers and interceptors of the registry it started in.
  let _registry = ZIKRouteRegistry.current
  /// The destination, held weakly.
  weak var _destination: AnyObject?
  /// The container the destination was wrapped in, if any (removal acts on it).
  weak var _container: (any ZIKViewControllerHost)?
  /// Keeps the container made by `containerWrapper` alive until the perform ends: until the host operation adopts
  /// it, nothing else may hold it.
  var _containerInFlight: (any ZIKViewControllerHost)?
  /// The source of the last display route, held weakly (a push is removed by popping back to it).
  weak var _performedSource: (any ZIKViewRouteSource)?
  /// When set, a successful perform also keeps the destination strongly here (for `makeDestination`).
  var _capturesDestination = false
  var _capturedDestination: AnyObject?
  /// Keeps the router alive between `beginPerformRoute`/`beginRemoveRoute` and the matching end.
  var _keepAlive: ZIKAnyViewRouter?
  /// The action reported on success of the perform in flight.
  var _currentAction: ZIKRouteAction = .performRoute
  /// Whether the perform or removal in flight sends AOP callbacks.
  var _sendsAOP = false
  /// Set while the route is a detail route: a `showDetail` that a split showed as its detail.
  var _detailPlacement: DetailPlacement?
  /// Numbers the watches for removals the platform makes (see `_observeRemoval(of:)`); only the latest one counts.
  var _removalWatch = 0
  /// The interceptors read at the start of the perform in flight.
  var _interceptors = ViewInterceptors()
  /// The URL of a perform started by `performURL`, for the default URL rule.
  var _performingURL: URL?
  /// The router type that made the router, so the screens it shows can be named (see `ShownScreens`).
  var _madeByType: ZIKAnyViewRouterType?

  /// Creates a router with its configurations. Routers are usually created by lookups, not directly.
  public required init(configuration: ZIKViewRouteConfiguration, removeConfiguration: ZIKViewRemoveConfiguration? = nil)
  {
    original_configuration = configuration
    _removeConfiguration = removeConfiguration
  }

  /// A short description for logs. It shows the state as it stands, without ending a route (see ``state``).
  open var description: String {
    "\(type(of: self))(state: \(machine.state), routeType: \(original_configuration.routeType))"
  }

  // MARK: Class hooks

  /// Registers the router's destination classes, keys and identifiers. Override it; call the `register…` statics.
  open class func registerRoutableDestination() {}
  /// Called on every registered router once registration finished: check dependencies here.
  open class func _didFinishRegistration() {}
  /// Whether `makeDestination` can return synchronously. Default `true`.
  open class func canMakeDestinationSynchronously() -> Bool { true }
  /// The removal configuration of new routers.
  open class func defaultRemoveConfiguration() -> ZIKViewRemoveConfiguration { ZIKViewRemoveConfiguration() }
  /// The route types this router supports. Default `.viewControllerDefault`; view (not controller) routers return
  /// `.viewDefault`.
  open class func supportedRouteTypes() -> ZIKViewRouteTypeMask { .viewControllerDefault }
  /// Whether `routeType` is in ``supportedRouteTypes()``.
  public static func supportRouteType(_ routeType: ZIKViewRouteType) -> Bool {
    supportedRouteTypes().contains(ZIKViewRouteTypeMask(routeType))
  }
  /// Validates a custom route's configurations before the router is made. Default `true`.
  open class func validateCustomRouteConfiguration(
    _ configuration: ZIKViewRouteConfiguration, removeConfiguration: ZIKViewRemoveConfiguration
  ) -> Bool { true }
  /// Whether a router may be created for a destination made elsewhere. Routers are never created that way here.
  @available(*, deprecated, message: "Has no effect: routers are never created for destinations made elsewhere.")
  open class func shouldAutoCreateForDestination(_ destination: AnyObject, fromSource source: Any?) -> Bool { true }

  /// The default perform configuration, erased (``ZIKViewRouter`` forwards to `defaultRouteConfiguration()`).
  class func _erasedDefaultRouteConfiguration() -> ZIKViewRouteConfiguration { ZIKViewRouteConfiguration() }

  // MARK: Erased AOP (ZIKViewRouter forwards to its typed class hooks)

  class func _aop(_ moment: AOPMoment, _ router: ZIKAnyViewRouter?, destination: AnyObject, source: Any?) {}

  // MARK: Erased instance hooks (forwarded to the typed hooks of ZIKViewRouter or to a block route)

  func _makeDefaultRemoveConfiguration() -> ZIKViewRemoveConfiguration { type(of: self).defaultRemoveConfiguration() }
  func _erasedDestination(with configuration: ZIKViewRouteConfiguration) -> AnyObject? { nil }
  func _erasedPrepareDestination(_ destination: AnyObject, configuration: ZIKViewRouteConfiguration) {}
  func _erasedPerformRouteOnDestination(_ destination: AnyObject, configuration: ZIKViewRouteConfiguration) {
    _performDisplayRoute(on: destination, configuration: configuration)
  }
  func _erasedRemoveDestination(_ destination: AnyObject, removeConfiguration: ZIKViewRemoveConfiguration) {
    _removeDisplayRoute(of: destination, removeConfiguration: removeConfiguration)
  }
  func _erasedPerformCustomRoute(
    onDestination destination: AnyObject, fromSource source: Any?, configuration: ZIKViewRouteConfiguration
  ) {
    endPerformRouteWithError(
      Self.viewRouteError(
        withCode: .unsupportType,
        localizedDescription:
          "\(_routerName) does not implement a custom route. Override performCustomRoute(onDestination:fromSource:configuration:) and add .custom to supportedRouteTypes()."
      ))
  }
  func _erasedRemoveCustomRoute(
    onDestination destination: AnyObject, fromSource source: Any?, removeConfiguration: ZIKViewRemoveConfiguration,
    configuration: ZIKViewRouteConfiguration
  ) {
    endRemoveRouteWithError(
      Self.routeError(
        withCode: .actionFailed,
        localizedDescription:
          "\(_routerName) does not implement removing its custom route. Override removeCustomRoute(onDestination:fromSource:removeConfiguration:configuration:) and canRemoveCustomRoute()."
      ))
  }
  /// The supported route types of this router's type (a block route answers from its closure).
  var _supportedRouteTypes: ZIKViewRouteTypeMask { type(of: self).supportedRouteTypes() }
  /// The name used in messages.
  var _routerName: String { String(describing: type(of: self)) }

  /// The path a URL's `transition` parameter asks for: `present` (or `presentModally`) → `.presentModally`, `push`,
  /// `show`, `showDetail`, `addAsSubview` → `.addAsSubview(from: source.view)`; absent → `.show`. Any other value is
  /// shown too (`.show`), with a warning in the log that names the valid values. Override to map values of your own,
  /// and return `super`'s path for the others.
  open class func pathForTransitionType(_ transitionType: String?, source: any ZIKViewControllerHost) -> ViewRoutePath {
    switch transitionType {
    case "present", "presentModally": return .presentModally(from: source)
    case "push": return .push(from: source)
    case "show", nil: return .show(from: source)
    case "showDetail": return .showDetail(from: source)
    case "addAsSubview": return .addAsSubview(from: source.zix_view)
    case let unknown?:
      ZIKRouterLog.warning(
        "A URL asks for the transition \"\(MessageText.clipped(unknown))\", which no path matches, so its screen is shown (.show). Use present, push, show, showDetail or addAsSubview, leave the transition out, or override pathForTransitionType(_:source:) to accept it."
      )
      return .show(from: source)
    }
  }

  // MARK: Instance hooks

  /// With ``enableDefaultURLRouteRule()``: reads a URL's parameters (already in `configuration.userInfo`) just before
  /// the destination is made. Override it to turn them into configuration values.
  open func processUserInfo(_ userInfo: [String: Any], fromURL url: URL) {}
  /// With ``enableDefaultURLRouteRule()``: runs the URL's `action` parameter after a successful perform.
  open func performAction(_ action: String, userInfo: [String: Any], fromURL url: URL) {}

  /// Whether the custom route can be performed now. Default `false`.
  open func canPerformCustomRoute() -> Bool { false }
  /// Whether the custom route can be removed now. Default `false`.
  open func canRemoveCustomRoute() -> Bool { false }
  /// Whether the router must be removed before performing again: `false` for `makeDestination` or a gone
  /// destination, else `true`.
  open func shouldRemoveBeforePerform() -> Bool {
    original_configuration.routeType != .makeDestination && _destination != nil
  }
  /// Whether the route can be removed now (see the removal rules of each route type).
  open func canRemove() -> Bool {
    guard machine.state == .routed, let destination = _destination else { return false }
    return _removalPlan(for: destination) != nil
  }

  /// Whether `performRoute` would start now: nothing in flight, nothing to remove first, and a source the route type
  /// can use.
  public var canPerform: Bool {
    let state = machine.state
    if state == .routing || state == .removing { return false }
    if state == .routed, shouldRemoveBeforePerform() { return false }
    let configuration = original_configuration
    switch configuration.routeType {
    case .makeDestination: return true
    case .custom: return canPerformCustomRoute()
    case .show where configuration.showsInNewWindow: return true
    default: break
    }
    guard let source = configuration.source else { return false }
    switch _effectiveRouteType(configuration) {
    case .push:
      guard let navigation = (source as? any ZIKViewControllerHost)?.zix_navigationController else { return false }
      if let destination = _destination as? any ZIKViewControllerHost,
        navigation.zix_viewControllers.contains(where: { $0 === destination })
      {
        return false
      }
      return true
    case .presentModally, .presentAsPopover, .presentAsSheet, .presentWithAnimator:
      guard let source = source as? any ZIKViewControllerHost else { return false }
      return source.zix_isViewInWindow && source.zix_presentedViewController == nil && !source.zix_isTransitioning
    default:
      return true
    }
  }

  // MARK: Perform

  /// Performs again (or for the first time) with the router's configuration.
  public func performRoute() {
    _performRoute(action: .performRoute, onDestination: nil)
  }

  /// Performs with performer handlers for this call only, chained after any already set.
  public func performRoute(
    successHandler: ((Any) -> Void)? = nil, errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) {
    _performRoute(action: .performRoute, onDestination: nil, callSuccess: successHandler, callError: errorHandler)
  }

  /// Performs with a completion for this call only: `(success, destination, action, error)`.
  public func performRoute(completion: @escaping (Bool, Any?, ZIKRouteAction, (any Error)?) -> Void) {
    _performRoute(
      action: .performRoute, onDestination: nil, callSuccess: { completion(true, $0, .performRoute, nil) },
      callError: { completion(false, nil, $0, $1) })
  }

  /// The perform pipeline (see ``RoutePipeline``) with this call's performer handlers. With `onDestination`, the
  /// given object replaces `destination(with:)`.
  func _performRoute(
    action: ZIKRouteAction, onDestination given: AnyObject?, callSuccess: ((Any) -> Void)? = nil,
    callError: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) {
    _runPerformPipeline(action: action, given: given, callSuccess: callSuccess, callError: callError)
  }

  /// `prepare(destination:)`: step 4 on an existing destination, `routing → routed`, no host operation, no AOP.
  func _prepare(destination: AnyObject) {
    let configuration = original_configuration
    _interceptors = _registry.viewInterceptorsSnapshot
    _currentAction = .prepareOnDestination
    beginPerformRoute()
    _runPreparation(on: destination, configuration: configuration)
    _destination = destination
    _sendsAOP = false
    endPerformRouteWithSuccess()
  }

  /// A failure found before the state changed: the handlers of step 7, no state change.
  func _failWithoutStarting(_ error: any Error, action: ZIKRouteAction) {
    self.error = error
    RouteCallbacks.performFailed(original_configuration, destination: nil, action: action, error: error)
    _notifyGlobalError(action: action, error: error)
    _interceptors.afterEndWithError?(self, error)
  }

  // MARK: State helpers for custom routes

  /// Enters `.routing` and keeps the router alive until the perform ends.
  public final func beginPerformRoute() {
    _beginPerform()
  }

  /// Ends the perform in flight with success: `.routed`, AOP `didPerform`, then `successHandler`,
  /// `completionHandler` and the performer's success handler.
  public final func endPerformRouteWithSuccess() {
    machine.callbacksRunning += 1
    defer { machine.callbacksRunning -= 1 }
    let configuration = original_configuration
    _containerInFlight = nil
    _setState(.routed)
    let destination = _capturedDestination ?? _destination
    if _sendsAOP, let destination { _sendAOP(.didPerform, destination: destination, source: _performedSource) }
    let action = _currentAction
    if let destination { ShownScreens.remember(destination, shownBy: self) }
    if let destination { RouteCallbacks.performSucceeded(configuration, destination: destination, action: action) }
    _interceptors.afterSuccess?(self, action)
    _runURLActionAfterSuccess(action: action)
    _keepAlive = nil
  }

  /// Ends the perform in flight with an error: back to the previous state, then the error handlers and the global one.
  public final func endPerformRouteWithError(_ error: any Error) {
    _endPerform(withError: error)
  }

  /// A block route's URL closures; a router class has none.
  var _urlHooks: ViewURLRouteHooks? { nil }

  /// Prepares the current destination as a perform would (for custom routes that re-prepare).
  public final func prepareDestinationForPerforming() {
    guard let destination = _destination else { return }
    _runPreparation(on: destination, configuration: original_configuration)
  }

  /// Runs the removal configuration's `prepareDestination` on the current destination.
  public final func prepareDestinationForRemoving() {
    guard let destination = _destination else { return }
    original_removeConfiguration.prepareDestination?(destination)
  }

  /// Makes `destination` the router's destination (held weakly), for custom routes that obtain it themselves.
  public final func attachDestination(_ destination: AnyObject) {
    _destination = destination
  }

  // MARK: Errors

  /// Makes a ``ZIKRouteError``.
  public class func routeError(withCode code: ZIKRouteError.Code, localizedDescription: String) -> any Error {
    ZIKRouteError(code, localizedDescription: localizedDescription)
  }

  /// Makes a ``ZIKViewRouteError``.
  public class func viewRouteError(withCode code: ZIKViewRouteError.Code, localizedDescription: String) -> any Error {
    ZIKViewRouteError(code, localizedDescription: localizedDescription)
  }

  /// The global error handler of every view router (one slot for the whole family, per registry).
  ///
  /// With no handler set, errors are printed in debug builds only.
  public static var globalErrorHandler: ((ZIKAnyViewRouter?, ZIKRouteAction, any Error) -> Void)? {
    get { GlobalErrorReport.handler(in: \.viewGlobalErrorHandler) }
    set { GlobalErrorReport.setHandler(newValue, in: \.viewGlobalErrorHandler) }
  }

  /// Sends an error to the global error handler (or prints it in debug builds when none is set).
  public class func notifyGlobalError(with router: ZIKAnyViewRouter?, action: ZIKRouteAction, error: any Error) {
    GlobalErrorReport.send(
      error, action: action, router: router, to: globalErrorHandler,
      describing: router.map { String(describing: $0) } ?? "ZIKAnyViewRouter")
  }
}

/// The steps of the shared perform pipeline and life cycle that are a view's own: they run on the main actor.
extension ZIKAnyViewRouter: @MainActor RouterLifecycle {
  /// A failed view perform reports no destination.
  var _destinationOfFailedPerform: AnyObject? { nil }

  func _releasePerformInFlight() {
    _containerInFlight = nil
  }

  func _interceptAfterEndWithError(_ error: any Error) {
    _interceptors.afterEndWithError?(self, error)
  }

  var _globalErrorHandler: ((ZIKAnyViewRouter?, ZIKRouteAction, any Error) -> Void)? {
    let registry = _registry
    return registry.locked { registry.viewGlobalErrorHandler }
  }

  var _defaultURLRuleEnabled: Bool { _registry.defaultURLRuleEnabled(views: true) }
  var _baseRouter: ZIKAnyViewRouter { self }

  func _interceptBeforePerform(_ configuration: ZIKViewRouteConfiguration) {
    _interceptors = _registry.viewInterceptorsSnapshot
    _interceptors.beforePerform?(self, configuration)
  }

  func _interceptAfterPerform(_ configuration: ZIKViewRouteConfiguration) {
    _interceptors.afterPerform?(self, configuration)
  }

  /// A display route whose source is missing or unusable fails here, before the state changes.
  func _failsBeforeStarting(_ configuration: ZIKViewRouteConfiguration, action: ZIKRouteAction) -> Bool {
    guard let error = _sourceErrorAtPerformTime(configuration) else { return false }
    _failWithoutStarting(error, action: action)
    return true
  }

  func _errorAfterMaking(_ destination: AnyObject, configuration: ZIKViewRouteConfiguration) -> (any Error)? {
    if let error = _hostPreconditionError(destination: destination, configuration: configuration) { return error }
    // The presentation style comes before the app's prepareDestination, which may set what depends on it (popover
    // settings, sheet detents). A wrapped destination's container gets it when presented.
    let presents = [.presentModally, .presentAsPopover, .presentAsSheet, .presentWithAnimator].contains(
      configuration.routeType)
    if presents, configuration.containerWrapper == nil, let controller = destination as? any ZIKViewControllerHost {
      controller.zix_preparePresentation(Self.presentation(of: configuration).0)
    }
    return nil
  }

  /// `makeDestination` keeps its router only for this call, so it holds the destination strongly and skips the weak
  /// reference (which would give the destination a costly side table for nothing).
  func _holdDestination(_ destination: AnyObject) {
    if _capturesDestination { _capturedDestination = destination } else { _destination = destination }
  }
}

extension RouteRegistry {
  /// The view interceptors, read once per perform.
  var viewInterceptorsSnapshot: ViewInterceptors { locked { viewInterceptors } }
}

extension ZIKAnyViewRouter: @MainActor CustomStringConvertible {}
