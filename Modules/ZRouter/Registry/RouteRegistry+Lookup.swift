import Foundation

extension RouteRegistry {
  /// Looks something up under the lock. When the lookup happens before finish with ``ZIKRouteRegistry/autoRegister``
  /// on and a manifest waiting, the manifest is registered first (on the main actor only, where view routers
  /// register; elsewhere the lookup goes on without it) and the lookup runs again.
  @inline(__always)
  func lookup<T>(_ body: () -> T) -> T {
    let (result, needsRegistration) = locked { (body(), !finished && autoRegister && !manifest.isEmpty) }
    guard needsRegistration, MainQueueProbe.isOnMainQueue else { return result }
    MainActor.assumeIsolated { ZIKRouteRegistry.registerAll() }
    return locked { body() }
  }

  /// The service router type for a destination or module key (direct, then adapters).
  func serviceRouterType(for key: ObjectIdentifier, role: KeyRole) -> ZIKAnyServiceRouterType? {
    lookup { services.resolve(key, role: role) }
  }

  /// The service router type registered for an identifier.
  func serviceRouterType(forIdentifier identifier: String) -> ZIKAnyServiceRouterType? {
    lookup { services.identifiers[identifier]?.routerType }
  }

  /// The router type of a router class (identified by `classID`), made by `make` on first use, so every lookup hands
  /// out the same object. `make` runs under the lock: it must only build the router type.
  func routerType<RouterType>(
    _ family: (RouteRegistry) -> FamilyTables<RouterType>, forClass classID: ObjectIdentifier,
    make: () -> RouterType
  ) -> RouterType {
    locked {
      let tables = family(self)
      if let existing = tables.routerTypesByClass[classID] { return existing }
      let made = make()
      tables.routerTypesByClass[classID] = made
      return made
    }
  }

  /// The view router type for a destination or module key (direct, then adapters).
  func viewRouterType(for key: ObjectIdentifier, role: KeyRole) -> ZIKAnyViewRouterType? {
    lookup { views.resolve(key, role: role) }
  }

  /// The view router type registered for an identifier.
  func viewRouterType(forIdentifier identifier: String) -> ZIKAnyViewRouterType? {
    lookup { views.identifiers[identifier]?.routerType }
  }
}
