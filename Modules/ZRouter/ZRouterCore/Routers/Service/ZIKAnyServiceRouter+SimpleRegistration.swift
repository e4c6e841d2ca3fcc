/// Simple service registrations: a key and a class, no router subclass. Call them before registration finishes.
///
/// ```swift
/// ZIKAnyServiceRouter.register(.loginRequiredSessionStore, forMakingService: MockSessionStore.self)
/// ZIKAnyServiceRouter.register(.editorRequiredNoteStore, forMakingService: NoteStore.self) { config in
///   NoteStore(path: path)
/// }
/// ```
/// Factories are `@Sendable`: they are stored in the registry and run on whichever thread performs.
extension ZIKAnyServiceRouter {
  /// Registers `Protocol` for destinations made with `Service()`.
  public static func register<Protocol, Service: ZIKDefaultConstructible>(
    _ routableService: RoutableService<Protocol>, forMakingService serviceClass: Service.Type,
    fileID: StaticString = #fileID, line: Int = #line
  ) {
    ZIKAnyServiceRouterType._registerSimple(
      serviceClass, for: routableService, factory: .erased({ _ in serviceClass.init() }), fileID: fileID, line: line)
  }

  /// Registers `Protocol` for destinations made by `making` from the configuration.
  ///
  /// `making` returns `Protocol`, so `Router.makeDestination(to: routableService)` returns its result without a
  /// dynamic cast (see `TypedServiceFactory`). Inlinable so the factory's conversions are specialized for `Protocol`.
  @inlinable
  public static func register<Protocol, Service: AnyObject>(
    _ routableService: RoutableService<Protocol>, forMakingService serviceClass: Service.Type,
    fileID: StaticString = #fileID, line: Int = #line, making: @escaping @Sendable (PerformRouteConfig) -> Protocol?
  ) {
    ZIKAnyServiceRouterType._registerSimple(
      serviceClass, for: routableService, factory: .typed(TypedServiceFactory(making)), fileID: fileID, line: line)
  }

  /// Registers `Protocol` for destinations made by `making` from the configuration and the router.
  public static func register<Protocol, Service: AnyObject>(
    _ routableService: RoutableService<Protocol>, forMakingService serviceClass: Service.Type,
    fileID: StaticString = #fileID, line: Int = #line,
    making: @escaping @Sendable (PerformRouteConfig, ZIKAnyServiceRouter) -> Protocol?
  ) {
    ZIKServiceRoute<AnyObject, ZIKPerformRouteConfiguration>
      ._make(
        makeDestination: { config, router in making(config, router).map { $0 as AnyObject } },
        namedAfter: serviceClass, fileID: fileID, line: line
      )
      .registerDestination(serviceClass, fileID: fileID, line: line)
      .register(routableService, fileID: fileID, line: line)
  }

  /// Registers a module protocol whose configuration (made by `making`) makes the destination itself.
  ///
  /// `making` must return a makeable configuration (for example ``ServiceMakeableConfiguration``) adopting `Protocol`;
  /// the destination is whatever its `makedDestination` / `makeDestination` produce.
  public static func register<Protocol, Service: AnyObject>(
    _ routableServiceModule: RoutableServiceModule<Protocol>, forMakingService serviceClass: Service.Type,
    fileID: StaticString = #fileID, line: Int = #line, making: @escaping @Sendable () -> Protocol
  ) {
    let site = CallSite(fileID: fileID, line: line)
    guard making() is ZIKPerformRouteConfiguration else {
      ZIKRouteRegistry.current.record(
        site.issue(
          "\(routableServiceModule) was not registered for \(serviceClass): the configuration made by `making` is not a ZIKPerformRouteConfiguration. Return a ServiceMakeableConfiguration (or another configuration subclass) adopting \(routableServiceModule.typeName)."
        ))
      return
    }
    ZIKServiceRoute<AnyObject, ZIKPerformRouteConfiguration>
      ._make(
        makeDestination: { config, _ in makeFromConfiguration(config) }, namedAfter: serviceClass, fileID: fileID,
        line: line
      )
      .registerDestination(serviceClass, fileID: fileID, line: line)
      .makeDefaultConfiguration { making() as! ZIKPerformRouteConfiguration }
      .register(routableServiceModule, fileID: fileID, line: line)
  }

  /// Registers an identifier for destinations made by `making`.
  public static func registerIdentifier<Service: AnyObject>(
    _ identifier: String, forMakingService serviceClass: Service.Type, fileID: StaticString = #fileID,
    line: Int = #line,
    making: @escaping @Sendable (PerformRouteConfig) -> Service?
  ) {
    ZIKAnyServiceRouterType.registerSimple(
      serviceClass, forIdentifier: identifier, factory: .erased({ config in making(config) }), fileID: fileID,
      line: line)
  }

  /// Registers an identifier whose configuration (made by `configurationMaking`) makes the destination itself.
  public static func registerIdentifier<Service: AnyObject>(
    _ identifier: String, forMakingService serviceClass: Service.Type, fileID: StaticString = #fileID,
    line: Int = #line,
    configurationMaking: @escaping @Sendable () -> ZIKPerformRouteConfiguration
  ) {
    ZIKServiceRoute<AnyObject, ZIKPerformRouteConfiguration>
      ._make(
        makeDestination: { config, _ in makeFromConfiguration(config) }, namedAfter: serviceClass, fileID: fileID,
        line: line
      )
      .registerDestination(serviceClass, fileID: fileID, line: line)
      .makeDefaultConfiguration(configurationMaking)
      .registerIdentifier(identifier, fileID: fileID, line: line)
  }

  /// The destination of a makeable configuration: `makedDestination`, else `makeDestination()`.
  static func makeFromConfiguration(_ configuration: ZIKPerformRouteConfiguration) -> AnyObject? {
    guard let makeable = configuration._makeable else { return nil }
    return makeable._makedDestinationObject ?? makeable._callMakeDestination()
  }
}
