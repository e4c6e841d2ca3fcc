import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// The service family's global error handler slot and its four interceptors.
@Suite @MainActor struct ServiceInterceptorTests {
  /// Installs every interceptor, recording into `log`.
  private func interceptEverything(into log: ServiceEventLog) {
    ZIKAnyServiceRouter.interceptBeforePerformWithConfiguration { router, configuration in
      log.append("beforePerform(\(router.state),\(type(of: configuration)))")
    }
    ZIKAnyServiceRouter.interceptAfterPerformWithConfiguration { router, _ in
      log.append("afterPerform(\(router.state))")
    }
    ZIKAnyServiceRouter.interceptAfterSuccessAction { router, action in
      log.append("afterSuccess(\(action.shortName),\(router.state))")
    }
    ZIKAnyServiceRouter.interceptAfterEndPerformWithError { router, error in
      log.append("afterEndWithError(\(error.routeCode),\(router.state))")
    }
  }

  @Test func theGlobalErrorHandlerIsOneSlotForEveryServiceRouterClass() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let first = ServiceEventLog()
      let second = ServiceEventLog()
      #expect(ZIKAnyServiceRouter.globalErrorHandler == nil)
      ProbeServiceRouter.globalErrorHandler = first.globalErrorHandler
      #expect(ZIKAnyServiceRouter.globalErrorHandler != nil)
      #expect(AServiceRouter.globalErrorHandler != nil)
      AServiceRouter.globalErrorHandler = second.globalErrorHandler
      _ = Router.to(RoutableService<any AServiceInput>())
      #expect(first.events.isEmpty)
      #expect(second.events == ["global(toService,0)"])
      ZIKAnyServiceRouter.globalErrorHandler = nil
      _ = Router.to(RoutableService<any AServiceInput>())
      #expect(second.events == ["global(toService,0)"])
    }
  }

  @Test func notifyGlobalErrorReachesTheHandlerWithTheRouter() {
    ZIKRouteRegistry.withTestRegistry(registering: {}) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let router = ProbeServiceRouter(configuration: ProbeConfiguration())
      ZIKAnyServiceRouter.notifyGlobalError(
        with: router, action: .performRoute,
        error: ZIKAnyServiceRouter.routeError(withCode: .invalidConfiguration, localizedDescription: "bad"))
      #expect(log.events == ["global(performRoute,1)"])
      #expect(log.firstGlobalRouter === router)
    }
  }

  @Test func interceptorsSurroundASuccessfulPerform() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      interceptEverything(into: log)
      Router.perform(
        to: RoutableService<any ProbeServiceInput>(),
        configuring: { config, _ in
          config.probe.log = log
          config.successHandler = { _ in log.append("successHandler") }
          config.performerSuccessHandler = { _ in log.append("performerSuccessHandler") }
        })
      #expect(
        log.events == [
          "beforePerform(unrouted,ProbeConfiguration)", "router.destination", "router.prepareDestination",
          "router.didFinishPrepareDestination", "successHandler", "performerSuccessHandler",
          "afterSuccess(performRoute,routed)", "afterPerform(routed)",
        ])
    }
  }

  @Test func afterEndWithErrorRunsAfterThePerformerErrorHandlerAndTheGlobalHandler() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      interceptEverything(into: log)
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      Router.perform(
        to: RoutableService<any ProbeServiceInput>(),
        configuring: { config, _ in
          config.probe.failsToMakeDestination = true
          config.errorHandler = log.errorRecorder("errorHandler")
          config.performerErrorHandler = log.errorRecorder("performerErrorHandler")
        })
      #expect(
        log.events == [
          "beforePerform(unrouted,ProbeConfiguration)", "errorHandler(performRoute,2)",
          "performerErrorHandler(performRoute,2)", "global(performRoute,2)", "afterEndWithError(2,unrouted)",
          "afterPerform(unrouted)",
        ])
    }
  }

  @Test func afterSuccessAlsoRunsAfterASuccessfulRemoval() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      var kept: (any RemovableServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.successHandler = { kept = $0 }
          }))
      interceptEverything(into: log)
      router.removeRoute(successHandler: { log.append("removeSuccessHandler") })
      #expect(log.events == ["removeSuccessHandler", "afterSuccess(removeRoute,removed)"])
      #expect(kept != nil)
    }
  }

  @Test func refusedPerformsAndLookupMissesReachNoInterceptor() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.probe.onRouterPrepareDestination = { router in
              interceptEverything(into: log)
              router.performRoute()  // refused: overRoute
              ZIKAnyServiceRouter.interceptBeforePerformWithConfiguration(nil)
              ZIKAnyServiceRouter.interceptAfterPerformWithConfiguration(nil)
              ZIKAnyServiceRouter.interceptAfterSuccessAction(nil)
              ZIKAnyServiceRouter.interceptAfterEndPerformWithError(nil)
            }
          }))
      interceptEverything(into: log)
      _ = Router.to(RoutableService<any AServiceInput>())
      #expect(log.events.isEmpty)
      #expect(router.state == .routed)
    }
  }

  @Test func settingAnInterceptorAgainReplacesItAndNilClearsIt() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.interceptAfterSuccessAction { _, _ in log.append("first") }
      ProbeServiceRouter.interceptAfterSuccessAction { _, _ in log.append("second") }
      Router.perform(to: RoutableService<any ProbeServiceInput>())
      #expect(log.events == ["second"])
      ZIKAnyServiceRouter.interceptAfterSuccessAction(nil)
      Router.perform(to: RoutableService<any ProbeServiceInput>())
      #expect(log.events == ["second"])
    }
  }
}
