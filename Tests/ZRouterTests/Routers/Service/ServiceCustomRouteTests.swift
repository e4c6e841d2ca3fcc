import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// Custom service routes that end later with the state helpers, and the router keeping itself alive meanwhile
///.
@Suite @MainActor struct ServiceCustomRouteTests {
  @Test func aCustomRouteEndsLaterWithTheSuccessHandlersInOrder() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      var kept: (any ProbeServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.probe.defersPerform = true
            config.stateNotifier = log.stateRecorder()
            config.successHandler = {
              kept = $0
              log.append("successHandler")
            }
            config.performerSuccessHandler = { _ in log.append("performerSuccessHandler") }
          }))
      #expect(router.state == .routing)
      #expect(!router.canPerform)
      #expect(log.events == ["state(unrouted→routing)"])
      router.router.endPerformRouteWithSuccess()
      #expect(
        log.events == ["state(unrouted→routing)", "state(routing→routed)", "successHandler", "performerSuccessHandler"])
      #expect(router.state == .routed)
      #expect(kept != nil)
    }
  }

  @Test func aCustomRouteEndingWithAnErrorReturnsToThePreviousState() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.probe.defersPerform = true
            config.errorHandler = log.errorRecorder("errorHandler")
            config.completionHandler = log.completionRecorder()
            config.performerErrorHandler = log.errorRecorder("performerErrorHandler")
          }))
      router.router.endPerformRouteWithError(ZIKRouteError(.actionFailed, localizedDescription: "the service refused"))
      #expect(
        log.events == [
          "errorHandler(performRoute,3)", "completionHandler(false,d,performRoute,3)",
          "performerErrorHandler(performRoute,3)", "global(performRoute,3)",
        ])
      #expect(router.state == .unrouted)
      #expect((router.error as? ZIKRouteError)?.code == .actionFailed)
    }
  }

  @Test func aDiscardedRouterStaysAliveUntilItsRouteEnds() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      weak var inFlight: ZIKAnyServiceRouter?
      var kept: (any ProbeServiceInput)?
      Router.perform(
        to: RoutableService<any ProbeServiceInput>(),
        configuring: { config, _ in
          config.probe.defersPerform = true
          config.probe.onRouterPrepareDestination = { inFlight = $0 }
          config.successHandler = {
            kept = $0
            log.append("successHandler")
          }
        })
      #expect(inFlight?.state == .routing)
      inFlight?.endPerformRouteWithSuccess()
      #expect(log.events == ["successHandler"])
      #expect(kept != nil)
      #expect(inFlight == nil)
    }
  }

  @Test func aDiscardedRouterStaysAliveUntilItsRemovalEnds() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      weak var removing: ZIKAnyServiceRouter?
      var kept: (any RemovableServiceInput)?
      do {
        let router = try #require(
          Router.perform(
            to: RoutableService<any RemovableServiceInput>(),
            configuring: { config, _ in
              config.probe.defersRemoval = true
              config.successHandler = { kept = $0 }
            }))
        router.removeRoute(successHandler: { log.append("removeSuccessHandler") })
        removing = router.router
      }
      #expect(removing?.state == .removing)
      removing?.endRemoveRouteWithSuccess()
      #expect(log.events == ["removeSuccessHandler"])
      #expect(removing == nil)
      #expect(kept != nil)
    }
  }

  @Test func makeDestinationReturnsNilWhenTheCustomRouteFailsAfterMakingTheDestination() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let destination = Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) { config, _ in
        config.probe.performRouteError = ZIKRouteError(.actionFailed, localizedDescription: "refused")
        config.successHandler = { _ in log.append("successHandler") }
        config.completionHandler = log.completionRecorder()
      }
      #expect(destination == nil)
      #expect(log.events == ["completionHandler(false,d,performRoute,3)", "global(performRoute,3)"])
    }
  }

  @Test func makeDestinationReturnsNilWhenTheCustomRouteHasNotEndedYet() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      weak var inFlight: ZIKAnyServiceRouter?
      let destination = Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) { config, _ in
        config.probe.defersPerform = true
        config.probe.onRouterPrepareDestination = { inFlight = $0 }
        config.successHandler = { _ in log.append("successHandler") }
      }
      #expect(destination == nil)
      #expect(log.events.isEmpty)
      inFlight?.endPerformRouteWithSuccess()
      #expect(log.events == ["successHandler"])
      #expect(inFlight == nil)
    }
  }
}
