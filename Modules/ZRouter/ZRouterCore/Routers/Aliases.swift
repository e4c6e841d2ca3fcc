// Short names of the ZRouter Swift layer: the Swift spellings of the original's ZIK-prefixed types, for both router
// families.

/// The state of a router.
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
/// A service route adapter: see ``ZIKServiceRouteAdapter``.
public typealias ServiceRouteAdapter = ZIKServiceRouteAdapter

/// A view route configuration.
public typealias ViewRouteConfig = ZIKViewRouteConfiguration
/// A view removal configuration.
public typealias ViewRemoveConfig = ZIKViewRemoveConfiguration
/// A view route type.
public typealias ViewRouteType = ZIKViewRouteType
/// A view route error.
public typealias ViewRouteError = ZIKViewRouteError
/// Popover settings.
public typealias ViewRoutePopoverConfig = ZIKViewRoutePopoverConfiguration
/// A view router for any destination and the default configuration.
public typealias AnyViewRouter = ViewRouter<Any, ViewRouteConfig>
/// A view router typed by its destination protocol.
public typealias DestinationViewRouter<Destination> = ViewRouter<Destination, ViewRouteConfig>
/// A view router typed by its module protocol.
public typealias ModuleViewRouter<ModuleConfig> = ViewRouter<Any, ModuleConfig>
/// A view router subclass base typed by destination.
public typealias ZIKDestinationViewRouter<Destination: AnyObject> = ZIKViewRouter<Destination, ViewRouteConfig>
/// A view router subclass base typed by module configuration.
public typealias ZIKModuleViewRouter<ModuleConfig: ViewRouteConfig> = ZIKViewRouter<AnyObject, ModuleConfig>
/// A block view route with the default configuration.
public typealias ZIKAnyViewRoute = ZIKViewRoute<AnyObject, ViewRouteConfig>
/// A view route adapter: see ``ZIKViewRouteAdapter``.
public typealias ViewRouteAdapter = ZIKViewRouteAdapter
