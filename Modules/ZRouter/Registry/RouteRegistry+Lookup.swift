import Dispatch
import Foundation

extension RouteRegistry {
  /// Looks something up under the lock. When the lookup happens before finish with ``ZIKRouteRegistry/autoRegister``
  /// on and a manifest waiting, the manifest is registered first (on the main actor only, where view routers
  /// register; elsewhere the lookup goes on without it) and the lookup runs again.
  @inline(__always)
  func lookup<T>(_ body: () -> T) -> T {
    let (result, needsRegistration) = locked { (body(), !finished && autoRegister && !manifest.isEmpty) }
    guard needsRegistration, MainQueueProbe.isOnMainQueue else { return result }
    MainActor.assumeIsolated { ZIKRouteRegistry.registerAll() }
    return locked { body() }
  }

  /// The service router type for a destination or module key (direct, then adapters).
  func serviceRouterType(for key: ObjectIdentifier, module: Bool) -> ZIKAnyServiceRouterType? {
    lookup { services.resolve(key, module: module) }
  }

  /// The service router type for a destination key, and whether any service interceptor is set (one lock).
  func serviceRouterTypeForMaking(_ key: ObjectIdentifier) -> (ZIKAnyServiceRouterType, intercepted: Bool)? {
    lookup {
      services.resolve(key, module: false).map { ($0, serviceInterceptors.isAnySet) }
    }
  }

  /// The service router type registered for an identifier.
  func serviceRouterType(forIdentifier identifier: String) -> ZIKAnyServiceRouterType? {
    lookup { services.identifiers[identifier] }
  }

  /// The router type of a service router class, created on first use.
  func serviceRouterType(forClass routerClass: ZIKAnyServiceRouter.Type, site: CallSite) -> ZIKAnyServiceRouterType {
    ZIKAnyServiceRouterType.forClass(routerClass, in: self, site: site)
  }

  /// The view router type for a destination or module key (direct, then adapters).
  func viewRouterType(for key: ObjectIdentifier, module: Bool) -> ZIKAnyViewRouterType? {
    lookup { views.resolve(key, module: module) }
  }

  /// The view router type registered for an identifier.
  func viewRouterType(forIdentifier identifier: String) -> ZIKAnyViewRouterType? {
    lookup { views.identifiers[identifier] }
  }
}

/// Whether the caller runs on the main queue, hence on the main actor.
///
/// `Thread.isMainThread` is not enough: on Linux, once the process called `dispatchMain()` (async `main`, test
/// runners), main-queue jobs and `@MainActor` code run on another thread. A queue-specific value set on the main queue
/// is visible on whichever thread drains it.
enum MainQueueProbe {
  /// The key, boxed: `DispatchSpecificKey` is `Sendable` on Linux but not in Apple's SDKs. It is written once (by the
  /// lazy initializer of `marker`) and only read afterwards, so sharing it across threads is safe.
  private struct Marker: @unchecked Sendable {
    let key = DispatchSpecificKey<Bool>()
  }

  private static let marker: Marker = {
    let marker = Marker()
    DispatchQueue.main.setSpecific(key: marker.key, value: true)
    return marker
  }()

  /// `true` on the main thread and inside any job of the main queue.
  static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: marker.key) == true
  }
}
