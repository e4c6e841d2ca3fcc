import Foundation

/// A service route made of closures: a router without a subclass.
///
/// ```swift
/// ZIKServiceRoute<NoteStore, PerformRouteConfig>
///   .make(withDestination: NoteStore.self) { config, router in NoteStore() }
///   .prepareDestination { store, config, router in store.open() }
///   .register(.noteStoreInput)
/// ```
/// `make` registers the destination class at once; the registry keeps the route for the life of the process.
/// Modifiers configure the route before registration finishes; its state is lock-protected, so routers made from
/// it may run on any thread. The closures run on the thread that performs.
public final class ZIKServiceRoute<Destination: AnyObject, RouteConfig: ZIKPerformRouteConfiguration>: ZIKRoute<
  Destination, RouteConfig, ZIKRemoveRouteConfiguration, ZIKAnyServiceRouter
>, ServiceRouteBehavior, @unchecked Sendable
{
  private typealias Blocks = ServiceRouteBlocks

  /// One lock for every service route: routes change only at registration, and a perform holds it just long
  /// enough to read one snapshot reference (no lock object per route).
  private var lock: NSLock { serviceRoutesLock }
  /// The route's factory and configuration class, erased; each snapshot adds the erased closures of ``ZIKRoute``.
  private let blocks: Blocks
  /// The current closures as one immutable object, handed to each router (one retain per perform).
  private var snapshot: ServiceRouteBlocksSnapshot?

  /// Makes the route with its factory erased, and its router type.
  required init(
    makeDestination: @escaping (RouteConfig, ZIKAnyServiceRouter) -> Destination?, subject: (any Any.Type)?,
    site: CallSite
  ) {
    blocks = Blocks(
      makeDestination: { configuration, router in
        guard let configuration = fastCast(configuration, to: RouteConfig.self) else { return nil }
        return makeDestination(configuration, router)
      },
      configurationType: RouteConfig.self)
    super.init(makeDestination: makeDestination, subject: subject, site: site)
    registrar = FamilyRouteRegistrar(
      family: \.services, routerType: ZIKAnyServiceRouterType(source: .route(self), site: site))
  }

  /// A modifier changed the closures: the next router gets a new immutable snapshot, routers made before keep theirs.
  override func hooksDidChange() {
    lock.withLock { snapshot = nil }
  }

  /// Registers a destination protocol for this route.
  @discardableResult public func register<Protocol>(
    _ routableService: RoutableService<Protocol>, fileID: StaticString = #fileID, line: Int = #line
  ) -> Self {
    registerKey(routableService.keyName, fileID: fileID, line: line)
  }

  /// Registers a module protocol for this route; the route's default configuration must adopt it.
  @discardableResult public func register<Protocol>(
    _ routableServiceModule: RoutableServiceModule<Protocol>, fileID: StaticString = #fileID, line: Int = #line
  ) -> Self {
    registerModuleKey(routableServiceModule.keyName, adopting: Protocol.self, fileID: fileID, line: line)
  }

  /// Wraps a typed hook so the perform path calls it without generic code.
  private static func erase(_ block: @escaping (Destination, RouteConfig, ZIKAnyServiceRouter) -> Void)
    -> (AnyObject, ZIKPerformRouteConfiguration, ZIKAnyServiceRouter) -> Void
  {
    { destination, configuration, router in
      guard let destination = destination as? Destination,
        let configuration = fastCast(configuration, to: RouteConfig.self)
      else { return }
      block(destination, configuration, router)
    }
  }

  // MARK: ServiceRouteBehavior

  /// The route's closures, read once per router.
  var erasedBlocks: ServiceRouteBlocksSnapshot {
    lock.lock()
    defer { lock.unlock() }
    if let snapshot { return snapshot }
    let hooks = self.hooks
    var blocks = self.blocks
    blocks.configurationFactory = hooks.makeDefaultConfiguration
    blocks.makeDefaultRemoveConfiguration = hooks.makeDefaultRemoveConfiguration
    blocks.prepareDestination = hooks.prepareDestination.map(Self.erase)
    blocks.didFinishPrepareDestination = hooks.didFinishPrepareDestination.map(Self.erase)
    blocks.urlHooks = ServiceURLRouteHooks(erasing: hooks.url)
    let made = ServiceRouteBlocksSnapshot(blocks)
    snapshot = made
    return made
  }
}

/// The closures of a block service route with their generic types erased, so a perform runs no generic code.
struct ServiceRouteBlocks {
  /// The route's factory (`nil` in a simple registration's block route, which uses ``directFactory``).
  var makeDestination: ((ZIKPerformRouteConfiguration, ZIKAnyServiceRouter) -> AnyObject?)?
  /// The configuration class of the route (`RouteConfig`), made with `init()` unless a factory replaced it.
  var configurationType: ZIKPerformRouteConfiguration.Type
  /// The factory set by `makeDefaultConfiguration(_:)`, if any.
  var configurationFactory: (() -> ZIKPerformRouteConfiguration)?

  /// A new default configuration.
  func makeDefaultConfiguration() -> ZIKPerformRouteConfiguration {
    configurationFactory?() ?? configurationType.init()
  }
  var makeDefaultRemoveConfiguration: (() -> ZIKRemoveRouteConfiguration)?
  var prepareDestination: ((AnyObject, ZIKPerformRouteConfiguration, ZIKAnyServiceRouter) -> Void)?
  var didFinishPrepareDestination: ((AnyObject, ZIKPerformRouteConfiguration, ZIKAnyServiceRouter) -> Void)?
  var urlHooks = ServiceURLRouteHooks()
  /// A simple registration's factory, which needs no router (set only in a simple registration's block route).
  var directFactory: DirectServiceFactory?
}

/// An immutable snapshot of a route's closures.
final class ServiceRouteBlocksSnapshot: @unchecked Sendable {
  let blocks: ServiceRouteBlocks
  init(_ blocks: ServiceRouteBlocks) { self.blocks = blocks }
}

/// `object as? Target` with a fast path for the exact class, which generic code otherwise checks through the
/// general (slow) dynamic cast.
@inline(__always)
func fastCast<Target: AnyObject>(_ object: AnyObject, to target: Target.Type) -> Target? {
  if type(of: object) == target { return unsafeDowncast(object, to: target) }
  return object as? Target
}

/// The URL closures of a block service route.
typealias ServiceURLRouteHooks = URLRouteHooks<ZIKAnyServiceRouter, ZIKPerformRouteConfiguration>

/// The lock shared by every ``ZIKServiceRoute`` (see its `lock`).
private let serviceRoutesLock = NSLock()
