import AppKitModel
import ZRouter
import ZRouterTesting

/// What routers and hooks did during a test, in order, for one test at a time (a task-local binding).
@MainActor
final class AppKitRouteLog {
  private(set) var events: [String] = []
  /// The destination the last logged perform prepared.
  private(set) var lastDestination: AnyObject?

  @TaskLocal static var current: AppKitRouteLog?

  /// Records `event` in the running test's log.
  static func record(_ event: String) { current?.events.append(event) }

  /// Records `event`.
  func record(_ event: String) { events.append(event) }

  /// Forgets what was recorded so far.
  func clear() { events = [] }

  /// Installs recording removal handlers and a state notifier.
  func install<Destination>(onRemoval config: ViewRemoveStrictConfig<Destination>) {
    config.successHandler = { [self] in record("remove.success") }
    config.errorHandler = { [self] _, error in record("remove.error \(error)") }
  }

  /// Records every state change of the route as `state <new>`.
  func install<Destination>(on config: ViewRouteStrictConfig<Destination>) {
    config.stateNotifier = { [self] _, new in record("state \(new)") }
    config.prepareDestination = { [self] destination in
      lastDestination = destination as AnyObject
      // The AOP hooks of the route log here, whichever task runs them: a platform event of a test running alongside
      // (a window it closes) has the glue look at every watched controller, in that test's task.
      if let screen = destination as? NoteScreen, screen.routeLog == nil { screen.routeLog = self }
    }
    config.errorHandler = { [self] _, error in record("error \(error)") }
  }
}

/// The router of `NoteScreen`: every controller route type, plus the AOP hooks logged.
final class NoteScreenRouter: ZIKViewRouter<NoteScreen, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(NoteScreen.self)
    register(RoutableView<any NoteScreenInput>())
  }

  override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { [.viewControllerDefault, .custom] }

  override func destination(with configuration: ViewRouteConfig) -> NoteScreen? { NoteScreen() }

  override func canRemoveCustomRoute() -> Bool { destination?.parent != nil }

  /// The custom route: the destination becomes a child of the source, its view added to the source's view.
  override func performCustomRoute(
    onDestination destination: NoteScreen, fromSource source: Any?, configuration: ViewRouteConfig
  ) {
    beginPerformRoute()
    guard let source = source as? NSViewController else {
      endPerformRouteWithError(
        Self.viewRouteError(withCode: .invalidSource, localizedDescription: "The custom route needs a controller."))
      return
    }
    source.addChild(destination)
    source.view.addSubview(destination.view)
    endPerformRouteWithSuccess()
  }

  override func removeCustomRoute(
    onDestination destination: NoteScreen, fromSource source: Any?, removeConfiguration: ZIKViewRemoveConfiguration,
    configuration: ViewRouteConfig
  ) {
    beginRemoveRoute(fromSource: source)
    destination.view.removeFromSuperview()
    destination.removeFromParent()
    endRemoveRouteWithSuccess(onDestination: destination, fromSource: source)
  }

  /// Logs an AOP moment in the screen's own log, or the test's.
  private static func log(_ event: String, _ destination: NoteScreen) {
    if let log = destination.routeLog { log.record(event) } else { AppKitRouteLog.record(event) }
  }

  override class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: NoteScreen, fromSource source: Any?
  ) { log("willPerform", destination) }
  override class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: NoteScreen, fromSource source: Any?
  ) { log("didPerform", destination) }
  override class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: NoteScreen, fromSource source: Any?
  ) { log("willRemove", destination) }
  override class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: NoteScreen, fromSource source: Any?
  ) { log("didRemove", destination) }
}

/// The router of `BadgeView`.
final class BadgeViewRouter: ZIKViewRouter<BadgeView, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(BadgeView.self)
    register(RoutableView<any BadgeViewInput>())
  }

  override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { .viewDefault }

  override func destination(with configuration: ViewRouteConfig) -> BadgeView? { BadgeView() }
}

/// Runs AppKit routing tests in a fresh registry holding the routers above, with a fresh log and a model log of their own.
@MainActor
enum AppKitRouting {
  static func run<R>(_ body: (AppKitRouteLog) async throws -> R) async rethrows -> R {
    try await AppKitModelLog.$current.withValue(AppKitModelLog()) {
      try await runInRegistry(body)
    }
  }

  private static func runInRegistry<R>(_ body: (AppKitRouteLog) async throws -> R) async rethrows -> R {
    try await ZIKRouteRegistry.withTestRegistry {
      NoteScreenRouter.registerRoutableDestination()
      BadgeViewRouter.registerRoutableDestination()
    } run: {
      let log = AppKitRouteLog()
      return try await AppKitRouteLog.$current.withValue(log) { try await body(log) }
    }
  }

  /// Lets the main actor run what AppKit and the platform glue scheduled for later: a few turns of the main executor,
  /// each running the jobs enqueued before it first. A dismissal AppKit ends on the next turn
  /// (`AppKitModelOrders.dismissalEndsOnNextTurn`) is reported by the glue one turn after that.
  static func settle() async {
    for _ in 0..<4 { await Task.yield() }
  }
}
