/// Service entry points of ``Router``.
extension Router {
  // MARK: Lookup

  /// The router type registered for a service destination protocol, or `nil` (reported as `invalidProtocol`).
  ///
  /// Inlinable, so the typed handle is made where `Protocol` is known: in shared generic code, finding the metadata
  /// of `ServiceRouterType<Protocol, PerformRouteConfig>` was a search of the runtime's cache on every call, most of
  /// a lookup's cost (Docs/Benchmarks.md, `lookup_ns`).
  @inlinable
  public static func to<Protocol>(_ routableService: RoutableService<Protocol>) -> ServiceRouterType<
    Protocol, PerformRouteConfig
  >? {
    guard
      let routerType = _serviceRouterType(forDestination: routableService.key, name: { routableService.description })
    else { return nil }
    return ServiceRouterType(routerType: routerType)
  }

  /// The router type registered for a service module protocol, or `nil` (reported as `invalidProtocol`).
  public static func to<Protocol>(_ routableServiceModule: RoutableServiceModule<Protocol>) -> ServiceRouterType<
    Any, Protocol
  >? {
    serviceRouterType(
      routableServiceModule.key, role: .module, name: routableServiceModule.description, action: .toServiceModule
    )
    .map { ServiceRouterType(routerType: $0) }
  }

  /// The router type for a type-erased service key.
  public static func to(_ switchableService: SwitchableService) -> ServiceRouterType<Any, PerformRouteConfig>? {
    serviceRouterType(
      switchableService.routableKey, role: .destination, name: switchableService.keyDescription, action: .toService
    )
    .map { ServiceRouterType(routerType: $0) }
  }

  /// The router type for a type-erased service module key.
  public static func to(_ switchableServiceModule: SwitchableServiceModule) -> ServiceRouterType<
    Any, PerformRouteConfig
  >? {
    serviceRouterType(
      switchableServiceModule.routableKey, role: .module, name: switchableServiceModule.keyDescription,
      action: .toServiceModule
    ).map { ServiceRouterType(routerType: $0) }
  }

  /// The router type registered for a string identifier, or `nil` (reported with action `.toService`).
  public static func to(serviceIdentifier: String) -> ServiceRouterType<Any, PerformRouteConfig>? {
    guard let routerType = ZIKRouteRegistry.current.routerType(\.services, forIdentifier: serviceIdentifier) else {
      reportServiceMiss("identifier \"\(serviceIdentifier)\"", action: .toService)
      return nil
    }
    return ServiceRouterType(routerType: routerType)
  }

  /// The router type registered for destination key `key`, or `nil` (reported as `invalidProtocol`, named by
  /// `name`). In a finished registry a key registered directly is found in the published snapshot, without the lock
  /// (see `FrozenServiceRoutes`); anything else (adapters, misses, before finish) takes the locked lookup.
  @usableFromInline
  static func _serviceRouterType(forDestination key: ObjectIdentifier, name: () -> String) -> ZIKAnyServiceRouterType? {
    if let (routes, _) = RouteRegistry.currentPublishedServiceRoutes(),
      let routerType = routes._withUnsafeGuaranteedRef({ $0.routerType(for: key) })
    {
      return routerType.takeUnretainedValue()
    }
    return serviceRouterType(key, role: .destination, name: name(), action: .toService)
  }

  static func serviceRouterType(
    _ key: ObjectIdentifier, role: KeyRole, name: @autoclosure () -> String, action: ZIKRouteAction
  )
    -> ZIKAnyServiceRouterType?
  {
    if let routerType = ZIKRouteRegistry.current.routerType(\.services, for: key, role: role) { return routerType }
    reportServiceMiss(name(), action: action)
    return nil
  }

  static func reportServiceMiss(_ name: String, action: ZIKRouteAction) {
    ZIKAnyServiceRouter.notifyGlobalError(with: nil, action: action, error: noRouterError(for: name))
  }

  // MARK: Perform (destination keys)

  /// Performs to a service destination protocol with a typed configuration builder.
  @discardableResult
  public static func perform<Protocol>(
    to routableService: RoutableService<Protocol>,
    configuring configBuilder: (PerformRouteStrictConfig<Protocol>, ((PerformRouteConfig) -> Void) -> Void) -> Void,
    removing removeConfigBuilder: ((RemoveRouteStrictConfig<Protocol>) -> Void)? = nil
  ) -> ServiceRouter<Protocol, PerformRouteConfig>? {
    to(routableService)?.perform(configuring: configBuilder, removing: removeConfigBuilder)
  }

  /// Performs to a service destination protocol with the default configuration.
  @discardableResult
  public static func perform<Protocol>(to routableService: RoutableService<Protocol>) -> ServiceRouter<
    Protocol, PerformRouteConfig
  >? {
    to(routableService)?.perform()
  }

  /// Performs with a completion for this call: `(success, destination, action, error)`.
  @discardableResult
  public static func perform<Protocol>(
    to routableService: RoutableService<Protocol>,
    completion: @escaping (Bool, Protocol?, ZIKRouteAction, (any Error)?) -> Void
  ) -> ServiceRouter<Protocol, PerformRouteConfig>? {
    to(routableService)?.perform(completion: completion)
  }

  /// Performs, preparing the destination first.
  @discardableResult
  public static func perform<Protocol>(
    to routableService: RoutableService<Protocol>, preparation prepare: @escaping (Protocol) -> Void
  ) -> ServiceRouter<Protocol, PerformRouteConfig>? {
    to(routableService)?.perform(preparation: prepare)
  }

  /// Performs with performer handlers for this call.
  @discardableResult
  public static func perform<Protocol>(
    to routableService: RoutableService<Protocol>, successHandler: ((Protocol) -> Void)? = nil,
    errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) -> ServiceRouter<Protocol, PerformRouteConfig>? {
    to(routableService)?.perform(successHandler: successHandler, errorHandler: errorHandler)
  }

  // MARK: Perform (module keys)

  /// Performs to a service module protocol; `prepareModule` runs now on the configuration typed as `Protocol`.
  @discardableResult
  @_disfavoredOverload
  public static func perform<Protocol>(
    to routableServiceModule: RoutableServiceModule<Protocol>,
    configuring configBuilder: (PerformRouteStrictConfig<Any>, ((Protocol) -> Void) -> Void) -> Void,
    removing removeConfigBuilder: ((RemoveRouteStrictConfig<Any>) -> Void)? = nil
  ) -> ServiceRouter<Any, Protocol>? {
    to(routableServiceModule)?.perform(configuring: configBuilder, removing: removeConfigBuilder)
  }

  /// Performs to a service module protocol with the default configuration.
  @discardableResult
  @_disfavoredOverload
  public static func perform<Protocol>(to routableServiceModule: RoutableServiceModule<Protocol>) -> ServiceRouter<
    Any, Protocol
  >? {
    to(routableServiceModule)?.perform()
  }

  /// Performs to a service module protocol with a completion for this call.
  @discardableResult
  @_disfavoredOverload
  public static func perform<Protocol>(
    to routableServiceModule: RoutableServiceModule<Protocol>,
    completion: @escaping (Bool, Any?, ZIKRouteAction, (any Error)?) -> Void
  ) -> ServiceRouter<Any, Protocol>? {
    to(routableServiceModule)?.perform(completion: completion)
  }

  /// Performs to a service module protocol, preparing the module configuration first.
  @discardableResult
  @_disfavoredOverload
  public static func perform<Protocol>(
    to routableServiceModule: RoutableServiceModule<Protocol>, preparation prepare: @escaping (Protocol) -> Void
  ) -> ServiceRouter<Any, Protocol>? {
    to(routableServiceModule)?.perform(configuring: { _, prepareModule in prepareModule(prepare) })
  }

  // MARK: Make destination

  /// Makes a prepared service destination synchronously, or `nil` when no router is registered or it fails.
  ///
  /// Without a preparation this is ``makeDestination(to:)``. Disfavored: a call without `preparation:` type-checks
  /// against the one-argument form alone (the solver skips disfavored overloads once it has a solution), so the
  /// recommended call `Router.makeDestination(to: .member)` costs one overload, not eight (Docs/Benchmarks.md,
  /// "Compile time").
  @inlinable
  @_disfavoredOverload
  public static func makeDestination<Protocol>(
    to routableService: RoutableService<Protocol>, preparation prepare: ((Protocol) -> Void)? = nil
  ) -> Protocol? {
    if let prepare { return _makeServiceDestination(to: routableService, preparing: prepare) }
    return makeDestination(to: routableService)
  }

  /// Makes a service destination synchronously, or `nil` when no router is registered or it fails.
  ///
  /// ```swift
  /// let store = Router.makeDestination(to: .noteStoreInput)
  /// ```
  /// A simple registration whose factory returns `Protocol` is called directly and its result returned as is;
  /// anything else is made by the router and cast to `Protocol` (`nil` when it does not conform).
  ///
  /// Inlinable, and kept to a few instructions: this is the hot path of service lookups, and it is specialized in
  /// every caller for each protocol. Everything else runs in shared code, so an app's first call for each of its
  /// services reads a few dozen bytes of code it never ran before, not the whole pipeline. It is the only
  /// `Router.makeDestination` overload that is not disfavored, so its call sites type-check against it alone.
  @inlinable
  public static func makeDestination<Protocol>(to routableService: RoutableService<Protocol>) -> Protocol? {
    var destination: Protocol? = nil
    // The unprotected variant: the pointer is to this one `Protocol?`, which only a factory registered for this very
    // key writes (as a `Protocol?`), so there is no buffer to overrun; the protected variant's stack protector would
    // add 64 bytes to every call site of every app (Docs/Benchmarks.md, "Code size").
    let made = _withUnprotectedUnsafeMutablePointer(to: &destination) {
      _makeServiceDestination(
        key: routableService.key, storingInto: UnsafeMutableRawPointer($0))
    }
    guard let made else { return destination }
    return _castServiceDestination(made, to: Protocol.self)
  }

  /// The untyped core of ``makeDestination(to:)``:
  /// lookup, then make. A simple registration whose factory returns the key's protocol stores its destination (a
  /// `Protocol?`) at `destination` and `nil` is returned; anything else returns the made object, still to be cast (or
  /// `nil` when nothing was made, with `destination` left `nil`).
  ///
  /// The caller guarantees that `destination` points to a `Protocol?` whose metatype is `key`'s (see
  /// `TypedServiceFactory`).
  @usableFromInline
  static func _makeServiceDestination(
    key: ObjectIdentifier, storingInto destination: UnsafeMutableRawPointer
  ) -> AnyObject? {
    // The usual case, a simple registration in a finished registry without service interceptors: the snapshot
    // published at finish names its router type without the lock (see `FrozenServiceRoutes`), and its factory is
    // called directly, with nothing retained or released on the way.
    if let (routes, intercepted) = RouteRegistry.currentPublishedServiceRoutes(), !intercepted,
      let routerType = routes._withUnsafeGuaranteedRef({ $0.directRouterType(for: key) })
    {
      let made = routes._withUnsafeGuaranteedRef { routes in
        routerType._withUnsafeGuaranteedRef { makeDirectly($0, in: routes, storingInto: destination) }
      }
      if let made {
        if !made { routerType._withUnsafeGuaranteedRef { $0.reportFactoryMadeNothing() } }
        return nil
      }
      // Routers nest too deep: the pipeline reports the recursion.
      return routerType.takeUnretainedValue().makeDestination(with: ZIKPerformRouteConfiguration())
    }
    let registry = ZIKRouteRegistry.current
    // The same without the snapshot (before finish, or without atomics): a simple registration's factory is called
    // directly, and the router type is looked up again only if the factory makes nothing (to name it) or routers nest
    // too deep. Anything else looks the key up a second time below: that path makes a router and runs its pipeline,
    // which costs far more than a lookup.
    if let factory = registry.serviceDirectFactory(for: key) {
      if let made = ZIKAnyServiceRouterType.makingDirectly({ factory.store($0, into: destination) }) {
        if !made { registry.serviceRouterTypeForMaking(key)?.0.reportFactoryMadeNothing() }
        return nil
      }
    }
    guard let (routerType, intercepted) = registry.serviceRouterTypeForMaking(key) else {
      reportServiceMiss(KeyName(.service, RoutableKeyStorage(identity: key)).description, action: .toService)
      return nil
    }
    guard routerType.canMakeDestination else { return routerType.makeDestination() as AnyObject? }
    guard !intercepted, routerType.directTypedFactory(for: key) != nil else {
      return routerType.makeDestination(preparation: nil)
    }
    // A simple registration whose direct call would nest too deep: the pipeline reports the recursion.
    return routerType.makeDestination(with: ZIKPerformRouteConfiguration())
  }

  /// Calls the typed factory of `routerType`, a simple registration typed by the protocol of the `Protocol?` at
  /// `destination` (see `FrozenServiceRoutes`), directly and stores its result there. Returns whether it made a
  /// destination, or `nil`, without calling it, when routers nest too deep.
  @inline(__always)
  static func makeDirectly(
    _ routerType: ZIKAnyServiceRouterType, in routes: FrozenServiceRoutes,
    storingInto destination: UnsafeMutableRawPointer
  ) -> Bool? {
    RecursionGuard.makingDirectly(
      routes.tables.state.directMakingClass, threadKey: routes.tables.state.recursionThreadKey
    ) {
      guard case .stored(let made) = routerType.typedFactoryCall($0, destination) else { return false }
      return made
    }
  }

  /// ``makeDestination(to:preparation:)-(RoutableService<Protocol>,_)`` with a preparation: the router makes the
  /// destination, the preparation runs with it cast to `Protocol`, and the result is cast to `Protocol`.
  ///
  /// Never specialized: a preparation is the rare case, and one copy serves every protocol.
  @usableFromInline
  @_semantics("optimize.sil.specialize.generic.never")
  static func _makeServiceDestination<Protocol>(
    to routableService: RoutableService<Protocol>, preparing prepare: @escaping (Protocol) -> Void
  ) -> Protocol? {
    guard let (routerType, _) = ZIKRouteRegistry.current.serviceRouterTypeForMaking(routableService.key) else {
      reportServiceMiss(routableService.description, action: .toService)
      return nil
    }
    guard routerType.canMakeDestination else {
      return (routerType.makeDestination() as AnyObject?).flatMap { _castServiceDestination($0, to: Protocol.self) }
    }
    let made = routerType.makeDestination(preparation: { ($0 as? Protocol).map(prepare) })
    return made.flatMap { _castServiceDestination($0, to: Protocol.self) }
  }

  /// `made` cast to `Protocol`, or `nil` (noted in debug builds) when it does not conform.
  ///
  /// Never specialized: the cast runs with `Protocol`'s metadata, so callers carry no copy of it.
  @usableFromInline
  @_semantics("optimize.sil.specialize.generic.never")
  static func _castServiceDestination<Protocol>(_ made: AnyObject, to expected: Protocol.Type) -> Protocol? {
    guard let destination = made as? Protocol else {
      _reportDestinationTypeMismatch(made, expected: Protocol.self)
      return nil
    }
    return destination
  }

  /// Notes, in debug builds, a destination that does not conform to the key's protocol.
  static func _reportDestinationTypeMismatch(_ made: AnyObject, expected: any Any.Type) {
    ZIKRouterLog.debug("A router made \(type(of: made)), which is not \(expected): returning nil.")
  }

  /// Makes a service destination with a typed configuration builder.
  public static func makeDestination<Protocol>(
    to routableService: RoutableService<Protocol>,
    configuring configBuilder: (PerformRouteStrictConfig<Protocol>, ((PerformRouteConfig) -> Void) -> Void) -> Void
  ) -> Protocol? {
    to(routableService)?.makeDestination(configuring: configBuilder)
  }

  /// Makes the destination of a service module, preparing the module configuration first.
  @_disfavoredOverload
  public static func makeDestination<Protocol>(
    to routableServiceModule: RoutableServiceModule<Protocol>, preparation prepare: ((Protocol) -> Void)? = nil
  ) -> Any? {
    to(routableServiceModule)?.makeDestination(configuring: { _, prepareModule in
      if let prepare { prepareModule(prepare) }
    })
  }

  /// Makes the destination of a service module with a typed configuration builder.
  @_disfavoredOverload
  public static func makeDestination<Protocol>(
    to routableServiceModule: RoutableServiceModule<Protocol>,
    configuring configBuilder: (PerformRouteStrictConfig<Any>, ((Protocol) -> Void) -> Void) -> Void
  ) -> Any? {
    to(routableServiceModule)?.makeDestination(configuring: configBuilder)
  }

  // MARK: Async and enumeration

  /// Performs to a service protocol and returns the router with its destination once the route ended; throws a
  /// ``RouteFailure``: `.route(.invalidProtocol)` with action `.toService` when no router is registered, else the
  /// route's failure. See ``ServiceRouterType/performAsync(isolation:configuring:)`` for routes that end later and
  /// for cancellation.
  ///
  /// Runs on the caller's actor (`isolation` defaults to `#isolation`), so it can be awaited from the main actor
  /// with non-`Sendable` builders and results.
  public static func performAsync<Protocol>(
    to routableService: RoutableService<Protocol>,
    isolation: isolated (any Actor)? = #isolation,
    configuring configBuilder: (PerformRouteStrictConfig<Protocol>, ((PerformRouteConfig) -> Void) -> Void) -> Void = {
      _, _ in
    }
  ) async throws(RouteFailure) -> (router: ServiceRouter<Protocol, PerformRouteConfig>, destination: Protocol) {
    try await foundForAsync(to(routableService), key: routableService, action: .toService)
      .performAsync(isolation: isolation, configuring: configBuilder)
  }

  /// Calls `handler` with every service router class that registered a destination class (block routes and
  /// adapters excluded) — for example to send a custom event to routers adopting an app protocol.
  public static func enumerateAllServiceRouters(_ handler: (ZIKAnyServiceRouter.Type) -> Void) {
    for routerClass in ZIKAnyServiceRouter._enumerateRouterClasses() { handler(routerClass) }
  }
}
