import Foundation

/// A service route made of closures: a router without a subclass.
///
/// ```swift
/// ZIKServiceRoute<NoteStore, PerformRouteConfig>
///   .make(withDestination: NoteStore.self) { config, router in NoteStore() }
///   .prepareDestination { store, config, router in store.open() }
///   .register(RoutableService<any NoteStoreInput>())
/// ```
/// `make` registers the destination class at once; the registry keeps the route for the life of the process.
/// Modifiers configure the route before registration finishes; its state is lock-protected, so routers made from
/// it may run on any thread. The closures run on the thread that performs.
public final class ZIKServiceRoute<Destination: AnyObject, RouteConfig: ZIKPerformRouteConfiguration>:
  ServiceRouteBehavior, @unchecked Sendable
{
  private typealias Blocks = ServiceRouteBlocks

  /// One lock for every service route: routes change only at registration, and a perform holds it just long
  /// enough to read one snapshot reference (no lock object per route).
  private var lock: NSLock { serviceRoutesLock }
  private var blocks: Blocks
  /// The current closures as one immutable object, handed to each router (one retain per perform).
  private var snapshot: ServiceRouteBlocksSnapshot?
  /// The route's name, readable from any thread.
  private var givenName: String?
  private var nameSubject: (any Any.Type)?
  private let site: CallSite
  private(set) lazy var routerType = ZIKAnyServiceRouterType(source: .route(self), site: site)

  private init(
    subject: (any Any.Type)?, makeDestination: @escaping (RouteConfig, ZIKAnyServiceRouter) -> Destination?,
    site: CallSite
  ) {
    nameSubject = subject
    blocks = Blocks(
      makeDestination: { configuration, router in
        guard let configuration = fastCast(configuration, to: RouteConfig.self) else { return nil }
        return makeDestination(configuration, router)
      },
      configurationType: RouteConfig.self)
    self.site = site
  }

  /// Changes the closures: a new immutable snapshot replaces the old one, so routers made before keep theirs.
  private func withBlocks(_ body: (inout Blocks) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    var changed = blocks
    body(&changed)
    blocks = changed
    snapshot = nil
  }

  /// Makes a route for `destination` and registers that class with it.
  ///
  /// The class is generic rather than `Destination.Type`, so a route typed by a protocol or by `AnyObject`
  /// (``ZIKAnyServiceRoute``) can still name the concrete class it makes.
  @discardableResult
  public static func make<DestinationClass: AnyObject>(
    withDestination destination: DestinationClass.Type,
    makeDestination: @escaping (RouteConfig, ZIKAnyServiceRouter) -> Destination?, fileID: String = #fileID,
    line: Int = #line
  ) -> ZIKServiceRoute {
    let route = ZIKServiceRoute(
      subject: destination, makeDestination: makeDestination, site: CallSite(fileID: fileID, line: line))
    route.registerClass(destination, exclusive: false, site: route.site)
    return route
  }

  /// Makes a route for `destination` and registers that class exclusively with it.
  @discardableResult
  public static func make<DestinationClass: AnyObject>(
    withExclusiveDestination destination: DestinationClass.Type,
    makeDestination: @escaping (RouteConfig, ZIKAnyServiceRouter) -> Destination?, fileID: String = #fileID,
    line: Int = #line
  ) -> ZIKServiceRoute {
    let route = ZIKServiceRoute(
      subject: destination, makeDestination: makeDestination, site: CallSite(fileID: fileID, line: line))
    route.registerClass(destination, exclusive: true, site: route.site)
    return route
  }

  /// Makes a route that registers no class yet (simple registrations add theirs with `registerDestination`).
  static func _make(
    makeDestination: @escaping (RouteConfig, ZIKAnyServiceRouter) -> Destination?, namedAfter subject: any Any.Type,
    fileID: String, line: Int
  ) -> ZIKServiceRoute {
    ZIKServiceRoute(subject: subject, makeDestination: makeDestination, site: CallSite(fileID: fileID, line: line))
  }

  private func registerClass<Class: AnyObject>(_ destinationClass: Class.Type, exclusive: Bool, site: CallSite) {
    ZIKRouteRegistry.current.registerClass(
      \.services, classID: ObjectIdentifier(destinationClass), classType: destinationClass,
      exclusive: exclusive, routerType: routerType, routerName: self.routerType.name,
      site: site)
  }

  /// Names the route in messages.
  @discardableResult public func nameAs(_ name: String) -> Self {
    lock.lock()
    givenName = name
    lock.unlock()
    return self
  }

  /// Registers another destination class with this route.
  @discardableResult public func registerDestination<Class: AnyObject>(
    _ destinationClass: Class.Type, fileID: String = #fileID, line: Int = #line
  ) -> Self {
    registerClass(destinationClass, exclusive: false, site: CallSite(fileID: fileID, line: line))
    return self
  }

  /// Registers another destination class exclusively with this route.
  @discardableResult public func registerExclusiveDestination<Class: AnyObject>(
    _ destinationClass: Class.Type, fileID: String = #fileID, line: Int = #line
  ) -> Self {
    registerClass(destinationClass, exclusive: true, site: CallSite(fileID: fileID, line: line))
    return self
  }

  /// Registers a destination protocol for this route.
  @discardableResult public func register<Protocol>(
    _ routableService: RoutableService<Protocol>, fileID: String = #fileID, line: Int = #line
  ) -> Self {
    let site = CallSite(fileID: fileID, line: line)
    ZIKRouteRegistry.current.registerKey(
      \.services, key: routableService.key, keyName: routableService.keyName, role: .destination,
      routerType: routerType, routerName: self.routerType.name, site: site)
    return self
  }

  /// Registers a module protocol for this route; the route's default configuration must adopt it.
  @discardableResult public func register<Protocol>(
    _ routableServiceModule: RoutableServiceModule<Protocol>, fileID: String = #fileID, line: Int = #line
  ) -> Self {
    let site = CallSite(fileID: fileID, line: line)
    let configuration = erasedBlocks.blocks.makeDefaultConfiguration()
    guard configuration is Protocol else {
      ZIKRouteRegistry.current.record(
        site.issue(
          "\(routableServiceModule) was not registered for \(routerType.name): its default configuration is \(type(of: configuration)), which does not conform to \(routableServiceModule.typeName). Call makeDefaultConfiguration(_:) with a configuration that adopts the module protocol before registering it."
        ))
      return self
    }
    ZIKRouteRegistry.current.registerKey(
      \.services, key: routableServiceModule.key, keyName: routableServiceModule.keyName, role: .module,
      routerType: routerType, routerName: self.routerType.name, site: site)
    return self
  }

  /// Registers a string identifier for this route.
  @discardableResult public func registerIdentifier(_ identifier: String, fileID: String = #fileID, line: Int = #line)
    -> Self
  {
    ZIKRouteRegistry.current.registerIdentifier(
      \.services, identifier: identifier, routerType: routerType, routerName: self.routerType.name,
      site: CallSite(fileID: fileID, line: line))
    return self
  }

  /// Sets the factory of the route's default configuration.
  @discardableResult public func makeDefaultConfiguration(_ block: @escaping () -> RouteConfig) -> Self {
    withBlocks {
      $0.configurationFactory = block
    }
    return self
  }

  /// Sets the factory of the route's default removal configuration.
  @discardableResult public func makeDefaultRemoveConfiguration(_ block: @escaping () -> ZIKRemoveRouteConfiguration)
    -> Self
  {
    withBlocks { $0.makeDefaultRemoveConfiguration = block }
    return self
  }

  /// Sets the router-side preparation, run after the caller's `prepareDestination`.
  @discardableResult public func prepareDestination(
    _ block: @escaping (Destination, RouteConfig, ZIKAnyServiceRouter) -> Void
  ) -> Self {
    withBlocks { $0.prepareDestination = Self.erase(block) }
    return self
  }

  /// Sets the check run after preparation.
  @discardableResult public func didFinishPrepareDestination(
    _ block: @escaping (Destination, RouteConfig, ZIKAnyServiceRouter) -> Void
  ) -> Self {
    withBlocks { $0.didFinishPrepareDestination = Self.erase(block) }
    return self
  }

  /// Registers a URL pattern (and the pattern as an identifier) for this route.
  @discardableResult public func registerURLPattern(_ pattern: String, fileID: String = #fileID, line: Int = #line)
    -> Self
  {
    ZIKRouteRegistry.current.registerURLPattern(
      \.services, pattern: pattern, routerType: routerType, routerName: self.routerType.name,
      site: CallSite(fileID: fileID, line: line))
    return self
  }

  /// Reads a URL's parameters just before the destination is made: `{ userInfo, url, config, router in }`.
  ///
  /// Runs for `performURL` performs once ``ZIKAnyServiceRouter/enableDefaultURLRouteRule()`` was called; `userInfo`
  /// holds the URL's parameters and `"origin-url"`. Set configuration values from them here.
  @discardableResult public func processUserInfoFromURL(
    _ block:
      @escaping (_ userInfo: [String: Any], _ url: URL, _ config: RouteConfig, _ router: ZIKAnyServiceRouter) -> Void
  ) -> Self {
    withBlocks { $0.urlHooks.processUserInfo = ServiceURLRouteHooks.erasing(processUserInfo: block) }
    return self
  }

  /// Runs a URL's `action` parameter after a successful perform: `{ action, userInfo, url, config, router in }`.
  ///
  /// Runs for `performURL` performs once ``ZIKAnyServiceRouter/enableDefaultURLRouteRule()`` was called and the URL
  /// has an `action` (`app://service/sync?action=now`).
  @discardableResult public func performActionFromURL(
    _ block:
      @escaping (
        _ action: String, _ userInfo: [String: Any], _ url: URL, _ config: RouteConfig, _ router: ZIKAnyServiceRouter
      ) -> Void
  ) -> Self {
    withBlocks { $0.urlHooks.performAction = ServiceURLRouteHooks.erasing(performAction: block) }
    return self
  }

  /// Adjusts the configuration of a `performURL` perform before it starts: `{ config, router in }`. Runs before
  /// ``processUserInfoFromURL(_:)``, with the URL's parameters already in `config.userInfo`.
  @discardableResult public func beforePerformWithConfigurationFromURL(
    _ block: @escaping (_ config: RouteConfig, _ router: ZIKAnyServiceRouter) -> Void
  ) -> Self {
    withBlocks { $0.urlHooks.beforePerform = ServiceURLRouteHooks.erasing(beforePerform: block) }
    return self
  }

  /// Runs after the success handlers of a `performURL` perform (after ``performActionFromURL(_:)``):
  /// `{ action, config, router in }`, where `action` is `.performRoute`.
  @discardableResult public func afterSuccessActionFromURL(
    _ block: @escaping (_ action: ZIKRouteAction, _ config: RouteConfig, _ router: ZIKAnyServiceRouter) -> Void
  ) -> Self {
    withBlocks { $0.urlHooks.afterSuccessAction = ServiceURLRouteHooks.erasing(afterSuccessAction: block) }
    return self
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

  var name: String {
    lock.lock()
    let (given, subject) = (givenName, nameSubject)
    lock.unlock()
    return given ?? subject.map { String(describing: $0) } ?? "route"
  }

  /// The route's closures, read once per router.
  var erasedBlocks: ServiceRouteBlocksSnapshot {
    lock.lock()
    defer { lock.unlock() }
    if let snapshot { return snapshot }
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
