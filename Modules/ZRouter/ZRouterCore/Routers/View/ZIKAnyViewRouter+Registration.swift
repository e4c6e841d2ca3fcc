/// Registration of view routers. Call these inside `registerRoutableDestination()` (they register `Self`), on the main
/// actor, before registration finishes. Problems are recorded as ``ZIKRegistrationIssue``s, never a crash. The logic
/// is shared with the service family (see `RouterClassRegistration.swift`).
extension ZIKAnyViewRouter {
  /// The router type of this router class in `registry`, made on first use.
  static func _routerType(_ registry: RouteRegistry, _ site: CallSite) -> ZIKAnyViewRouterType {
    registry.routerType(\.views, forClass: ObjectIdentifier(self)) {
      ZIKAnyViewRouterType(routerClass: self, site: site)
    }
  }

  static func registerViewClass<Class: AnyObject>(
    _ viewClass: Class.Type, exclusive: Bool, routerType: ZIKAnyViewRouterType, site: CallSite
  ) {
    ZIKRouteRegistry.current.registerClass(
      \.views, classID: ObjectIdentifier(viewClass), classType: viewClass, exclusive: exclusive,
      routerType: routerType, routerName: routerType.name, site: site)
  }

  /// Registers a destination class this router makes. Subclasses of it match too.
  public static func registerView<View: ZIKRoutableView>(
    _ viewClass: View.Type, fileID: StaticString = #fileID, line: Int = #line
  ) {
    let site = CallSite(fileID: fileID, line: line)
    registerViewClass(viewClass, exclusive: false, routerType: _routerType(ZIKRouteRegistry.current, site), site: site)
  }

  /// Registers a destination class that only this router may use.
  public static func registerExclusiveView<View: ZIKRoutableView>(
    _ viewClass: View.Type, fileID: StaticString = #fileID, line: Int = #line
  ) {
    let site = CallSite(fileID: fileID, line: line)
    registerViewClass(viewClass, exclusive: true, routerType: _routerType(ZIKRouteRegistry.current, site), site: site)
  }

  /// Registers a destination protocol: `Router.to(_:)` then finds this router.
  public static func register<Protocol>(
    _ routableView: RoutableView<Protocol>, fileID: StaticString = #fileID, line: Int = #line
  ) {
    let (registry, site) = (ZIKRouteRegistry.current, CallSite(fileID: fileID, line: line))
    registry.registerKey(
      \.views, key: routableView.key, keyName: routableView.keyName, role: .destination,
      routerType: _routerType(registry, site), routerName: String(describing: self), site: site)
  }

  /// Registers a module protocol, adopted by this router's `defaultRouteConfiguration()` (checked now).
  public static func register<Protocol>(
    _ routableViewModule: RoutableViewModule<Protocol>, fileID: StaticString = #fileID, line: Int = #line
  ) {
    let (registry, site) = (ZIKRouteRegistry.current, CallSite(fileID: fileID, line: line))
    let configuration = _erasedDefaultRouteConfiguration()
    registry.registerModuleKey(
      \.views, key: routableViewModule.key, keyName: routableViewModule.keyName, configuration: configuration,
      adoptsModule: configuration is Protocol, routerClass: self, routerType: { _routerType(registry, site) },
      site: site)
  }

  /// Registers a string identifier: `Router.to(viewIdentifier:)` then finds this router.
  public static func registerIdentifier(_ identifier: String, fileID: StaticString = #fileID, line: Int = #line) {
    let (registry, site) = (ZIKRouteRegistry.current, CallSite(fileID: fileID, line: line))
    registry.registerIdentifier(
      \.views, identifier: identifier, routerType: _routerType(registry, site), routerName: String(describing: self),
      site: site)
  }

  /// Whether registration finished (the tables are frozen).
  public static func isRegistrationFinished() -> Bool { ZIKRouteRegistry.registrationFinished }

  /// All view router classes that registered at least one destination class (block routes and adapters excluded).
  static func _enumerateRouterClasses() -> [ZIKAnyViewRouter.Type] {
    ZIKRouteRegistry.current.routerClassesWithDestinations(\.views) { $0.routerClass }
  }
}

/// What the registry needs from the view family, and the view family's own finish check.
extension ZIKAnyViewRouterType: RegisteredRouterType {
  typealias FamilyState = ViewFamilyHooks

  nonisolated static let familyName = "view"

  nonisolated var registeredRouterClass: AnyClass? { routerClass }

  func didFinishRegistration() {
    routerClass?._didFinishRegistration()
  }

  /// A router of views (not view controllers) must support `addAsSubview` or `custom`.
  static func familyFinishIssues(in registry: RouteRegistry, tables: FamilyTables<ZIKAnyViewRouterType>)
    -> [ZIKRegistrationIssue]
  {
    let viewEntries = registry.locked { tables.classes.filter { isPlainView($0.classType) } }
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

  /// Whether `destinationClass` is a view rather than a view controller.
  nonisolated static func isPlainView(_ destinationClass: AnyClass) -> Bool {
    destinationClass is any ZIKViewHost.Type && !(destinationClass is any ZIKViewControllerHost.Type)
  }
}
