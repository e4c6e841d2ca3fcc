/// Registration of service routers. Call these inside `registerRoutableDestination()` (they register `Self`), before
/// registration finishes, from any thread. Problems are recorded as ``ZIKRegistrationIssue``s pointing at the call,
/// never a crash. The logic is shared with the view family (see `RouterClassRegistration.swift`).
extension ZIKAnyServiceRouter {
  /// The router type of this router class in `registry`, made on first use.
  static func _routerType(_ registry: RouteRegistry, _ site: CallSite) -> ZIKAnyServiceRouterType {
    registry.routerType(\.services, forClass: ObjectIdentifier(self)) {
      ZIKAnyServiceRouterType(routerClass: self, site: site)
    }
  }

  /// Registers a destination class this router makes. Subclasses of it match too.
  public static func registerService<Service: ZIKRoutableService>(
    _ serviceClass: Service.Type, fileID: StaticString = #fileID, line: Int = #line
  ) {
    registerServiceClass(serviceClass, exclusive: false, site: CallSite(fileID: fileID, line: line))
  }

  /// Registers a destination class that only this router may use.
  public static func registerExclusiveService<Service: ZIKRoutableService>(
    _ serviceClass: Service.Type, fileID: StaticString = #fileID, line: Int = #line
  ) {
    registerServiceClass(serviceClass, exclusive: true, site: CallSite(fileID: fileID, line: line))
  }

  static func registerServiceClass<Service: AnyObject>(_ serviceClass: Service.Type, exclusive: Bool, site: CallSite) {
    let registry = ZIKRouteRegistry.current
    registry.registerClass(
      \.services, classID: ObjectIdentifier(serviceClass), classType: serviceClass,
      exclusive: exclusive, routerType: _routerType(registry, site),
      routerName: String(describing: self), site: site)
  }

  /// Registers a destination protocol: `Router.to(_:)` then finds this router.
  public static func register<Protocol>(
    _ routableService: RoutableService<Protocol>, fileID: StaticString = #fileID, line: Int = #line
  ) {
    let (registry, site) = (ZIKRouteRegistry.current, CallSite(fileID: fileID, line: line))
    registry.registerKey(
      \.services, key: routableService.key, keyName: routableService.keyName, role: .destination,
      routerType: _routerType(registry, site), routerName: String(describing: self), site: site)
  }

  /// Registers a module protocol, adopted by this router's `defaultRouteConfiguration()`.
  ///
  /// The configuration is checked now: one that does not adopt `Protocol` is rejected with an issue.
  public static func register<Protocol>(
    _ routableServiceModule: RoutableServiceModule<Protocol>, fileID: StaticString = #fileID, line: Int = #line
  ) {
    let (registry, site) = (ZIKRouteRegistry.current, CallSite(fileID: fileID, line: line))
    let configuration = _erasedDefaultRouteConfiguration()
    registry.registerModuleKey(
      \.services, key: routableServiceModule.key, keyName: routableServiceModule.keyName,
      configuration: configuration, adoptsModule: configuration is Protocol, routerClass: self,
      routerType: { _routerType(registry, site) }, site: site)
  }

  /// Registers a string identifier: `Router.to(serviceIdentifier:)` then finds this router.
  public static func registerIdentifier(_ identifier: String, fileID: StaticString = #fileID, line: Int = #line) {
    let (registry, site) = (ZIKRouteRegistry.current, CallSite(fileID: fileID, line: line))
    registry.registerIdentifier(
      \.services, identifier: identifier, routerType: _routerType(registry, site), routerName: String(describing: self),
      site: site)
  }

  /// Whether registration finished (the tables are frozen).
  public static func isRegistrationFinished() -> Bool { ZIKRouteRegistry.registrationFinished }

  /// All service router classes that registered at least one destination class (block routes and adapters excluded).
  static func _enumerateRouterClasses() -> [ZIKAnyServiceRouter.Type] {
    ZIKRouteRegistry.current.routerClassesWithDestinations(\.services) { $0.routerClass }
  }
}

/// What the registry needs from the service family.
extension ZIKAnyServiceRouterType: RegisteredRouterType {
  typealias FamilyState = ServiceFamilyHooks

  static let familyName = "service"

  var registeredRouterClass: AnyClass? { routerClass }
  var detachableRoute: (any RegistryDetachable)? {
    if case .route(let route) = source { return route as? any RegistryDetachable }
    return nil
  }

  /// A simple registration whose factory returns `key`'s protocol: no hook, the default configuration, no router for
  /// a handler to see (see ``directTypedFactory(for:)``).
  func servesDirectly(forDestination key: ObjectIdentifier) -> Bool {
    directTypedFactory(for: key) != nil
  }

  func didFinishRegistration() {
    routerClass?._didFinishRegistration()
  }
}
