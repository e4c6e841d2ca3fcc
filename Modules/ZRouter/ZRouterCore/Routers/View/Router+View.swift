/// View entry points of ``Router``. All `@MainActor`.
extension Router {
  // MARK: Lookup

  /// The router type registered for a view destination protocol, or `nil` (reported as `invalidProtocol`, `.toView`).
  @MainActor
  public static func to<Protocol>(_ routableView: RoutableView<Protocol>) -> ViewRouterType<Protocol, ViewRouteConfig>?
  {
    viewRouterType(routableView.key, role: .destination, name: routableView.description, action: .toView)
      .map { ViewRouterType(routerType: $0) }
  }

  /// The router type registered for a view module protocol, or `nil` (reported as `invalidProtocol`, `.toViewModule`).
  @MainActor
  public static func to<Protocol>(_ routableViewModule: RoutableViewModule<Protocol>) -> ViewRouterType<Any, Protocol>?
  {
    viewRouterType(routableViewModule.key, role: .module, name: routableViewModule.description, action: .toViewModule)
      .map { ViewRouterType(routerType: $0) }
  }

  /// The router type for a type-erased view key.
  @MainActor
  public static func to(_ switchableView: SwitchableView) -> ViewRouterType<Any, ViewRouteConfig>? {
    viewRouterType(switchableView.routableKey, role: .destination, name: switchableView.keyDescription, action: .toView)
      .map { ViewRouterType(routerType: $0) }
  }

  /// The router type for a type-erased view module key.
  @MainActor
  public static func to(_ switchableViewModule: SwitchableViewModule) -> ViewRouterType<Any, ViewRouteConfig>? {
    viewRouterType(
      switchableViewModule.routableKey, role: .module, name: switchableViewModule.keyDescription, action: .toViewModule
    ).map { ViewRouterType(routerType: $0) }
  }

  /// The router type registered for a string identifier, or `nil` (reported with action `.toView`).
  @MainActor
  public static func to(viewIdentifier: String) -> ViewRouterType<Any, ViewRouteConfig>? {
    guard let routerType = ZIKRouteRegistry.current.routerType(\.views, forIdentifier: viewIdentifier) else {
      reportViewMiss("identifier \"\(viewIdentifier)\"", action: .toView)
      return nil
    }
    return ViewRouterType(routerType: routerType)
  }

  @MainActor
  static func viewRouterType(
    _ key: ObjectIdentifier, role: KeyRole, name: @autoclosure () -> String, action: ZIKRouteAction
  ) -> ZIKAnyViewRouterType? {
    if let routerType = ZIKRouteRegistry.current.routerType(\.views, for: key, role: role) { return routerType }
    reportViewMiss(name(), action: action)
    return nil
  }

  @MainActor
  static func reportViewMiss(_ name: String, action: ZIKRouteAction) {
    ZIKAnyViewRouter.notifyGlobalError(with: nil, action: action, error: noRouterError(for: name))
  }

  // MARK: Perform (destination keys)

  /// Performs to a view destination protocol along `path`, with a typed configuration builder.
  @MainActor @discardableResult
  public static func perform<Protocol>(
    to routableView: RoutableView<Protocol>, path: ViewRoutePath,
    configuring configBuilder: (ViewRouteStrictConfig<Protocol>, ((ViewRouteConfig) -> Void) -> Void) -> Void,
    removing removeConfigBuilder: ((ViewRemoveStrictConfig<Protocol>) -> Void)? = nil
  ) -> ViewRouter<Protocol, ViewRouteConfig>? {
    to(routableView)?.perform(path: path, configuring: configBuilder, removing: removeConfigBuilder)
  }

  /// Performs to a view destination protocol along `path`.
  @MainActor @discardableResult
  public static func perform<Protocol>(to routableView: RoutableView<Protocol>, path: ViewRoutePath)
    -> ViewRouter<Protocol, ViewRouteConfig>?
  {
    to(routableView)?.perform(path: path)
  }

  /// Performs with a completion for this call: `(success, destination, action, error)`.
  @MainActor @discardableResult
  public static func perform<Protocol>(
    to routableView: RoutableView<Protocol>, path: ViewRoutePath,
    completion: @escaping (Bool, Protocol?, ZIKRouteAction, (any Error)?) -> Void
  ) -> ViewRouter<Protocol, ViewRouteConfig>? {
    to(routableView)?.perform(path: path, completion: completion)
  }

  /// Performs, preparing the destination first.
  @MainActor @discardableResult
  public static func perform<Protocol>(
    to routableView: RoutableView<Protocol>, path: ViewRoutePath, preparation prepare: @escaping (Protocol) -> Void
  ) -> ViewRouter<Protocol, ViewRouteConfig>? {
    to(routableView)?.perform(path: path, preparation: prepare)
  }

  /// Performs with performer handlers for this call.
  @MainActor @discardableResult
  public static func perform<Protocol>(
    to routableView: RoutableView<Protocol>, path: ViewRoutePath, successHandler: ((Protocol) -> Void)? = nil,
    errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) -> ViewRouter<Protocol, ViewRouteConfig>? {
    to(routableView)?.perform(path: path, successHandler: successHandler, errorHandler: errorHandler)
  }

  // MARK: Perform (module keys)

  /// Performs to a view module protocol; `prepareModule` runs now on the configuration typed as `Protocol`.
  @MainActor @discardableResult
  @_disfavoredOverload
  public static func perform<Protocol>(
    to routableViewModule: RoutableViewModule<Protocol>, path: ViewRoutePath,
    configuring configBuilder: (ViewRouteStrictConfig<Any>, ((Protocol) -> Void) -> Void) -> Void,
    removing removeConfigBuilder: ((ViewRemoveStrictConfig<Any>) -> Void)? = nil
  ) -> ViewRouter<Any, Protocol>? {
    to(routableViewModule)?.perform(path: path, configuring: configBuilder, removing: removeConfigBuilder)
  }

  /// Performs to a view module protocol along `path`.
  @MainActor @discardableResult
  @_disfavoredOverload
  public static func perform<Protocol>(to routableViewModule: RoutableViewModule<Protocol>, path: ViewRoutePath)
    -> ViewRouter<Any, Protocol>?
  {
    to(routableViewModule)?.perform(path: path)
  }

  /// Performs to a view module protocol with a completion for this call.
  @MainActor @discardableResult
  @_disfavoredOverload
  public static func perform<Protocol>(
    to routableViewModule: RoutableViewModule<Protocol>, path: ViewRoutePath,
    completion: @escaping (Bool, Any?, ZIKRouteAction, (any Error)?) -> Void
  ) -> ViewRouter<Any, Protocol>? {
    to(routableViewModule)?.perform(path: path, completion: completion)
  }

  /// Performs to a view module protocol, preparing the module configuration first.
  @MainActor @discardableResult
  @_disfavoredOverload
  public static func perform<Protocol>(
    to routableViewModule: RoutableViewModule<Protocol>, path: ViewRoutePath,
    preparation prepare: @escaping (Protocol) -> Void
  ) -> ViewRouter<Any, Protocol>? {
    to(routableViewModule)?.perform(path: path, configuring: { _, prepareModule in prepareModule(prepare) })
  }

  // MARK: Make destination

  /// Makes a prepared view destination synchronously, or `nil` when no router is registered or it fails.
  @MainActor
  @_disfavoredOverload
  public static func makeDestination<Protocol>(
    to routableView: RoutableView<Protocol>, preparation prepare: ((Protocol) -> Void)? = nil
  ) -> Protocol? {
    // No typed wrapper is made on this path.
    guard
      let routerType = viewRouterType(
        routableView.key, role: .destination, name: routableView.description, action: .toView)
    else { return nil }
    let configuration = routerType.defaultRouteConfiguration()
    if let prepare { configuration.prepareDestination = typedCallback(prepare, role: "preparation") }
    return castDestination(routerType.makeDestination(with: configuration), routerName: routerType.name)
  }

  /// Makes a view destination with a typed configuration builder.
  @MainActor
  public static func makeDestination<Protocol>(
    to routableView: RoutableView<Protocol>,
    configuring configBuilder: (ViewRouteStrictConfig<Protocol>, ((ViewRouteConfig) -> Void) -> Void) -> Void
  ) -> Protocol? {
    to(routableView)?.makeDestination(configuring: configBuilder)
  }

  /// Makes the destination of a view module, preparing the module configuration first.
  @MainActor
  @_disfavoredOverload
  public static func makeDestination<Protocol>(
    to routableViewModule: RoutableViewModule<Protocol>, preparation prepare: ((Protocol) -> Void)? = nil
  ) -> Any? {
    to(routableViewModule)?.makeDestination(configuring: { _, prepareModule in
      if let prepare { prepareModule(prepare) }
    })
  }

  /// Makes the destination of a view module with a typed configuration builder.
  @MainActor
  @_disfavoredOverload
  public static func makeDestination<Protocol>(
    to routableViewModule: RoutableViewModule<Protocol>,
    configuring configBuilder: (ViewRouteStrictConfig<Any>, ((Protocol) -> Void) -> Void) -> Void
  ) -> Any? {
    to(routableViewModule)?.makeDestination(configuring: configBuilder)
  }

  // MARK: Async and enumeration

  /// Performs to a view protocol and returns the router with its destination once the transition completed; throws a
  /// ``RouteFailure``: `.route(.invalidProtocol)` with action `.toView` when no router is registered, else the
  /// route's failure. See ``ViewRouterType/performAsync(path:configuring:)`` for cancellation.
  @MainActor
  public static func performAsync<Protocol>(
    to routableView: RoutableView<Protocol>, path: ViewRoutePath,
    configuring configBuilder: (ViewRouteStrictConfig<Protocol>, ((ViewRouteConfig) -> Void) -> Void) -> Void = {
      _, _ in
    }
  ) async throws(RouteFailure) -> (router: ViewRouter<Protocol, ViewRouteConfig>, destination: Protocol) {
    try await foundForAsync(to(routableView), key: routableView, action: .toView)
      .performAsync(path: path, configuring: configBuilder)
  }

  /// Calls `handler` with every view router class that registered a destination class (block routes and adapters
  /// excluded) — for example to send a custom event to routers adopting an app protocol.
  @MainActor
  public static func enumerateAllViewRouters(_ handler: (ZIKAnyViewRouter.Type) -> Void) {
    for routerClass in ZIKAnyViewRouter._enumerateRouterClasses() { handler(routerClass) }
  }
}
