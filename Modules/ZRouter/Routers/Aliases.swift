/// Short names of the ZRouter Swift layer.
public typealias RouterState = ZIKRouterState
/// The base configuration.
public typealias RouteConfig = ZIKRouteConfiguration
/// A perform configuration.
public typealias PerformRouteConfig = ZIKPerformRouteConfiguration
/// A removal configuration.
public typealias RemoveRouteConfig = ZIKRemoveRouteConfiguration

/// A service router for any destination and the default configuration.
public typealias AnyServiceRouter = ServiceRouter<Any, PerformRouteConfig>
/// A service router typed by its destination protocol.
public typealias DestinationServiceRouter<Destination> = ServiceRouter<Destination, PerformRouteConfig>
/// A service router typed by its module protocol.
public typealias ModuleServiceRouter<ModuleConfig> = ServiceRouter<Any, ModuleConfig>
/// A router subclass base typed by destination.
public typealias ZIKDestinationServiceRouter<Destination: AnyObject> = ZIKServiceRouter<Destination, PerformRouteConfig>
/// A router subclass base typed by module configuration.
public typealias ZIKModuleServiceRouter<ModuleConfig: PerformRouteConfig> = ZIKServiceRouter<AnyObject, ModuleConfig>
/// A block service route with the default configuration.
public typealias ZIKAnyServiceRoute = ZIKServiceRoute<AnyObject, PerformRouteConfig>
/// The design-card name of ``ZIKServiceRouteAdapter``.
public typealias ServiceRouteAdapter = ZIKServiceRouteAdapter
