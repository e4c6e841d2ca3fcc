/// What both families' router types share: how one is made for a router class, and where a registry keeps it.
///
/// A registry holds one router type per router class, so lookups and registrations hand out the same object every
/// time; ``forClass(_:in:site:)`` makes and caches it, for both families.
protocol FamilyRouterType: AnyObject {
  /// The family's router base class: ``ZIKAnyServiceRouter`` or ``ZIKAnyViewRouter``.
  associatedtype RouterBase: AnyObject
  /// Makes the router type standing for `routerClass`, first registered at `site`.
  init(routerClass: RouterBase.Type, site: CallSite)
  /// Where a registry keeps this family's router type of each router class.
  static var registryCache: ReferenceWritableKeyPath<RouteRegistry, [ObjectIdentifier: Self]> { get }
}

extension FamilyRouterType {
  /// The router type of `routerClass` in `registry`, made on first use.
  static func forClass(_ routerClass: RouterBase.Type, in registry: RouteRegistry, site: CallSite) -> Self {
    let id = ObjectIdentifier(routerClass)
    let cache = registryCache
    if let existing = registry.locked({ registry[keyPath: cache][id] }) { return existing }
    let made = Self(routerClass: routerClass, site: site)
    return registry.locked {
      if let existing = registry[keyPath: cache][id] { return existing }
      registry[keyPath: cache][id] = made
      return made
    }
  }
}
