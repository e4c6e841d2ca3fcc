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

  /// A family's router type for a destination or module key (direct, then adapters). Inlined, so the family's tables
  /// are read directly at each call site.
  @inline(__always)
  func routerType<RouterType>(
    _ family: (RouteRegistry) -> FamilyTables<RouterType>, for key: ObjectIdentifier, role: KeyRole
  ) -> RouterType? {
    lookup { family(self).resolve(key, role: role) }
  }

  /// A family's router type registered for an identifier.
  @inline(__always)
  func routerType<RouterType>(_ family: (RouteRegistry) -> FamilyTables<RouterType>, forIdentifier identifier: String)
    -> RouterType?
  {
    lookup { family(self).identifiers[identifier]?.routerType }
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
      tables.routerTypesByClass.set(made, for: classID)
      return made
    }
  }
}
