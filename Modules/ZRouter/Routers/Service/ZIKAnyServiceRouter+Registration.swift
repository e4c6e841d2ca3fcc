/// Registration of service routers. Call these inside `registerRoutableDestination()` (they register `Self`), before
/// registration finishes. Problems are recorded as ``ZIKRegistrationIssue``s pointing at the call, never a crash.
extension ZIKAnyServiceRouter {
  static func _routerType(_ registry: RouteRegistry, _ site: CallSite) -> ZIKAnyServiceRouterType {
    registry.serviceRouterType(forClass: self, site: site)
  }

  /// Registers a destination class this router makes. Subclasses of it match too.
  public static func registerService<Service: ZIKRoutableService>(
    _ serviceClass: Service.Type, fileID: String = #fileID, line: Int = #line
  ) {
    registerServiceClass(serviceClass, exclusive: false, site: CallSite(fileID: fileID, line: line))
  }

  /// Registers a destination class that only this router may use.
  public static func registerExclusiveService<Service: ZIKRoutableService>(
    _ serviceClass: Service.Type, fileID: String = #fileID, line: Int = #line
  ) {
    registerServiceClass(serviceClass, exclusive: true, site: CallSite(fileID: fileID, line: line))
  }

  static func registerServiceClass<Service: AnyObject>(_ serviceClass: Service.Type, exclusive: Bool, site: CallSite) {
    let registry = ZIKRouteRegistry.current
    registry.registerClass(
      \.services, classID: ObjectIdentifier(serviceClass), classType: serviceClass,
      exclusive: exclusive, matches: { $0 is Service }, routerType: _routerType(registry, site),
      routerName: String(describing: self), site: site)
  }

  /// Registers a destination protocol: `Router.to(RoutableService<P>())` then finds this router.
  public static func register<Protocol>(
    _ routableService: RoutableService<Protocol>, fileID: String = #fileID, line: Int = #line
  ) {
    let registry = ZIKRouteRegistry.current
    let site = CallSite(fileID: fileID, line: line)
    registry.registerKey(
      \.services, key: routableService.key, keyName: routableService.keyName, module: false,
      routerType: _routerType(registry, site), routerName: String(describing: self), site: site)
  }

  /// Registers a module protocol, adopted by this router's `defaultRouteConfiguration()`.
  ///
  /// The configuration is checked now: one that does not adopt `Protocol` is rejected with an issue.
  public static func register<Protocol>(
    _ routableServiceModule: RoutableServiceModule<Protocol>, fileID: String = #fileID, line: Int = #line
  ) {
    let registry = ZIKRouteRegistry.current
    let site = CallSite(fileID: fileID, line: line)
    let configuration = _erasedDefaultRouteConfiguration()
    guard configuration is Protocol else {
      registry.record(
        site.issue(
          "\(routableServiceModule) was not registered for \(self): its defaultRouteConfiguration() returns \(type(of: configuration)), which does not conform to \(routableServiceModule.typeName). Return a configuration that adopts the module protocol."
        ))
      return
    }
    registry.registerKey(
      \.services, key: routableServiceModule.key, keyName: routableServiceModule.keyName, module: true,
      routerType: _routerType(registry, site), routerName: String(describing: self), site: site)
  }

  /// Registers a string identifier: `Router.to(serviceIdentifier:)` then finds this router.
  public static func registerIdentifier(_ identifier: String, fileID: String = #fileID, line: Int = #line) {
    let registry = ZIKRouteRegistry.current
    let site = CallSite(fileID: fileID, line: line)
    registry.registerIdentifier(
      \.services, identifier: identifier, routerType: _routerType(registry, site), routerName: String(describing: self),
      site: site)
  }

  /// Whether registration finished (the tables are frozen).
  public static func isRegistrationFinished() -> Bool { ZIKRouteRegistry.registrationFinished }

  /// All service router classes that registered at least one destination class (block routes and adapters excluded).
  static func _enumerateRouterClasses() -> [ZIKAnyServiceRouter.Type] {
    let registry = ZIKRouteRegistry.current
    return registry.locked {
      let withClasses = registry.services.routerTypesWithClasses
      return registry.services.routerTypes.compactMap { routerType in
        guard let routerClass = routerType.routerClass, withClasses.contains(ObjectIdentifier(routerType)) else {
          return nil
        }
        return routerClass
      }
    }
  }
}
