import Foundation

/// The tables of one registry: routers, adapters, identifiers, handlers, interceptors and issues.
///
/// Every stored property is read and written under `lock` only (hence `@unchecked Sendable`), so the properties
/// skip the run-time exclusivity checks of class properties: the lock already serializes every access. Nothing calls user code
/// while holding the lock, so a router hook may look up other routers freely. The process-wide instance is
/// ``ZIKRouteRegistry/shared``; tests bind fresh instances through ``ZIKRouteRegistry/withIsolatedRegistry(_:)-(()->R)``.
final class RouteRegistry: @unchecked Sendable {
  private let lock = NSLock()

  @exclusivity(unchecked) var services = FamilyTables<ZIKAnyServiceRouterType>()
  @exclusivity(unchecked) var views = FamilyTables<ZIKAnyViewRouterType>()
  /// One router type per router class, so lookups hand out the same object every time.
  @exclusivity(unchecked) var serviceRouterTypes: [ObjectIdentifier: ZIKAnyServiceRouterType] = [:]
  @exclusivity(unchecked) var viewRouterTypes: [ObjectIdentifier: ZIKAnyViewRouterType] = [:]
  /// Adapter classes that registered links (they are abstract and never produce destinations).
  @exclusivity(unchecked) var adapterClasses: Set<ObjectIdentifier> = []

  @exclusivity(unchecked) var finished = false
  @exclusivity(unchecked) var autoRegister = true
  @exclusivity(unchecked) var assertOnValidationFailure = false
  @exclusivity(unchecked) var issues: [ZIKRegistrationIssue] = []
  @exclusivity(unchecked) var declaredKeys: [DeclaredKey] = []
  @exclusivity(unchecked) var manifest = Manifest()

  @exclusivity(unchecked) var serviceGlobalErrorHandler:
    (@Sendable (ZIKAnyServiceRouter?, ZIKRouteAction, any Error) -> Void)?
  @exclusivity(unchecked) var viewGlobalErrorHandler: ((ZIKAnyViewRouter?, ZIKRouteAction, any Error) -> Void)?
  @exclusivity(unchecked) var serviceInterceptors = Interceptors<ZIKAnyServiceRouter>()
  /// Whether each family runs `processUserInfo` / `performAction` for URL performs.
  @exclusivity(unchecked) var serviceDefaultURLRule = false
  @exclusivity(unchecked) var viewDefaultURLRule = false
  @exclusivity(unchecked) var viewInterceptors = ViewInterceptors()

  /// Runs `body` while holding the registry lock. Never call user code inside.
  @inline(__always)
  func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Whether any service interceptor is set.
  var hasServiceInterceptors: Bool {
    locked { serviceInterceptors.isAnySet }
  }

  /// Whether the default URL rule is on for views (`true`) or services (`false`).
  func defaultURLRuleEnabled(views: Bool) -> Bool {
    locked { views ? viewDefaultURLRule : serviceDefaultURLRule }
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
      record(
        site.issue(
          "Registration of \(what()) was rejected: registration already finished. Register every router before calling ZIKRouteRegistry.notifyRegistrationFinished() (or registerAll())."
        ))
      return false
    }
    return true
  }
}

/// The app's manifest of routers, registered in order by ``ZIKRouteRegistry/registerAll()``.
struct Manifest {
  var viewRouters: [ZIKAnyViewRouter.Type] = []
  var serviceRouters: [ZIKAnyServiceRouter.Type] = []
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

/// The interceptor slots of a router family (last set wins).
struct Interceptors<Router: AnyObject> {
  var beforePerform: (@Sendable (Router, ZIKPerformRouteConfiguration) -> Void)?
  var afterPerform: (@Sendable (Router, ZIKPerformRouteConfiguration) -> Void)?
  var afterSuccess: (@Sendable (Router, ZIKRouteAction) -> Void)?
  var afterEndWithError: (@Sendable (Router, any Error) -> Void)?

  /// Whether any slot is set.
  var isAnySet: Bool { beforePerform != nil || afterPerform != nil || afterSuccess != nil || afterEndWithError != nil }
}

/// The interceptor slots of the view family, called on the main actor.
struct ViewInterceptors {
  var beforePerform: (@MainActor (ZIKAnyViewRouter, ZIKPerformRouteConfiguration) -> Void)?
  var afterPerform: (@MainActor (ZIKAnyViewRouter, ZIKPerformRouteConfiguration) -> Void)?
  var afterSuccess: (@MainActor (ZIKAnyViewRouter, ZIKRouteAction) -> Void)?
  var afterEndWithError: (@MainActor (ZIKAnyViewRouter, any Error) -> Void)?
}
