import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// `performRoute` on a service router that already performed: a new destination each time, provider handlers re-fire,
/// performer handlers belong to one call.
@Suite @MainActor struct ServicePerformAgainTests {
  @Test func performingARoutedServiceRouterMakesANewDestination() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      var destinations: [any ProbeServiceInput] = []
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.successHandler = { destinations.append($0) }
          }))
      #expect(router.state == .routed)
      router.performRoute()
      #expect(router.state == .routed)
      #expect(destinations.count == 2)
      #expect(destinations.count == 2 && destinations[0] !== destinations[1])
    }
  }

  @Test func providerSuccessHandlerRefiresButTheOriginalPerformerHandlerDoesNot() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.successHandler = { _ in log.append("successHandler") }
            config.completionHandler = log.completionRecorder()
            config.performerSuccessHandler = { _ in log.append("originalPerformerSuccessHandler") }
          }))
      log.clear()
      router.performRoute(successHandler: { _ in log.append("secondCallSuccessHandler") })
      #expect(
        log.events == ["successHandler", "completionHandler(true,d,performRoute)", "secondCallSuccessHandler"])
      log.clear()
      router.performRoute()
      #expect(log.events == ["successHandler", "completionHandler(true,d,performRoute)"])
    }
  }

  @Test func performRouteCompletionReportsEachCallOnce() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      let router = try #require(Router.perform(to: RoutableService<any ProbeServiceInput>()))
      router.performRoute(completion: log.completionRecorder("first"))
      router.performRoute(completion: log.completionRecorder("second"))
      #expect(log.events == ["first(true,d,performRoute)", "second(true,d,performRoute)"])
    }
  }

  @Test func failingAgainReturnsToRoutedAndFiresTheProviderErrorHandler() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.errorHandler = log.errorRecorder("errorHandler")
            config.stateNotifier = log.stateRecorder()
          }))
      log.clear()
      router.probeConfiguration.failsToMakeDestination = true
      router.performRoute(completion: log.completionRecorder("call"))
      #expect(
        log.events == [
          "state(routed→routing)", "state(routing→routed)", "errorHandler(performRoute,2)",
          "call(false,nil,performRoute,2)", "global(performRoute,2)",
        ])
      #expect(router.state == .routed)
      #expect((router.error as? ZIKRouteError)?.code == .destinationUnavailable)
    }
  }

  @Test func aSuccessfulPerformClearsThePreviousError() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.probe.failsToMakeDestination = true
          }))
      #expect(router.error != nil)
      router.probeConfiguration.failsToMakeDestination = false
      router.performRoute()
      #expect(router.state == .routed)
      #expect(router.error == nil)
    }
  }

  @Test func serviceRoutersNeverNeedRemovalBeforePerforming() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      var kept: (any ProbeServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.successHandler = { kept = $0 }
          }))
      #expect(kept != nil)
      #expect(!router.shouldRemoveBeforePerform)
      #expect(router.canPerform)
    }
  }
}
