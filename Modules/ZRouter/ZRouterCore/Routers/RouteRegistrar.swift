/// Registers a block route's destination classes, keys, identifiers and URL patterns under its router type, in
/// its family's tables.
protocol RouteRegistrar: Sendable {
  /// The router type's name, for messages.
  var routerName: String { get }
  func registerClass(_ destinationClass: AnyClass, exclusive: Bool, site: CallSite)
  func registerKey(_ keyName: KeyName, role: KeyRole, site: CallSite)
  func registerIdentifier(_ identifier: String, site: CallSite)
  func registerURLPattern(_ pattern: String, site: CallSite)
}

/// The ``RouteRegistrar`` of one family (`\.services` or `\.views`) and one router type.
struct FamilyRouteRegistrar<RouterType: RegisteredRouterType>: RouteRegistrar {
  let family: @Sendable (RouteRegistry) -> FamilyTables<RouterType>
  let routerType: RouterType

  var routerName: String { routerType.name }

  func registerClass(_ destinationClass: AnyClass, exclusive: Bool, site: CallSite) {
    ZIKRouteRegistry.current.registerClass(
      family, classID: ObjectIdentifier(destinationClass), classType: destinationClass, exclusive: exclusive,
      routerType: routerType, routerName: routerType.name, site: site)
  }

  func registerKey(_ keyName: KeyName, role: KeyRole, site: CallSite) {
    ZIKRouteRegistry.current.registerKey(
      family, key: keyName.key, keyName: keyName, role: role, routerType: routerType, routerName: routerType.name,
      site: site)
  }

  func registerIdentifier(_ identifier: String, site: CallSite) {
    ZIKRouteRegistry.current.registerIdentifier(
      family, identifier: identifier, routerType: routerType, routerName: routerType.name, site: site)
  }

  func registerURLPattern(_ pattern: String, site: CallSite) {
    ZIKRouteRegistry.current.registerURLPattern(
      family, pattern: pattern, routerType: routerType, routerName: routerType.name, site: site)
  }
}
