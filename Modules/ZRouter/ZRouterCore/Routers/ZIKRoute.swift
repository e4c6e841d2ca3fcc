import Foundation

/// What the block routes of both families share: their name, the registrations that name no key type (destination
/// classes, identifiers, URL patterns), and the closures every route has (default configurations, preparation, URL
/// hooks). The typed key registrations and the view-only closures are the subclasses' own.
///
/// ``ZIKServiceRoute`` and ``ZIKViewRoute`` are its only subclasses: make a route with
/// `ZIKViewRoute<Destination, RouteConfig>.make(withDestination:makeDestination:)` (or the service twin). Its state is
/// immutable or lock-protected, and the registry locks every registration, so these modifiers are safe on any thread
/// (registration still happens before it finishes, usually on the main thread).
public class ZIKRoute<
  Destination: AnyObject, RouteConfig: ZIKPerformRouteConfiguration, RemoveConfig: ZIKRemoveRouteConfiguration,
  Router: AnyObject
>: @unchecked Sendable {
  /// The route's name, readable from any thread.
  let routeName: RouteName
  /// The name used in messages: the one given to ``nameAs(_:)``, else the destination class.
  var name: String { routeName.name }
  /// Where the route was made, for diagnostics.
  let site: CallSite
  /// Registers under the route's router type in its family's tables. Set once by the subclass's initializer, which
  /// makes the router type from the route.
  var registrar: (any RouteRegistrar)!
  /// The route's factory.
  let makeDestinationBlock: (RouteConfig, Router) -> Destination?
  /// The closures set by the modifiers below; guarded by `routeHooksLock`.
  private var storedHooks = RouteHooks<Destination, RouteConfig, RemoveConfig, Router>()

  /// Makes a route named after `subject`; each family's override also makes the route's router type and registrar.
  required init(
    makeDestination: @escaping (RouteConfig, Router) -> Destination?, subject: (any Any.Type)?, site: CallSite
  ) {
    makeDestinationBlock = makeDestination
    routeName = RouteName(subject: subject)
    self.site = site
  }

  /// Makes a route for `destination` and registers that class with it.
  ///
  /// The class is generic rather than `Destination.Type`, so a route typed by a protocol or by `AnyObject`
  /// (``ZIKAnyServiceRoute``, ``ZIKAnyViewRoute``) can still name the concrete class it makes.
  @discardableResult
  public static func make<DestinationClass: AnyObject>(
    withDestination destination: DestinationClass.Type,
    makeDestination: @escaping (RouteConfig, Router) -> Destination?, fileID: StaticString = #fileID, line: Int = #line
  ) -> Self {
    _make(makeDestination: makeDestination, namedAfter: destination, fileID: fileID, line: line)
      .registerDestination(destination, fileID: fileID, line: line)
  }

  /// Makes a route for `destination` and registers that class exclusively with it.
  @discardableResult
  public static func make<DestinationClass: AnyObject>(
    withExclusiveDestination destination: DestinationClass.Type,
    makeDestination: @escaping (RouteConfig, Router) -> Destination?, fileID: StaticString = #fileID, line: Int = #line
  ) -> Self {
    _make(makeDestination: makeDestination, namedAfter: destination, fileID: fileID, line: line)
      .registerExclusiveDestination(destination, fileID: fileID, line: line)
  }

  /// Makes a route that registers no class yet (simple registrations add theirs with `registerDestination`).
  static func _make(
    makeDestination: @escaping (RouteConfig, Router) -> Destination?, namedAfter subject: (any Any.Type)? = nil,
    fileID: StaticString, line: Int
  ) -> Self {
    Self(makeDestination: makeDestination, subject: subject, site: CallSite(fileID: fileID, line: line))
  }

  /// Names the route in messages.
  @discardableResult public func nameAs(_ name: String) -> Self {
    routeName.set(name)
    return self
  }

  /// Names the route after a class, unless it was named explicitly (simple registrations).
  @discardableResult func named(after subject: any Any.Type) -> Self {
    routeName.set(subject: subject)
    return self
  }

  /// Registers another destination class with this route.
  @discardableResult public func registerDestination<Class: AnyObject>(
    _ destinationClass: Class.Type, fileID: StaticString = #fileID, line: Int = #line
  ) -> Self {
    registrar.registerClass(destinationClass, exclusive: false, site: CallSite(fileID: fileID, line: line))
    return self
  }

  /// Registers another destination class exclusively with this route.
  @discardableResult public func registerExclusiveDestination<Class: AnyObject>(
    _ destinationClass: Class.Type, fileID: StaticString = #fileID, line: Int = #line
  ) -> Self {
    registrar.registerClass(destinationClass, exclusive: true, site: CallSite(fileID: fileID, line: line))
    return self
  }

  /// Registers a string identifier for this route.
  @discardableResult public func registerIdentifier(
    _ identifier: String, fileID: StaticString = #fileID, line: Int = #line
  )
    -> Self
  {
    registrar.registerIdentifier(identifier, site: CallSite(fileID: fileID, line: line))
    return self
  }

  /// Registers a URL pattern (and the pattern as an identifier) for this route.
  @discardableResult public func registerURLPattern(
    _ pattern: String, fileID: StaticString = #fileID, line: Int = #line
  )
    -> Self
  {
    registrar.registerURLPattern(pattern, site: CallSite(fileID: fileID, line: line))
    return self
  }

  /// Sets the factory of the route's default configuration.
  @discardableResult public func makeDefaultConfiguration(_ block: @escaping () -> RouteConfig) -> Self {
    changeHooks { $0.makeDefaultConfiguration = block }
  }

  /// Sets the factory of the route's default removal configuration.
  @discardableResult public func makeDefaultRemoveConfiguration(_ block: @escaping () -> RemoveConfig) -> Self {
    changeHooks { $0.makeDefaultRemoveConfiguration = block }
  }

  /// Sets the router-side preparation, run after the caller's `prepareDestination`.
  @discardableResult public func prepareDestination(_ block: @escaping (Destination, RouteConfig, Router) -> Void)
    -> Self
  {
    changeHooks { $0.prepareDestination = block }
  }

  /// Sets the check run after preparation.
  @discardableResult public func didFinishPrepareDestination(
    _ block: @escaping (Destination, RouteConfig, Router) -> Void
  ) -> Self {
    changeHooks { $0.didFinishPrepareDestination = block }
  }

  /// Reads a URL's parameters just before the destination is made: `{ userInfo, url, config, router in }`.
  ///
  /// Runs for `performURL` performs once the family's `enableDefaultURLRouteRule()` was called; `userInfo` holds the
  /// URL's parameters and `"origin-url"`. Set configuration values from them here.
  @discardableResult public func processUserInfoFromURL(
    _ block: @escaping (_ userInfo: [String: Any], _ url: URL, _ config: RouteConfig, _ router: Router) -> Void
  ) -> Self {
    changeHooks { $0.url.processUserInfo = block }
  }

  /// Runs a URL's `action` parameter after a successful perform: `{ action, userInfo, url, config, router in }`.
  ///
  /// Runs for `performURL` performs once the family's `enableDefaultURLRouteRule()` was called and the URL has an
  /// `action` (`app://note/42?action=edit`).
  @discardableResult public func performActionFromURL(
    _ block:
      @escaping (_ action: String, _ userInfo: [String: Any], _ url: URL, _ config: RouteConfig, _ router: Router) ->
      Void
  ) -> Self {
    changeHooks { $0.url.performAction = block }
  }

  /// Adjusts the configuration of a `performURL` perform before it starts: `{ config, router in }`. Runs before
  /// ``processUserInfoFromURL(_:)``, with the URL's parameters already in `config.userInfo`.
  @discardableResult public func beforePerformWithConfigurationFromURL(
    _ block: @escaping (_ config: RouteConfig, _ router: Router) -> Void
  ) -> Self {
    changeHooks { $0.url.beforePerform = block }
  }

  /// Runs after the success handlers of a `performURL` perform (after ``performActionFromURL(_:)``):
  /// `{ action, config, router in }`, where `action` is `.performRoute`.
  @discardableResult public func afterSuccessActionFromURL(
    _ block: @escaping (_ action: ZIKRouteAction, _ config: RouteConfig, _ router: Router) -> Void
  ) -> Self {
    changeHooks { $0.url.afterSuccessAction = block }
  }

  /// The closures set so far.
  var hooks: RouteHooks<Destination, RouteConfig, RemoveConfig, Router> {
    routeHooksLock.withLock { storedHooks }
  }

  private func changeHooks(_ change: (inout RouteHooks<Destination, RouteConfig, RemoveConfig, Router>) -> Void)
    -> Self
  {
    routeHooksLock.withLock { change(&storedHooks) }
    hooksDidChange()
    return self
  }

  /// Called after a modifier changed ``hooks`` (outside the lock): a route that caches them drops its cache.
  func hooksDidChange() {}

  /// Registers a destination key (the typed `register(_:)` of each family).
  func registerKey(_ keyName: KeyName, fileID: StaticString, line: Int) -> Self {
    registrar.registerKey(keyName, role: .destination, site: CallSite(fileID: fileID, line: line))
    return self
  }

  /// Registers a module key when the route's default configuration adopts its protocol, else records why not (the
  /// typed module `register(_:)` of each family).
  func registerModuleKey<Protocol>(_ keyName: KeyName, adopting _: Protocol.Type, fileID: StaticString, line: Int)
    -> Self
  {
    let site = CallSite(fileID: fileID, line: line)
    let configuration = hooks.makeDefaultConfiguration?() ?? RouteConfig()
    guard configuration is Protocol else {
      ZIKRouteRegistry.current.record(
        site.issue(
          "\(keyName) was not registered for \(registrar.routerName): its default configuration is \(type(of: configuration)), which does not conform to \(keyName.typeName). Call makeDefaultConfiguration(_:) with a configuration that adopts the module protocol before registering it."
        ))
      return self
    }
    registrar.registerKey(keyName, role: .module, site: site)
    return self
  }
}

/// The lock of every route's ``RouteHooks``: they change only at registration, and a router reads them once.
private let routeHooksLock = NSLock()
