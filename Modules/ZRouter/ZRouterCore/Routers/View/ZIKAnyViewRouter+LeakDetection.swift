import Foundation

/// A view destination still alive a while after its route was removed: a leak, unless something keeps it on purpose
/// (the platform holding a split view's detail, a cache of screens).
///
/// Routers report it to ``ZIKAnyViewRouter/didDetectLeakingHandler`` and log it as a warning line, as the original
/// ZIKRouter's memory leak checker does; see ``ZIKAnyViewRouter/detectMemoryLeakDelay``.
public struct LeakReport: CustomStringConvertible {
  /// The destination that should have been released.
  public let destination: AnyObject
  /// The router type that showed it, as messages name it.
  public let routerName: String
  /// How the route showed it (`push`, `presentModally`...).
  public let routeType: ZIKViewRouteRealType
  /// Where it was shown from: the source's type, or `nil` for a route without a source.
  public let source: String?
  /// How long after the removal it was still alive.
  public let delay: Duration

  /// What was found and what to look for.
  public var description: String {
    "\(type(of: destination)) is still alive \(delay) after its route was removed (router \(routerName), \(routeType) "
      + "from \(source ?? "no source")). Something still holds it: look for a retain cycle, such as a closure of the "
      + "route's configuration (prepareDestination, a success or completion handler) capturing the destination or "
      + "its performer strongly. Ignore it when the platform keeps it on purpose (a split view's detail)."
  }
}

/// The leak detection settings of one registry (read and written under its lock).
final class LeakDetectionSettings: RegistryExtension {
  /// `nil`: off. The default: on in debug builds, off in release builds.
  var delay: Duration? = LeakDetectionSettings.defaultDelay
  var handler: (@MainActor @Sendable (LeakReport) -> Void)?

  /// Two seconds in debug builds, as the original's example; `nil` (off) in release builds.
  static var defaultDelay: Duration? {
    #if DEBUG
      .seconds(2)
    #else
      nil
    #endif
  }

  init() {}
}

extension ZIKAnyViewRouter {
  /// How long a view destination may stay alive after its route was removed before it is reported as leaking, or
  /// `nil` to detect nothing.
  ///
  /// Default: 2 seconds in debug builds, `nil` (off) in release builds. It belongs to the registry, like the global
  /// error handler: set it once at launch for the app; an isolated registry (a test) starts with the default, and a
  /// value set inside it is gone outside. A destination still alive after the delay is reported to
  /// ``didDetectLeakingHandler`` and logged as a warning (quiet in isolated registries unless the log is enabled).
  /// Only the destination is watched (weakly): the check keeps nothing alive.
  /// ```swift
  /// ZIKAnyViewRouter.detectMemoryLeakDelay = .seconds(1)
  /// ```
  public static var detectMemoryLeakDelay: Duration? {
    get {
      let registry = ZIKRouteRegistry.current
      return registry.locked { registry.extensions[LeakDetectionSettings.self].delay }
    }
    set {
      let registry = ZIKRouteRegistry.current
      registry.locked { registry.extensions[LeakDetectionSettings.self].delay = newValue }
    }
  }

  /// Receives each destination still alive ``detectMemoryLeakDelay`` after its route was removed (in the registry it
  /// is set in), on the main actor, besides the warning line. Use it to fail a test or to run a retain cycle
  /// detector on `report.destination`.
  public static var didDetectLeakingHandler: (@MainActor @Sendable (LeakReport) -> Void)? {
    get {
      let registry = ZIKRouteRegistry.current
      return registry.locked { registry.extensions[LeakDetectionSettings.self].handler }
    }
    set {
      let registry = ZIKRouteRegistry.current
      registry.locked { registry.extensions[LeakDetectionSettings.self].handler = newValue }
    }
  }

  /// After a removal: checks, once the registry's delay has passed, whether `destination` was released, and reports
  /// it when it was not. Holds the destination weakly and nothing of the router or the registry.
  func _scheduleLeakCheck(of destination: AnyObject, source: Any?) {
    let registry = _registry
    let (delay, handler) = registry.locked {
      let settings = registry.extensions[LeakDetectionSettings.self]
      return (settings.delay, settings.handler)
    }
    guard let delay else { return }
    let routerName = _madeByType?.name ?? _routerName
    let routeType = realRouteType
    let sourceName = source.map { String(describing: type(of: $0)) }
    let check = LeakCheck(
      watched: WeakDestination(destination), routerName: routerName, routeType: routeType, source: sourceName,
      delay: delay, log: ZIKRouterLog.Bindings.current, handler: handler)
    // On the main queue, not in a task: a task started here would inherit the task-local bindings, the isolated
    // registry among them, and keep that registry alive for the delay (the log's bindings are carried over by value
    // instead); and the main queue needs no thread of the shared pool, which busy code may hold for a long time.
    let (seconds, attoseconds) = delay.components
    let nanoseconds = max(0, seconds) * 1_000_000_000 + max(0, attoseconds) / 1_000_000_000
    DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds))) {
      MainActor.assumeIsolated { check.run() }
    }
  }
}

/// One pending leak check: what the report says, and the destination, held weakly.
private struct LeakCheck: Sendable {
  let watched: WeakDestination
  let routerName: String
  let routeType: ZIKViewRouteRealType
  let source: String?
  let delay: Duration
  let log: ZIKRouterLog.Bindings
  let handler: (@MainActor @Sendable (LeakReport) -> Void)?

  /// Reports the destination if it is still alive (the delay has passed).
  @MainActor func run() {
    guard let destination = watched.object else { return }
    let report = LeakReport(
      destination: destination, routerName: routerName, routeType: routeType, source: source, delay: delay)
    log.bound { ZIKRouterLog.warning("Memory leak checker: \(report)") }
    handler?(report)
  }
}

/// A weak reference the leak check sends to the main actor.
private final class WeakDestination: @unchecked Sendable {
  // `@unchecked Sendable`: written once at init, read on the main actor only.
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
