/// What the registry needs from the router types of a family (services, views): the registry stores them, names
/// them in messages and asks their family for its own finish checks, without knowing what the family routes.
///
/// The router layer conforms ``ZIKAnyServiceRouterType`` and ``ZIKAnyViewRouterType``; everything family-specific
/// (interceptors, handlers, how a class is presented) stays on that side.
protocol RegisteredRouterType: AnyObject, Sendable {
  /// What the family keeps per registry next to its tables (its interceptors and handlers, for example).
  associatedtype FamilyState: RouteFamilyState

  /// The family's name in messages ("service", "view").
  nonisolated static var familyName: String { get }
  /// The name used in messages, readable from any thread.
  nonisolated var name: String { get }
  /// Where the router type was first registered.
  nonisolated var site: CallSite { get }
  /// The router class, or `nil` for a block route.
  nonisolated var registeredRouterClass: AnyClass? { get }
  /// Whether the finish checks require a registered destination class (router classes that are not adapters).
  nonisolated var needsDestinationClass: Bool { get }
  /// The tables that list this router type in `routerTypes` (a flag instead of a set: registration stays cheap).
  /// Read and written only under the registry's lock.
  nonisolated var listedInTables: UInt64? { get set }

  /// The block route behind this router type, which the registry detaches from it when the tables listing it end;
  /// `nil` for a router class.
  nonisolated var detachableRoute: (any RegistryDetachable)? { get }

  /// Whether this router type serves destination key `key` directly: a make for it is a call of one factory that no
  /// hook of the route can observe (marked once in ``FrozenRoutes``, at finish).
  nonisolated func servesDirectly(forDestination key: ObjectIdentifier) -> Bool

  /// Tells the router class (if any) that registration finished.
  @MainActor func didFinishRegistration()

  /// The family's own checks run when registration finishes (and by ``ZIKRouteRegistry/validate()`` on the main
  /// actor). They may call the family's code, so they run outside the registry's lock; `tables` may be read under it.
  @MainActor static func familyFinishIssues(in registry: RouteRegistry, tables: FamilyTables<Self>)
    -> [ZIKRegistrationIssue]
}

extension RegisteredRouterType {
  /// The module of the router class, or of the first registration of a block route; `nil` when unknown.
  nonisolated var definingModule: String? {
    registeredRouterClass.map { ModuleName.of(String(reflecting: $0)) } ?? site.moduleName
  }

  /// No key is served directly unless the family says so.
  nonisolated func servesDirectly(forDestination key: ObjectIdentifier) -> Bool { false }

  /// No checks of the family's own unless it adds some.
  @MainActor static func familyFinishIssues(in registry: RouteRegistry, tables: FamilyTables<Self>)
    -> [ZIKRegistrationIssue]
  { [] }
}

/// The per-registry state a router family keeps in its ``FamilyTables`` (read and written under the registry's lock).
/// A class, so the tables hold it by reference and read one field of it without copying the rest.
protocol RouteFamilyState: AnyObject {
  /// The state of a fresh registry.
  init()
  /// Whether something the family runs around every perform (an interceptor) is set: while it is, no key is served
  /// directly (the registry marks its published ``FrozenRoutes``). Read under the registry's lock.
  var observesEveryPerform: Bool { get }
}

/// A block route, which the registry detaches from its router type when the tables listing it end (the router layer's
/// `ZIKRoute` adopts it), so the cycle between them does not outlive an isolated registry.
protocol RegistryDetachable: AnyObject {
  /// Lets go of the router type: the registry listing it ended.
  func detachFromEndedRegistry()
}
