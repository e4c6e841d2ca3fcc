extension ZIKRouteRegistry {
  /// Adds routers to the app's manifest; ``registerAll()`` registers them in this order.
  ///
  /// - Parameters:
  ///   - viewRouters: view router classes whose `registerRoutableDestination()` will run.
  ///   - serviceRouters: service router classes whose `registerRoutableDestination()` will run.
  ///   - routes: closures that register block routes or simple registrations.
  public static func add(
    viewRouters: [ZIKAnyViewRouter.Type] = [], serviceRouters: [ZIKAnyServiceRouter.Type] = [],
    routes: [@MainActor () -> Void] = []
  ) {
    let registry = current
    registry.locked {
      registry.manifest.viewRouters += viewRouters.map { router in { router.registerRoutableDestination() } }
      registry.manifest.serviceRouters += serviceRouters.map { router in { router.registerRoutableDestination() } }
      registry.manifest.routes += routes
    }
  }
}
