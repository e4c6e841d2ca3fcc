import Foundation

/// One registered way to make view routers: a router class or a block route.
///
/// Lookups return it wrapped in a typed ``ViewRouterType``; use it directly for untyped access (identifiers, URLs).
@MainActor
public final class ZIKAnyViewRouterType: Sendable, CustomStringConvertible {
  enum Source {
    case routerClass(ZIKAnyViewRouter.Type)
    case route(any ViewRouteBehavior)
  }

  let source: Source
  /// Where the router type was first registered, for diagnostics.
  nonisolated let site: CallSite
  /// See `RegisteredRouterType.listedInTables`. Guarded by the registry's lock, which is why it may be touched
  /// off the main actor.
  nonisolated(unsafe) var listedInTables: UInt64?
  /// The router class, when this is a router subclass rather than a block route.
  public nonisolated let routerClass: ZIKAnyViewRouter.Type?
  /// The name, built only when a message needs it.
  nonisolated let lazyName: LazyName
  /// The name used in messages: the router class or the route's description.
  public nonisolated var name: String { lazyName.description }

  /// Nonisolated, so a block route (made on any thread) can make its router type in its initializer.
  nonisolated init(source: Source, site: CallSite) {
    self.source = source
    self.site = site
    switch source {
    case .routerClass(let routerClass):
      self.routerClass = routerClass
      lazyName = LazyName { String(describing: routerClass) }
    case .route(let route):
      routerClass = nil
      let routeName = route.routeName
      lazyName = LazyName { "ZIKViewRoute(\(routeName.name))" }
    }
  }

  convenience init(routerClass: ZIKAnyViewRouter.Type, site: CallSite) {
    self.init(source: .routerClass(routerClass), site: site)
  }

  public nonisolated var description: String { name }

  /// Whether the finish checks require a registered destination class (router classes that are not adapters).
  nonisolated var needsDestinationClass: Bool {
    guard let routerClass else { return false }
    return !(routerClass is ZIKViewRouteAdapter.Type)
  }

  /// Whether this router type can make destinations at all (adapters cannot).
  var isAbstract: Bool { routerClass is ZIKViewRouteAdapter.Type }

  /// The route types this router type supports.
  public var supportedRouteTypes: ZIKViewRouteTypeMask {
    switch source {
    case .routerClass(let routerClass): routerClass.supportedRouteTypes()
    case .route(let route): route.supportedRouteTypes
    }
  }

  /// Whether `makeDestination` returns synchronously.
  public var canMakeDestinationSynchronously: Bool { routerClass?.canMakeDestinationSynchronously() ?? true }
  /// Whether this router type can make destinations: not an adapter, and `.makeDestination` is supported.
  public var canMakeDestination: Bool { !isAbstract && supportedRouteTypes.contains(.makeDestination) }

  /// A new default configuration of this router type.
  public func defaultRouteConfiguration() -> ZIKViewRouteConfiguration {
    switch source {
    case .routerClass(let routerClass): routerClass._erasedDefaultRouteConfiguration()
    case .route(let route): route.makeDefaultConfiguration()
    }
  }

  /// A new default removal configuration of this router type.
  public func defaultRemoveConfiguration() -> ZIKViewRemoveConfiguration {
    switch source {
    case .routerClass(let routerClass): routerClass.defaultRemoveConfiguration()
    case .route(let route): route.makeDefaultRemoveConfiguration()
    }
  }

  /// A new router of this type with `configuration`.
  func makeRouter(configuration: ZIKViewRouteConfiguration) -> ZIKAnyViewRouter {
    let router =
      switch source {
      case .routerClass(let routerClass): routerClass.init(configuration: configuration, removeConfiguration: nil)
      case .route(let route): ZIKBlockViewRouter(route: route, configuration: configuration)
      }
    router._madeByType = self
    return router
  }

  /// Whether `destination` is an instance of a class registered with this router type (subclasses count).
  func isRegisteredDestination(_ destination: AnyObject) -> Bool {
    let registry = ZIKRouteRegistry.current
    return registry.locked {
      registry.views.classes.contains { $0.routerType === self && $0.matches(destination) }
    }
  }

  // MARK: Perform

  /// Creates a router, applies the builders, validates the configurations (an adapter, an
  /// unsupported route type or a refused custom route fails before any router exists) and performs.
  ///
  /// - Returns: the router, or `nil` when validation failed (the handlers then ran with action `.init`).
  @discardableResult
  public func perform(
    path: ViewRoutePath, configuring: (ZIKViewRouteConfiguration) -> Void = { _ in },
    removing: ((ZIKViewRemoveConfiguration) -> Void)? = nil
  ) -> ZIKAnyViewRouter? {
    _perform(path: path, configuring: configuring, removing: removing, url: nil)
  }

  /// `perform`, remembering the URL that started it (for the default URL rule); with `onDestination`, on a
  /// destination made elsewhere instead of a new one.
  func _perform(
    path: ViewRoutePath, configuring: (ZIKViewRouteConfiguration) -> Void,
    removing: ((ZIKViewRemoveConfiguration) -> Void)?, url: URL?, onDestination given: AnyObject? = nil,
    action: ZIKRouteAction = .performRoute
  ) -> ZIKAnyViewRouter? {
    guard
      let (configuration, removeConfiguration) = makeConfigurations(
        path: path, configuring: configuring, removing: removing)
    else { return nil }
    let router = makeRouter(configuration: configuration)
    router.adoptRemoveConfiguration(removeConfiguration)
    router._performingURL = url
    router._performRoute(action: action, onDestination: given)
    return router
  }

  /// Performs on a destination made elsewhere; its class must be registered with this router type.
  @discardableResult
  public func perform(
    onDestination destination: AnyObject, path: ViewRoutePath,
    configuring: (ZIKViewRouteConfiguration) -> Void = { _ in },
    removing: ((ZIKViewRemoveConfiguration) -> Void)? = nil
  ) -> ZIKAnyViewRouter? {
    let action = ZIKRouteAction.performOnDestination
    guard isRegisteredDestination(destination), path.routeType != .makeDestination else {
      let configuration = defaultRouteConfiguration()
      configuring(configuration)
      let reason =
        path.routeType == .makeDestination
        ? "perform(onDestination:) cannot use the makeDestination path: the destination already exists. Use prepare(destination:) instead."
        : "\(type(of: destination)) is not registered with \(name), so it cannot perform on it. Register the class with registerView(_:) in the router."
      Self.fail(
        configuration, action: action, error: ZIKRouteError(.invalidConfiguration, localizedDescription: reason))
      return nil
    }
    return _perform(
      path: path, configuring: configuring, removing: removing, url: nil, onDestination: destination, action: action)
  }

  /// Prepares a destination made elsewhere (step 4 only); its class must be registered with this router type.
  @discardableResult
  public func prepare(
    destination: AnyObject, configuring: (ZIKViewRouteConfiguration) -> Void = { _ in },
    removing: ((ZIKViewRemoveConfiguration) -> Void)? = nil
  ) -> ZIKAnyViewRouter? {
    let configuration = defaultRouteConfiguration()
    configuring(configuration)
    configuration.routeType = .makeDestination
    guard isRegisteredDestination(destination) else {
      Self.fail(
        configuration, action: .prepareOnDestination,
        error: ZIKRouteError(
          .destinationUnavailable,
          localizedDescription:
            "\(type(of: destination)) is not registered with \(name), so it cannot be prepared by it. Register the class with registerView(_:) in the router."
        ))
      return nil
    }
    let router = makeRouter(configuration: configuration)
    if let removing { removing(router.original_removeConfiguration) }
    router._prepare(destination: destination)
    return router
  }

  /// Makes a prepared destination synchronously, or returns `nil` after the failure handlers ran.
  ///
  /// Returns `nil` without calling handlers (the global handler gets `unsupportType`) when ``canMakeDestination`` is false.
  public func makeDestination(configuring: (ZIKViewRouteConfiguration) -> Void = { _ in }) -> AnyObject? {
    let configuration = defaultRouteConfiguration()
    configuring(configuration)
    return makeDestination(with: configuration)
  }

  func makeDestination(with configuration: ZIKViewRouteConfiguration) -> AnyObject? {
    guard canMakeDestination else {
      ZIKAnyViewRouter.notifyGlobalError(
        with: nil, action: .performRoute,
        error: ZIKViewRouteError(
          .unsupportType,
          localizedDescription:
            "\(name) cannot make destinations: it does not support the makeDestination route type (or it is an adapter). Add .makeDestination to supportedRouteTypes()."
        ))
      return nil
    }
    configuration.routeType = .makeDestination
    let router = makeRouter(configuration: configuration)
    router._capturesDestination = true
    router._performRoute(action: .performRoute, onDestination: nil)
    let destination = router._capturedDestination
    router._capturedDestination = nil
    return destination
  }

  /// Builds and validates the configurations of a perform; `nil` after reporting an "init" failure.
  func makeConfigurations(
    path: ViewRoutePath, configuring: (ZIKViewRouteConfiguration) -> Void,
    removing: ((ZIKViewRemoveConfiguration) -> Void)?
  ) -> (ZIKViewRouteConfiguration, ZIKViewRemoveConfiguration)? {
    let configuration = defaultRouteConfiguration()
    configuring(configuration)
    configuration.configurePath(path)
    let removeConfiguration = defaultRemoveConfiguration()
    removing?(removeConfiguration)
    if let error = validationError(configuration, removeConfiguration: removeConfiguration) {
      Self.fail(configuration, action: .`init`, error: error)
      return nil
    }
    return (configuration, removeConfiguration)
  }

  /// Why the configurations cannot be performed by this router type (an adapter, an unsupported route type, a custom
  /// route its router refuses), or `nil`: checked before the router is made.
  func validationError(_ configuration: ZIKViewRouteConfiguration, removeConfiguration: ZIKViewRemoveConfiguration) -> (
    any Error
  )? {
    let routeType = configuration.routeType
    if isAbstract {
      return ZIKRouteError(
        .invalidProtocol,
        localizedDescription:
          "\(name) is an adapter: it only links keys and cannot perform. Look up the adapted key instead.")
    }
    // A storyboard showed the destination of a segue route: the router only prepares and follows it.
    let followsStoryboard = routeType == .performSegue && configuration.storyboardTransit != nil
    guard followsStoryboard || supportedRouteTypes.contains(ZIKViewRouteTypeMask(routeType)) else {
      return ZIKViewRouteError(
        .unsupportType,
        localizedDescription:
          "\(name) does not support the \(routeType) route type. Use one of its supportedRouteTypes(), or add \(routeType) to them."
      )
    }
    switch routeType {
    case .makeDestination, .custom:
      break
    case .show where configuration.showsInNewWindow:
      break  // AppKit's `show`: a window of its own.
    case .addAsSubview:
      guard configuration.source is any ZIKViewHost else {
        return ZIKViewRouteError(
          .invalidSource,
          localizedDescription:
            "An addAsSubview route needs a view (ZIKViewHost) as its source; \(name) got \(configuration.source.map { "\(type(of: $0))" } ?? "none"). Pass .addAsSubview(from: someView)."
        )
      }
    default:
      guard configuration.source is any ZIKViewControllerHost else {
        return ZIKViewRouteError(
          .invalidSource,
          localizedDescription:
            "A \(routeType) route needs a view controller as its source; \(name) got \(configuration.source.map { "\(type(of: $0))" } ?? "none"). Pass a live view controller in the path."
        )
      }
    }
    if routeType == .presentAsPopover, configuration.popoverConfiguration?.hasAnchor != true {
      return ZIKRouteError(
        .invalidConfiguration,
        localizedDescription:
          "A popover route needs the popover's sourceView, barButtonItem or sourceItem. Set one in .presentAsPopover(from:configure:)."
      )
    }
    if [.presentModally, .presentAsPopover, .presentAsSheet, .presentWithAnimator].contains(routeType),
      let source = configuration.source as? any ZIKViewControllerHost,
      let reason = source.zix_unavailabilityReason(for: ZIKAnyViewRouter.presentation(of: configuration).0)
    {
      return ZIKViewRouteError(
        .unsupportType,
        localizedDescription:
          "\(name) cannot perform a \(routeType) route from \(type(of: source)): \(reason). Use a route type this platform has, such as presentModally."
      )
    }
    if routeType == .presentWithAnimator, configuration.animator == nil {
      return ZIKRouteError(
        .invalidConfiguration,
        localizedDescription: "A presentWithAnimator route needs an animator. Pass one with .present(from:animator:).")
    }
    if routeType == .custom, let routerClass,
      !routerClass.validateCustomRouteConfiguration(configuration, removeConfiguration: removeConfiguration)
    {
      return ZIKRouteError(
        .invalidConfiguration,
        localizedDescription:
          "\(name) rejected the configuration of its custom route (validateCustomRouteConfiguration returned false). Check the parameters the custom route needs."
      )
    }
    return nil
  }

  /// Reports a failure that happened before any router existed: provider, completion, performer, then global handlers.
  static func fail(_ configuration: ZIKPerformRouteConfiguration, action: ZIKRouteAction, error: any Error) {
    RouteCallbacks.performFailed(configuration, destination: nil, action: action, error: error)
    ZIKAnyViewRouter.notifyGlobalError(with: nil, action: action, error: error)
  }
}

extension ZIKAnyViewRouter {
  /// Uses a removal configuration built before the router existed.
  func adoptRemoveConfiguration(_ removeConfiguration: ZIKViewRemoveConfiguration) {
    _adoptedRemoveConfiguration = removeConfiguration
  }
}

/// A name readable from any thread and changed (rarely) on the main actor.
final class LockedName: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: String

  init(_ value: String) { storage = value }

  var value: String {
    get { lock.withLock { storage } }
    set { lock.withLock { storage = newValue } }
  }
}
