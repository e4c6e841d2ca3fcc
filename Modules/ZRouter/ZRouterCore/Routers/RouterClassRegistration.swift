/// The registration logic shared by the router classes of both families. The `register…` entry points of
/// ``ZIKAnyServiceRouter`` and ``ZIKAnyViewRouter`` only name their family's tables and router type and call these;
/// the view family's entry points stay on the main actor, the service family's run on any thread.
extension RouteRegistry {
  /// Registers a module key for a router class whose default configuration adopts the module protocol
  /// (`adoptsModule`); otherwise records an issue naming the configuration's class.
  func registerModuleKey<RouterType>(
    _ family: (RouteRegistry) -> FamilyTables<RouterType>, key: ObjectIdentifier, keyName: KeyName,
    configuration: AnyObject, adoptsModule: Bool, routerClass: AnyClass, routerType: () -> RouterType, site: CallSite
  ) {
    guard adoptsModule else {
      record(
        site.issue(
          "\(keyName) was not registered for \(routerClass): its defaultRouteConfiguration() returns \(type(of: configuration)), which does not conform to \(keyName.typeName). Return a configuration that adopts the module protocol."
        ))
      return
    }
    registerKey(
      family, key: key, keyName: keyName, role: .module, routerType: routerType(),
      routerName: String(describing: routerClass), site: site)
  }

  /// The router classes of a family that registered at least one destination class (block routes and adapters
  /// excluded), in registration order.
  func routerClassesWithDestinations<RouterType, RouterClass>(
    _ family: (RouteRegistry) -> FamilyTables<RouterType>, routerClass: (RouterType) -> RouterClass?
  ) -> [RouterClass] {
    locked {
      let tables = family(self)
      let withClasses = tables.routerTypesWithClasses
      return tables.routerTypes.compactMap { routerType in
        withClasses.contains(ObjectIdentifier(routerType)) ? routerClass(routerType) : nil
      }
    }
  }
}

extension RouteRegistry {
  /// Makes lookups of `adapter` resolve to the router of `adaptee` (two keys of the same kind) in a family.
  func registerAdapter<RouterType>(
    _ family: (RouteRegistry) -> FamilyTables<RouterType>, _ adapter: KeyName, forAdaptee adaptee: KeyName,
    fileID: StaticString, line: Int
  ) {
    registerAdapter(
      family, adapter: adapter.key, adapterName: adapter, adaptee: adaptee.key, adapteeName: adaptee,
      role: adapter.kind.role, site: CallSite(fileID: fileID, line: line))
  }
}
