import Foundation
import Testing
import ViewTestSupport
import ZRouter
import ZRouterTesting

/// Runs view tests inside an isolated registry holding the fixture routers, with a fresh log bound as
/// `ViewEventLog.current` and installed as the view global error handler.
@MainActor
enum ViewFixtureRegistry {
  /// Registers the shared fixture routers (call inside an isolated registry, before finish).
  static func registerFixtureRouters() {
    AViewRouter.registerRoutableDestination()
    AViewObserverRouter.registerRoutableDestination()
    BSubviewRouter.registerRoutableDestination()
    CCustomViewRouter.registerRoutableDestination()
  }

  /// Runs `body` with the fixture routers (plus whatever `extra` registers) in a fresh registry.
  static func run<R>(registering extra: () -> Void = {}, _ body: (ViewEventLog) throws -> R) rethrows -> R {
    try ZIKRouteRegistry.withTestRegistry {
      registerFixtureRouters()
      extra()
    } run: {
      let log = ViewEventLog()
      log.installGlobalErrorHandler()
      // Transitions a test leaves running end inside its registry, never in another test's.
      defer { TestStage.settle() }
      return try ViewEventLogBinding.$log.withValue(log) { try body(log) }
    }
  }

  /// The async twin of `run(registering:_:)`, for deferred transitions and async entry points.
  static func run<R>(
    registering extra: () -> Void = {}, _ body: (ViewEventLog) async throws -> R
  ) async rethrows -> R {
    try await ZIKRouteRegistry.withTestRegistry {
      registerFixtureRouters()
      extra()
    } run: {
      let log = ViewEventLog()
      log.installGlobalErrorHandler()
      // Transitions a test leaves running end inside its registry, never in another test's.
      defer { TestStage.settle() }
      return try await ViewEventLogBinding.$log.withValue(log) { try await body(log) }
    }
  }
}
