/// Registration of view routers. Call these inside `registerRoutableDestination()` (they register `Self`), on the main
/// actor, before registration finishes. Problems are recorded as ``ZIKRegistrationIssue``s, never a crash.
extension ZIKAnyViewRouter {
  static func _routerType(_ registry: RouteRegistry, _ site: CallSite) -> ZIKAnyViewRouterType {
    let id = ObjectIdentifier(self)
    if let existing = registry.locked({ registry.viewRouterTypes[id] }) { return existing }
    let made = ZIKAnyViewRouterType(source: .routerClass(self), site: site)
    return registry.locked {
      if let existing = registry.viewRouterTypes[id] { return existing }
      registry.viewRouterTypes[id] = made
      return made
    }
  }

  static func registerViewClass<Class: AnyObject>(
    _ viewClass: Class.Type, exclusive: Bool, routerType: ZIKAnyViewRouterType, site: CallSite
  ) {
    let isViewHost = viewClass is any ZIKViewHost.Type && !(viewClass is any ZIKViewControllerHost.Type)
    ZIKRouteRegistry.current.registerClass(
      \.views, classID: ObjectIdentifier(viewClass), classType: viewClass, exclusive: exclusive,
      matches: { $0 is Class }, routerType: routerType, routerName: routerType.name, site: site, isViewHost: isViewHost)
  }

  /// Registers a destination class this router makes. Subclasses of it match too.
  public static func registerView<View: ZIKRoutableView>(
    _ viewClass: View.Type, fileID: String = #fileID, line: Int = #line
  ) {
    let site = CallSite(fileID: fileID, line: line)
    registerViewClass(viewClass, exclusive: false, routerType: _routerType(ZIKRouteRegistry.current, site), site: site)
  }

  /// Registers a destination class that only this router may use.
  public static func registerExclusiveView<View: ZIKRoutableView>(
    _ viewClass: View.Type, fileID: String = #fileID, line: Int = #line
  ) {
    let site = CallSite(fileID: fileID, line: line)
    registerViewClass(viewClass, exclusive: true, routerType: _routerType(ZIKRouteRegistry.current, site), site: site)
  }

  /// Registers a destination protocol: `Router.to(RoutableView<P>())` then finds this router.
  public static func register<Protocol>(
    _ routableView: RoutableView<Protocol>, fileID: String = #fileID, line: Int = #line
  ) {
    let registry = ZIKRouteRegistry.current
    let site = CallSite(fileID: fileID, line: line)
    registry.registerKey(
      \.views, key: routableView.key, keyName: routableView.keyName, module: false,
      routerType: _routerType(registry, site), routerName: String(describing: self), site: site)
  }

  /// Registers a module protocol, adopted by this router's `defaultRouteConfiguration()` (checked now).
  public static func register<Protocol>(
    _ routableViewModule: RoutableViewModule<Protocol>, fileID: String = #fileID, line: Int = #line
  ) {
    let registry = ZIKRouteRegistry.current
    let site = CallSite(fileID: fileID, line: line)
    let configuration = _erasedDefaultRouteConfiguration()
    guard configuration is Protocol else {
      registry.record(
        site.issue(
          "\(routableViewModule) was not registered for \(self): its defaultRouteConfiguration() returns \(type(of: configuration)), which does not conform to \(routableViewModule.typeName). Return a configuration that adopts the module protocol."
        ))
      return
    }
    registry.registerKey(
      \.views, key: routableViewModule.key, keyName: routableViewModule.keyName, module: true,
      routerType: _routerType(registry, site), routerName: String(describing: self), site: site)
  }

  /// Registers a string identifier: `Router.to(viewIdentifier:)` then finds this router.
  public static func registerIdentifier(_ identifier: String, fileID: String = #fileID, line: Int = #line) {
    let registry = ZIKRouteRegistry.current
    let site = CallSite(fileID: fileID, line: line)
    registry.registerIdentifier(
      \.views, identifier: identifier, routerType: _routerType(registry, site), routerName: String(describing: self),
      site: site)
  }

  /// Whether registration finished (the tables are frozen).
  public static func isRegistrationFinished() -> Bool { ZIKRouteRegistry.registrationFinished }

  /// All view router classes that registered at least one destination class (block routes and adapters excluded).
  static func _enumerateRouterClasses() -> [ZIKAnyViewRouter.Type] {
    let registry = ZIKRouteRegistry.current
    return registry.locked {
      let withClasses = registry.views.routerTypesWithClasses
      return registry.views.routerTypes.compactMap { routerType in
        guard let routerClass = routerType.routerClass, withClasses.contains(ObjectIdentifier(routerType)) else {
          return nil
        }
        return routerClass
      }
    }
  }
}

extension ZIKRouteRegistry {
  /// The view checks run at finish: a router of views (not controllers) must support `addAsSubview` or `custom`.
  @MainActor static func viewFinishChecks(of registry: RouteRegistry) -> [ZIKRegistrationIssue] {
    let viewEntries = registry.locked { registry.views.classes.filter(\.isViewHost) }
    var reported = Set<ObjectIdentifier>()
    var issues: [ZIKRegistrationIssue] = []
    for entry in viewEntries where reported.insert(ObjectIdentifier(entry.routerType)).inserted {
      let supported = entry.routerType.supportedRouteTypes
      if supported.isDisjoint(with: [.addAsSubview, .custom]) {
        issues.append(
          entry.routerType.site.issue(
            "\(entry.routerType.name) makes \(entry.className), a view, but its supportedRouteTypes() has neither .addAsSubview nor .custom. Return .viewDefault (or add .custom) from supportedRouteTypes()."
          ))
      }
    }
    return issues
  }
}
