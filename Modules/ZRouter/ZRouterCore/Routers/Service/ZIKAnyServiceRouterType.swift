import Foundation

/// One registered way to make service routers: a router class or a block route.
///
/// Lookups return it wrapped in a typed ``ServiceRouterType``; use it directly for untyped access
/// (identifiers, URLs, enumeration). Immutable after registration, so it is safe to share between threads.
public final class ZIKAnyServiceRouterType: @unchecked Sendable, CustomStringConvertible {
  enum Source {
    case routerClass(ZIKAnyServiceRouter.Type)
    case route(any ServiceRouteBehavior)
    /// A simple registration: the router type is the only object it allocates (see ``SimpleServiceRoute``).
    case simple(SimpleServiceRoute)
  }

  let source: Source
  /// Where the router type was first registered, for diagnostics.
  let site: CallSite
  /// See ``RegisteredRouterType/listedInTables``; guarded by the registry's lock.
  var listedInTables: UInt64?
  /// A simple registration's factory typed by its protocol: `makeDestination` calls it directly, without a cast,
  /// when nothing observes the perform (see ``TypedServiceFactory``). `nil` for any other route.
  var typedFactory: TypedServiceFactory? {
    guard case .simple(let simple) = source, case .typed(let factory) = simple.factory else { return nil }
    return factory
  }
  /// ``typedFactory``'s closure (a closure making nothing for other routes), also kept apart from ``source`` as a
  /// non-optional constant: the hot path calls it in place, where taking it out of the enum or an optional copies it
  /// (a retain and a release on every make).
  let typedFactoryCall: @Sendable (ZIKPerformRouteConfiguration, UnsafeMutableRawPointer?) -> TypedServiceFactory.Output

  /// A simple registration's block route, made by the first perform that runs the pipeline (see
  /// ``SimpleServiceRoute/blockRoute(of:)``); read and written under that method's lock.
  var madeBlockRoute: (any ServiceRouteBehavior)?

  init(source: Source, site: CallSite) {
    self.source = source
    self.site = site
    if case .simple(let simple) = source, case .typed(let factory) = simple.factory {
      typedFactoryCall = factory.call
    } else {
      typedFactoryCall = { _, _ in .object(nil) }
    }
  }

  convenience init(routerClass: ZIKAnyServiceRouter.Type, site: CallSite) {
    self.init(source: .routerClass(routerClass), site: site)
  }

  /// The router class, when this is a router subclass rather than a block route.
  public var routerClass: ZIKAnyServiceRouter.Type? {
    if case .routerClass(let routerClass) = source { return routerClass }
    return nil
  }

  /// The name used in messages: the router class or the route's name.
  public var name: String {
    switch source {
    case .routerClass(let routerClass): String(describing: routerClass)
    case .route(let route): "ZIKServiceRoute(\(route.name))"
    case .simple(let simple): "ZIKServiceRoute(\(simple.name))"
    }
  }

  public var description: String { name }

  /// Whether the finish checks require a registered destination class (router classes that are not adapters).
  var needsDestinationClass: Bool {
    guard let routerClass else { return false }
    return !(routerClass is ZIKServiceRouteAdapter.Type)
  }

  /// Whether `makeDestination` can return synchronously.
  public var canMakeDestinationSynchronously: Bool { routerClass?.canMakeDestinationSynchronously() ?? true }
  /// Whether this router type can make destinations (adapters cannot).
  public var canMakeDestination: Bool { !(routerClass is ZIKServiceRouteAdapter.Type) }

  /// A new default configuration of this router type.
  public func defaultRouteConfiguration() -> ZIKPerformRouteConfiguration {
    switch source {
    case .routerClass(let routerClass): routerClass._erasedDefaultRouteConfiguration()
    case .route(let route): route.erasedBlocks.blocks.makeDefaultConfiguration()
    case .simple: ZIKPerformRouteConfiguration()
    }
  }

  /// A new default removal configuration of this router type.
  public func defaultRemoveConfiguration() -> ZIKRemoveRouteConfiguration {
    switch source {
    case .routerClass(let routerClass): routerClass.defaultRemoveConfiguration()
    case .route(let route): route.erasedBlocks.blocks.makeDefaultRemoveConfiguration?() ?? ZIKRemoveRouteConfiguration()
    case .simple: ZIKRemoveRouteConfiguration()
    }
  }

  /// A new router of this type with `configuration`.
  func makeRouter(configuration: ZIKPerformRouteConfiguration) -> ZIKAnyServiceRouter {
    switch source {
    case .routerClass(let routerClass): routerClass.init(configuration: configuration, removeConfiguration: nil)
    case .route(let route): ZIKBlockServiceRouter(route: route, configuration: configuration)
    case .simple(let simple): ZIKBlockServiceRouter(route: simple.blockRoute(of: self), configuration: configuration)
    }
  }

  /// Creates a router, applies the builders to its configurations, and performs.
  ///
  /// - Returns: the router, whatever the outcome (check its `state` or use the handlers); `nil` for adapters.
  @discardableResult
  public func perform(
    configuring: (ZIKPerformRouteConfiguration) -> Void = { _ in },
    removing: ((ZIKRemoveRouteConfiguration) -> Void)? = nil
  ) -> ZIKAnyServiceRouter? {
    _perform(configuring: configuring, removing: removing, url: nil)
  }

  /// `perform`, remembering the URL that started it (for the default URL rule).
  func _perform(
    configuring: (ZIKPerformRouteConfiguration) -> Void, removing: ((ZIKRemoveRouteConfiguration) -> Void)?, url: URL?
  ) -> ZIKAnyServiceRouter? {
    guard canMakeDestination else {
      reportAbstract(action: .performRoute)
      return nil
    }
    let configuration = defaultRouteConfiguration()
    configuring(configuration)
    let router = makeRouter(configuration: configuration)
    if let removing { removing(router.original_removeConfiguration) }
    router._performingURL = url
    router._performRoute(action: .performRoute)
    return router
  }

  /// Makes a prepared destination synchronously, or returns `nil` after the failure handlers ran.
  public func makeDestination(configuring: (ZIKPerformRouteConfiguration) -> Void = { _ in }) -> Any? {
    guard canMakeDestination else {
      reportAbstract(action: .performRoute)
      return nil
    }
    let configuration = defaultRouteConfiguration()
    configuring(configuration)
    return makeDestination(with: configuration)
  }

  /// The `makeDestination` core: perform once, capturing the destination strongly until it is returned.
  @usableFromInline
  func makeDestination(with configuration: ZIKPerformRouteConfiguration) -> AnyObject? {
    let router = makeRouter(configuration: configuration)
    router._capturesDestination = true
    router._performRoute(action: .performRoute)
    let destination = router._capturedDestination
    router._capturedDestination = nil
    return destination
  }

  /// `makeDestination` with an optional untyped preparation, taking the fast path when it can.
  ///
  /// The fast path serves simple registrations, which have no hook and the default configuration: when no
  /// preparation and no interceptor can observe the perform, running the pipeline would only call the factory, so the
  /// factory is called directly (recursion still guarded, failures still reported to the global handler).
  func makeDestination(preparation: ((Any) -> Void)?) -> AnyObject? {
    if preparation == nil, case .simple(let simple) = source, !ZIKRouteRegistry.current.hasServiceInterceptors {
      return makeDirectly(simple.factory)
    }
    let configuration = defaultRouteConfiguration()
    if let preparation { configuration.prepareDestination = preparation }
    return makeDestination(with: configuration)
  }

  private func makeDirectly(_ factory: DirectServiceFactory) -> AnyObject? {
    guard let destination = Self.makingDirectly({ factory($0) }) else {
      return makeDestination(with: ZIKPerformRouteConfiguration())
    }
    if destination == nil { reportFactoryMadeNothing() }
    return destination
  }

  /// The typed factory `makeDestination` may call directly for `key` when no interceptor is set: `nil` unless this
  /// is a simple registration whose factory returns the protocol whose identity is `key`. Such a route has no hook
  /// and the default `PerformRouteConfig`, so running the pipeline would only call the factory.
  func directTypedFactory(for key: ObjectIdentifier) -> TypedServiceFactory? {
    guard let typedFactory, typedFactory.protocolKey == key else { return nil }
    return typedFactory
  }

  /// Calls `body` as a direct call of a simple registration's factory, with the default configuration to pass the
  /// factory (see ``RecursionGuard/makingDirectly(_:_:)``); `nil`, without calling `body`, when routers nest too deep,
  /// and the caller must then run the pipeline instead (which reports the recursion).
  @inline(__always)
  static func makingDirectly<R>(_ body: (ZIKPerformRouteConfiguration) -> R) -> R? {
    RecursionGuard.makingDirectly(ObjectIdentifier(ZIKBlockServiceRouter.self), body)
  }

  /// Reports to the global error handler that this simple registration's factory, called directly, made nothing.
  func reportFactoryMadeNothing() {
    ZIKAnyServiceRouter.notifyGlobalError(
      with: nil, action: .performRoute,
      error: ZIKRouteError(
        .destinationUnavailable,
        localizedDescription:
          "\(name) returned no destination from its factory. Check the configuration you passed, or the factory."
      ))
  }

  private func reportAbstract(action: ZIKRouteAction) {
    ZIKAnyServiceRouter.notifyGlobalError(
      with: nil, action: action,
      error: ZIKRouteError(
        .invalidProtocol,
        localizedDescription:
          "\(name) is an adapter: it only links keys and cannot make destinations. Look up the adapted key instead."))
  }
}
