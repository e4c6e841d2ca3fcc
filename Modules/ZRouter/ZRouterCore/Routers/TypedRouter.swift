/// A typed handle on a performed router, for either family: ``ViewRouter`` and ``ServiceRouter`` adopt it, and its
/// extension gives both the same members (state, configurations, perform again, remove).
///
/// ```swift
/// let router = Router.perform(to: .noteStoreInput, preparation: { $0.open() })
/// router?.removeRoute(successHandler: { print("closed") })
/// ```
/// The handle holds its router strongly; the router holds its destination weakly. ``ViewRouter`` adopts it on the
/// main actor, so a view router's members are used there, as every view call is.
public protocol _TypedRouter: AnyObject {
  /// The destination protocol (or `Any` for module keys).
  associatedtype Destination
  /// The module protocol (or the family's configuration class).
  associatedtype ModuleConfig
  /// The family's untyped router.
  associatedtype ErasedRouter: _ErasedRouter

  /// The untyped router.
  var router: ErasedRouter { get }
}

extension _TypedRouter {
  /// The router's state.
  public var state: ZIKRouterState { router.state }
  /// The perform configuration.
  public var configuration: ErasedRouter.Configuration { router.original_configuration }
  /// The perform configuration as the module protocol.
  public var config: ModuleConfig { router.original_configuration as! ModuleConfig }
  /// The removal configuration.
  public var removeConfiguration: ErasedRouter.RemoveConfiguration { router.original_removeConfiguration }
  /// The error of the last failure.
  public var error: (any Error)? { router.error }
  /// Whether `performRoute` would start now.
  public var canPerform: Bool { router.canPerform }
  /// Whether the router must be removed before performing again: `false` for services and `makeDestination`.
  public var shouldRemoveBeforePerform: Bool { router.shouldRemoveBeforePerform() }
  /// Whether the route can be removed now (asking a view router whose destination is gone, or left its place on its
  /// own, moves it to `.removed`).
  public var canRemove: Bool { router.canRemoveRoute }

  /// Performs again with performer handlers for this call; a service or `makeDestination` route makes a new
  /// destination each time.
  public func performRoute(
    successHandler: ((Destination) -> Void)? = nil, errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) {
    router.performRoute(
      successHandler: successHandler.map { typedCallback($0, role: "successHandler") }, errorHandler: errorHandler)
  }

  /// Performs again with a completion for this call.
  public func performRoute(completion: @escaping (Bool, Destination?, ZIKRouteAction, (any Error)?) -> Void) {
    router.performRoute { success, destination, action, error in
      completion(success, castOptionalDestination(destination), action, error)
    }
  }

  /// Removes the route with performer handlers for this call.
  public func removeRoute(
    successHandler: (() -> Void)? = nil, errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) {
    router.removeRoute(successHandler: successHandler, errorHandler: errorHandler)
  }

  /// Removes the route with a completion for this call: `(success, action, error)`.
  public func removeRoute(completion: @escaping (Bool, ZIKRouteAction, (any Error)?) -> Void) {
    router.removeRoute(
      successHandler: { completion(true, .removeRoute, nil) }, errorHandler: { completion(false, $0, $1) })
  }

  /// Removes the route after applying `configBuilder` to `strictConfig`, the family's typed view of the removal
  /// configuration.
  func removeRoute<StrictConfig>(configuring configBuilder: (StrictConfig) -> Void, _ strictConfig: StrictConfig) {
    configBuilder(strictConfig)
    router.removeRoute(successHandler: nil, errorHandler: nil)
  }
}
