import Foundation

/// The tables of one registry: for each router family (services, views) its routes, adapters, identifiers and
/// classes, plus the finish state, the issues, the declared keys and the app's manifest.
///
/// The registry knows router families and keys only. What a family does with its routes (interceptors, handlers,
/// presentation) lives in the family's ``RegisteredRouterType/FamilyState``, and layers built on the registry (URL
/// patterns) keep their state in ``extensions``.
///
/// Every stored property is read and written under `lock` only (hence `@unchecked Sendable`), so the properties
/// skip the run-time exclusivity checks of class properties: the lock already serializes every access. Nothing calls user code
/// while holding the lock, so a router hook may look up other routers freely. The process-wide instance is
/// ``ZIKRouteRegistry/shared``; tests bind fresh instances through ``ZIKRouteRegistry/withIsolatedRegistry(_:)-(()->R)``.
final class RouteRegistry: @unchecked Sendable {
  private let lock = RegistryLock()

  @exclusivity(unchecked) var services = FamilyTables<ZIKAnyServiceRouterType>()
  @exclusivity(unchecked) var views = FamilyTables<ZIKAnyViewRouterType>()
  /// The state of the layers built on the registry.
  @exclusivity(unchecked) var extensions = RegistryExtensions()

  @exclusivity(unchecked) var finished = false
  @exclusivity(unchecked) var autoRegister = true
  @exclusivity(unchecked) var assertOnValidationFailure = false
  @exclusivity(unchecked) var issues: [ZIKRegistrationIssue] = []
  @exclusivity(unchecked) var declaredKeys: [DeclaredKey] = []
  @exclusivity(unchecked) var manifest = Manifest()
  /// Every snapshot of the service tables this registry published (normally one, taken at finish), kept for the
  /// registry's life: a thread may still read one after another replaced it (see ``FrozenRoutes``).
  @exclusivity(unchecked) var frozenServiceRoutes: [FrozenRoutes<ZIKAnyServiceRouterType>] = []
  /// Where the current snapshot is published for reads without the lock: an isolated registry's
  /// `PublishedRoutes`; `nil` for the process-wide registry (a global slot) and without atomics.
  let publicationSlot: AnyObject?

  /// An empty registry; `isShared` only for ``ZIKRouteRegistry/shared``, the one registry that publishes its
  /// snapshot of service routes in the global slot.
  init(isShared: Bool = false) {
    publicationSlot = Self.makePublicationSlot(isShared: isShared)
  }

  /// Runs `body` while holding the registry lock. Never call user code inside.
  @inline(__always)
  func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Records an issue: stores it, prints it, and asserts when ``ZIKRouteRegistry/assertOnValidationFailure`` is on.
  func record(_ issue: ZIKRegistrationIssue) {
    let shouldAssert = locked { () -> Bool in
      issues.append(issue)
      return assertOnValidationFailure
    }
    ZIKRouterLog.warning("Registration issue: \(issue)")
    if shouldAssert { assertionFailure(issue.description) }
  }

  /// The issue of a registration made after finish (call it under the lock, record it after).
  func rejection(_ what: String, at site: CallSite) -> ZIKRegistrationIssue {
    site.issue(
      "Registration of \(what) was rejected: registration already finished. Register every router before calling ZIKRouteRegistry.notifyRegistrationFinished() (or registerAll())."
    )
  }

  /// Whether a registration may still change the tables; records an issue when it may not.
  func acceptsRegistration(_ what: @autoclosure () -> String, at site: CallSite) -> Bool {
    if locked({ finished }) {
      record(rejection(what(), at: site))
      return false
    }
    return true
  }
}

/// The app's manifest of routers, registered in order by ``ZIKRouteRegistry/registerAll()``: each entry registers one
/// router class (the service routers', then the view routers') or a block route.
struct Manifest {
  var viewRouters: [@MainActor () -> Void] = []
  var serviceRouters: [@MainActor () -> Void] = []
  var routes: [@MainActor () -> Void] = []
  var isEmpty: Bool { viewRouters.isEmpty && serviceRouters.isEmpty && routes.isEmpty }
}

/// A key the app declared it needs, checked at finish.
struct DeclaredKey: Sendable {
  typealias Kind = RoutableKeyKind
  let kind: Kind
  let key: ObjectIdentifier
  let name: String
  let site: CallSite
}

extension RoutableKeyKind {
  /// The router family whose tables hold keys of this kind.
  var family: RouteDescription.Family {
    switch self {
    case .view, .viewModule: .view
    case .service, .serviceModule: .service
    }
  }
}
