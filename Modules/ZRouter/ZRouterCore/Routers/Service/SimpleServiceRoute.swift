import Foundation

/// A simple registration (`register(_:forMakingService:)`): the class it names and its factory, kept inside the
/// router type, so registering allocates that one object (and the factory's context) and nothing else.
///
/// Such a registration has no hook and the default configuration, so `makeDestination` calls ``factory`` directly.
/// A perform that runs the whole pipeline (handlers, interceptors, `perform`) needs a block route for its
/// ``ZIKBlockServiceRouter``: ``blockRoute(of:)`` makes it the first time and the router type keeps it.
struct SimpleServiceRoute {
  /// The destination class, which names the route in messages.
  let subject: any Any.Type
  /// Makes the destination from the configuration.
  let factory: DirectServiceFactory

  /// The route's name in messages: the destination class.
  var name: String { String(describing: subject) }

  /// The block route of `routerType` (whose source is this registration), made once.
  func blockRoute(of routerType: ZIKAnyServiceRouterType) -> any ServiceRouteBehavior {
    simpleRoutesLock.lock()
    defer { simpleRoutesLock.unlock() }
    if let made = routerType.madeBlockRoute { return made }
    let made = SimpleServiceBlockRoute(
      name: name,
      erasedBlocks: ServiceRouteBlocksSnapshot(
        ServiceRouteBlocks(
          makeDestination: nil, configurationType: ZIKPerformRouteConfiguration.self, directFactory: factory)))
    routerType.madeBlockRoute = made
    return made
  }
}

/// The block route a simple registration hands its routers: its name and its closures, fixed at creation.
private final class SimpleServiceBlockRoute: ServiceRouteBehavior {
  let name: String
  let erasedBlocks: ServiceRouteBlocksSnapshot

  init(name: String, erasedBlocks: ServiceRouteBlocksSnapshot) {
    self.name = name
    self.erasedBlocks = erasedBlocks
  }
}

/// Guards ``ZIKAnyServiceRouterType/madeBlockRoute`` of every simple registration (written once each).
private let simpleRoutesLock = NSLock()

/// A simple registration's factory: a closure returning an object, or a factory typed by the registered protocol.
@usableFromInline
enum DirectServiceFactory {
  case erased((ZIKPerformRouteConfiguration) -> AnyObject?)
  case typed(TypedServiceFactory)

  /// Calls the factory and returns its result as an object.
  func callAsFunction(_ configuration: ZIKPerformRouteConfiguration) -> AnyObject? {
    switch self {
    case .erased(let make): make(configuration)
    case .typed(let factory): factory.makeObject(configuration)
    }
  }
}

extension ZIKAnyServiceRouterType {
  /// Registers a simple registration: one router type making `destinationClass` with `factory`, for `routableService`
  /// (one registry read and one lock for the class and the key).
  @usableFromInline
  static func _registerSimple<Class: AnyObject, Protocol>(
    _ destinationClass: Class.Type, for routableService: RoutableService<Protocol>, factory: DirectServiceFactory,
    fileID: StaticString, line: Int
  ) {
    let site = CallSite(fileID: fileID, line: line)
    let routerType = simple(making: destinationClass, with: factory, site: site)
    ZIKRouteRegistry.current.registerClassAndKey(
      \.services, classID: ObjectIdentifier(destinationClass), classType: destinationClass,
      key: routableService.key, keyName: routableService.keyName, routerType: routerType, site: site)
  }

  /// Registers a simple registration for a string identifier: one router type making `destinationClass` with
  /// `factory`.
  static func registerSimple<Class: AnyObject>(
    _ destinationClass: Class.Type, forIdentifier identifier: String, factory: DirectServiceFactory,
    fileID: StaticString, line: Int
  ) {
    let site = CallSite(fileID: fileID, line: line)
    let routerType = simple(making: destinationClass, with: factory, site: site)
    let registry = ZIKRouteRegistry.current
    registry.registerClass(
      \.services, classID: ObjectIdentifier(destinationClass), classType: destinationClass, exclusive: false,
      routerType: routerType, routerName: routerType.name, site: site)
    registry.registerIdentifier(
      \.services, identifier: identifier, routerType: routerType, routerName: routerType.name, site: site)
  }

  /// The router type of a simple registration making `destinationClass` with `factory`.
  private static func simple(
    making destinationClass: AnyClass, with factory: DirectServiceFactory, site: CallSite
  ) -> ZIKAnyServiceRouterType {
    ZIKAnyServiceRouterType(
      source: .simple(SimpleServiceRoute(subject: destinationClass, factory: factory)), site: site)
  }
}
