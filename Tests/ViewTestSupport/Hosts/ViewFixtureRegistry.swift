import Testing
import ZRouterCore
import ZRouterTesting

extension ViewTestHost {
  /// Registers the fixture routers of this host (call inside an isolated registry, before finish).
  @MainActor public static func registerFixtureRouters() {
    AViewRouter<Self>.registerRoutableDestination()
    AViewObserverRouter<Self>.registerRoutableDestination()
    BSubviewRouter<Self>.registerRoutableDestination()
    CCustomViewRouter<Self>.registerRoutableDestination()
  }

  /// Runs `body` with this host's fixture routers (plus whatever `extra` registers) in a fresh registry, with a fresh
  /// log bound as `ViewEventLog.current` and installed as the view global error handler.
  @MainActor public static func run<R>(registering extra: () -> Void = {}, _ body: (ViewEventLog) throws -> R) rethrows
    -> R
  {
    try ZIKRouteRegistry.withTestRegistry {
      registerFixtureRouters()
      extra()
    } run: {
      let log = ViewEventLog()
      log.installGlobalErrorHandler()
      // Transitions a test leaves running end inside its registry, never in another test's.
      defer { settle() }
      return try ViewEventLogBinding.$log.withValue(log) { try body(log) }
    }
  }

  /// The async twin of `run(registering:_:)`, for deferred transitions and async entry points.
  @MainActor public static func run<R>(
    registering extra: () -> Void = {}, _ body: (ViewEventLog) async throws -> R
  ) async rethrows -> R {
    try await ZIKRouteRegistry.withTestRegistry {
      registerFixtureRouters()
      extra()
    } run: {
      let log = ViewEventLog()
      log.installGlobalErrorHandler()
      defer { settle() }
      return try await ViewEventLogBinding.$log.withValue(log) { try await body(log) }
    }
  }
}

/// Logs that a fixture controller joined (`parent` set) or left its parent.
@MainActor public func logContainment(_ parent: AnyObject?) {
  ViewEventLog.record(parent == nil ? "host.leftParent" : "host.joinedParent")
}

/// Logs that a fixture controller was asked to dismiss.
@MainActor public func logDismissal() { ViewEventLog.record("host.dismiss") }

/// Logs that a fixture source was asked to present.
@MainActor public func logPresentation() { ViewEventLog.record("host.present") }
