import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// `performRoute` in a state that forbids it, and nesting too deep.
@Suite @MainActor struct ServiceWrongStateTests {
  @Test func performingWhileRoutingFailsWithOverRouteCallingOnlyTheCallsHandlerThenGlobal() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.stateNotifier = log.stateRecorder()
            config.successHandler = { _ in log.append("successHandler") }
            config.errorHandler = log.errorRecorder("errorHandler")
            config.completionHandler = log.completionRecorder()
            config.performerSuccessHandler = { _ in log.append("outerPerformerSuccessHandler") }
            config.performerErrorHandler = log.errorRecorder("outerPerformerErrorHandler")
            config.probe.onRouterPrepareDestination = { router in
              log.append("nested performRoute in state \(router.state)")
              router.performRoute(
                successHandler: { _ in log.append("nestedSuccessHandler") },
                errorHandler: log.errorRecorder("nestedErrorHandler"))
            }
          }))
      #expect(
        log.events == [
          "state(unrouted→routing)", "nested performRoute in state routing", "nestedErrorHandler(performRoute,4)",
          "global(performRoute,4)", "state(routing→routed)", "successHandler", "completionHandler(true,d,performRoute)",
          "outerPerformerSuccessHandler",
        ])
      #expect(router.state == .routed)
      #expect(log.firstGlobalRouter === router.router)
    }
  }

  @Test func performingWhileRoutingWithoutHandlersOnlyReachesGlobal() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.errorHandler = log.errorRecorder("errorHandler")
            config.performerSuccessHandler = { _ in log.append("outerPerformerSuccessHandler") }
            config.probe.onRouterPrepareDestination = { $0.performRoute() }
          }))
      #expect(log.events == ["global(performRoute,4)", "outerPerformerSuccessHandler"])
      #expect(router.state == .routed)
    }
  }

  @Test func performingWhileRemovingFailsWithActionFailedCallingOnlyTheCallsHandlerThenGlobal() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      var kept: (any RemovableServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.probe.log = log
            config.probe.defersRemoval = true
            config.successHandler = { kept = $0 }
            config.errorHandler = log.errorRecorder("errorHandler")
            config.completionHandler = log.completionRecorder()
            config.stateNotifier = log.stateRecorder()
          }))
      #expect(kept != nil)
      router.removeRoute(successHandler: { log.append("removeSuccessHandler") })
      #expect(router.state == .removing)
      log.clear()
      router.performRoute(
        successHandler: { _ in log.append("callSuccessHandler") }, errorHandler: log.errorRecorder("callErrorHandler"))
      #expect(log.events == ["callErrorHandler(performRoute,3)", "global(performRoute,3)"])
      #expect(router.state == .removing)
      log.clear()
      router.router.endRemoveRouteWithSuccess()
      #expect(log.events == ["state(removing→removed)", "removeSuccessHandler"])
      #expect(router.state == .removed)
    }
  }

  @Test func nestingTwoHundredPerformsOfOneRouterClassIsAllowed() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RecursiveServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let destination = try #require(
        Router.makeDestination(to: RoutableService<any RecursiveServiceInput>()) { config, _ in
          (config.configuration as? RecursiveConfiguration)?.nestedPerforms = 199
          (config.configuration as? RecursiveConfiguration)?.log = log
        })
      var depth = 1
      var current: (any RecursiveServiceInput)? = destination.inner
      while let next = current {
        depth += 1
        current = next.inner
      }
      #expect(depth == 200)
      #expect(log.events(startingWith: "global").isEmpty)
      #expect(log.errors.isEmpty)
    }
  }

  @Test func nestingDeeperThanTwoHundredFailsWithInfiniteRecursion() throws {
    ZIKRouteRegistry.withTestRegistry(registering: { RecursiveServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let destination = Router.makeDestination(to: RoutableService<any RecursiveServiceInput>()) { config, _ in
        (config.configuration as? RecursiveConfiguration)?.nestedPerforms = 200
        (config.configuration as? RecursiveConfiguration)?.log = log
      }
      #expect(destination == nil)
      // The 201st nested perform is refused: provider handlers, global, then the call's performer handler.
      #expect(
        log.events.filter { $0.hasSuffix(",5)") } == [
          "errorHandler(performRoute,5)", "completionHandler(false,nil,performRoute,5)", "global(performRoute,5)",
          "performerErrorHandler(performRoute,5)",
        ])
      let recursionRouter = log.firstGlobalRouter
      #expect(recursionRouter is RecursiveServiceRouter)
      #expect(recursionRouter?.state == .unrouted)
      #expect((recursionRouter?.error as? ZIKRouteError)?.code == .infiniteRecursion)
      // Every enclosing perform then fails because its nested destination is missing.
      #expect(log.events.filter { $0 == "global(performRoute,2)" }.count == 200)
    }
  }

  @Test func unboundedRecursionStopsWithInfiniteRecursionInsteadOfOverflowingTheStack() {
    ZIKRouteRegistry.withTestRegistry(registering: { RecursiveServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let destination = Router.makeDestination(to: RoutableService<any RecursiveServiceInput>()) { config, _ in
        (config.configuration as? RecursiveConfiguration)?.nestedPerforms = .max
        (config.configuration as? RecursiveConfiguration)?.log = log
      }
      #expect(destination == nil)
      #expect(log.events.filter { $0 == "global(performRoute,5)" }.count == 1)
    }
  }

  @Test func theDepthLimitCountsOnlyNestedPerformsNotSequentialOnes() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      for _ in 0..<300 {
        #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) != nil)
      }
      #expect(log.events.isEmpty)
    }
  }
}
