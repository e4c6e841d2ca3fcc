import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// Removing service routes: preconditions, the removal order, `userInfo`, performing again after removal, and the
/// state notifier.
@Suite @MainActor struct ServiceRemovalTests {
  @Test func removingAnUnperformedRouterFailsWithActionFailed() {
    ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let configuration = ProbeConfiguration()
      configuration.stateNotifier = log.stateRecorder()
      let router = RemovableServiceRouter(configuration: configuration)
      router.removeConfiguration.errorHandler = log.errorRecorder("removeErrorHandler")
      router.removeConfiguration.completionHandler = log.removalCompletionRecorder()
      router.removeConfiguration.successHandler = { log.append("removeSuccessHandler") }
      #expect(!router.canRemoveRoute)
      router.removeRoute(
        successHandler: { log.append("callSuccessHandler") }, errorHandler: log.errorRecorder("callErrorHandler"))
      #expect(
        log.events == [
          "removeErrorHandler(removeRoute,3)", "removeCompletionHandler(false,removeRoute,3)",
          "callErrorHandler(removeRoute,3)", "global(removeRoute,3)",
        ])
      #expect(router.state == .unrouted)
      #expect((router.error as? ZIKRouteError)?.code == .actionFailed)
    }
  }

  @Test func removeRouteConfiguringAppliesTheBuilderBeforeCheckingThePreconditions() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { UnavailableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      let router = try #require(Router.perform(to: RoutableService<any UnavailableServiceInput>()))
      #expect(router.state == .unrouted)
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      router.removeRoute(configuring: { config in
        config.errorHandler = log.errorRecorder("builderErrorHandler")
        config.completionHandler = log.removalCompletionRecorder()
        config.performerErrorHandler = log.errorRecorder("builderPerformerErrorHandler")
      })
      #expect(
        log.events == [
          "builderErrorHandler(removeRoute,3)", "removeCompletionHandler(false,removeRoute,3)",
          "builderPerformerErrorHandler(removeRoute,3)", "global(removeRoute,3)",
        ])
    }
  }

  @Test func removingAFailedPerformsRouterFailsWithActionFailed() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.probe.failsToMakeDestination = true
          }))
      log.clear()
      #expect(!router.canRemove)
      router.removeRoute(completion: log.removalCompletionRecorder("call"))
      #expect(log.events == ["call(false,removeRoute,3)", "global(removeRoute,3)"])
    }
  }

  @Test func plainServiceRoutersCannotBeRemoved() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      var kept: (any ProbeServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.successHandler = { kept = $0 }
          }))
      #expect(kept != nil)
      #expect(!router.canRemove)
      #expect(router.state == .routed)
      router.removeRoute(errorHandler: log.errorRecorder("callErrorHandler"))
      #expect(log.events == ["callErrorHandler(removeRoute,3)", "global(removeRoute,3)"])
      #expect(router.state == .routed)
    }
  }

  @Test func aRouterOverridingCanRemoveRemovesInContractOrder() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      var kept: (any RemovableServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.probe.log = log
            config.successHandler = { kept = $0 }
            config.stateNotifier = log.stateRecorder()
          },
          removing: { config in
            config.prepareDestination = { _ in log.append("removeConfig.prepareDestination") }
            config.successHandler = { log.append("removeSuccessHandler") }
            config.completionHandler = log.removalCompletionRecorder()
            config.performerSuccessHandler = { log.append("removePerformerSuccessHandler") }
            config.errorHandler = log.errorRecorder("removeErrorHandler")
          }))
      #expect(kept != nil)
      #expect(router.canRemove)
      log.clear()
      router.removeRoute(successHandler: { log.append("callSuccessHandler") })
      log.append("removeRoute returned")
      #expect(
        log.events == [
          "state(routed→removing)", "removeConfig.prepareDestination", "router.removeDestination",
          "state(removing→removed)", "removeSuccessHandler", "removeCompletionHandler(true,removeRoute)",
          "removePerformerSuccessHandler", "callSuccessHandler", "removeRoute returned",
        ])
      #expect(router.state == .removed)
      #expect(!router.canRemove)
    }
  }

  @Test func removalEmptiesUserInfo() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      var kept: (any RemovableServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.addUserInfo(forKey: "k1", object: "v1")
            config.addUserInfo(["k2": 2])
            config.successHandler = { kept = $0 }
          }))
      #expect(router.configuration.userInfo["k1"] as? String == "v1")
      #expect(router.configuration.userInfo["k2"] as? Int == 2)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(router.configuration.userInfo.isEmpty)
      #expect(kept != nil)
    }
  }

  @Test func userInfoSurvivesAPerformThatDoesNotRemove() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.addUserInfo(forKey: "k", object: "v")
          }))
      router.performRoute()
      #expect(router.configuration.userInfo["k"] as? String == "v")
    }
  }

  @Test func aRemovedRouterPerformsAgainWithANewDestination() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      var destinations: [any RemovableServiceInput] = []
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.successHandler = { destinations.append($0) }
            config.stateNotifier = log.stateRecorder()
          }))
      router.removeRoute()
      log.clear()
      router.performRoute(successHandler: { _ in log.append("callSuccessHandler") })
      #expect(log.events == ["state(removed→routing)", "state(routing→routed)", "callSuccessHandler"])
      #expect(router.state == .routed)
      #expect(destinations.count == 2 && destinations[0] !== destinations[1])
    }
  }

  @Test func askingCanRemoveAfterTheDestinationIsGoneMovesToRemoved() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.addUserInfo(forKey: "k", object: "v")
            config.stateNotifier = log.stateRecorder()
          }))
      log.clear()
      #expect(router.state == .routed)
      #expect(!router.canRemove)
      #expect(router.state == .removed)
      #expect(router.configuration.userInfo.isEmpty)
      #expect(log.events == ["state(routed→removed)"])
      #expect(!router.canRemove)
      #expect(log.events == ["state(routed→removed)"])
    }
  }

  @Test func removingAfterTheDestinationIsGoneFailsWithActionFailed() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let router = try #require(Router.perform(to: RoutableService<any RemovableServiceInput>()))
      router.removeRoute(errorHandler: log.errorRecorder("callErrorHandler"))
      #expect(log.events == ["callErrorHandler(removeRoute,3)", "global(removeRoute,3)"])
    }
  }

  @Test func stateNotifierSeesEveryTransitionOfAPerformRemovePerformCycle() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      var kept: (any RemovableServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.stateNotifier = log.stateRecorder()
            config.successHandler = { kept = $0 }
          }))
      router.performRoute()
      router.removeRoute()
      router.performRoute()
      #expect(
        log.events == [
          "state(unrouted→routing)", "state(routing→routed)", "state(routed→routing)", "state(routing→routed)",
          "state(routed→removing)", "state(removing→removed)", "state(removed→routing)", "state(routing→routed)",
        ])
      #expect(kept != nil)
    }
  }

  @Test func stateNotifierIsNotCalledWhenAFailureLeavesTheStateUnchanged() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      let configuration = ProbeConfiguration()
      configuration.stateNotifier = log.stateRecorder()
      let unperformed = RemovableServiceRouter(configuration: configuration)
      unperformed.removeRoute()
      #expect(log.events.isEmpty)

      var kept: (any RemovableServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.stateNotifier = log.stateRecorder()
            config.probe.defersRemoval = true
            config.successHandler = { kept = $0 }
          }))
      router.removeRoute()
      log.clear()
      router.performRoute()  // refused while removing: no transition
      router.removeRoute()  // refused while removing: no transition
      #expect(log.events.isEmpty)
      #expect(router.state == .removing)
      #expect(kept != nil)
    }
  }

  @Test func aRemovalEndedWithAnErrorReturnsToRouted() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      var kept: (any RemovableServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.stateNotifier = log.stateRecorder()
            config.probe.defersRemoval = true
            config.successHandler = { kept = $0 }
          }))
      router.removeRoute(errorHandler: log.errorRecorder("callErrorHandler"))
      log.clear()
      router.router.endRemoveRouteWithError(ZIKRouteError(.actionFailed, localizedDescription: "host refused"))
      #expect(log.events == ["state(removing→routed)", "callErrorHandler(removeRoute,3)", "global(removeRoute,3)"])
      #expect(router.state == .routed)
      #expect(kept != nil)
    }
  }

  @Test func removeRouteConfiguringAppliesTheTypedBuilderFirst() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      var kept: (any RemovableServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.successHandler = { kept = $0 }
          }))
      router.removeRoute(configuring: { config in
        config.prepareDestination = { destination in log.append("prepare \(type(of: destination))") }
        config.successHandler = { log.append("removeSuccessHandler") }
      })
      #expect(log.events == ["prepare RemovableService", "removeSuccessHandler"])
      #expect(kept != nil)
    }
  }

  @Test func removingWhileRemovingIsRefusedWithoutTouchingTheRemovalInFlight() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      var kept: (any RemovableServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.probe.defersRemoval = true
            config.successHandler = { kept = $0 }
          },
          removing: { config in
            config.successHandler = { log.append("removeSuccessHandler") }
            config.errorHandler = log.errorRecorder("removeErrorHandler")
            config.completionHandler = log.removalCompletionRecorder()
          }))
      router.removeRoute(
        successHandler: { log.append("firstCallSuccessHandler") },
        errorHandler: log.errorRecorder("firstCallErrorHandler"))
      router.removeRoute(
        successHandler: { log.append("secondCallSuccessHandler") },
        errorHandler: log.errorRecorder("secondCallErrorHandler"))
      #expect(
        log.events == [
          "removeErrorHandler(removeRoute,3)", "removeCompletionHandler(false,removeRoute,3)",
          "secondCallErrorHandler(removeRoute,3)", "global(removeRoute,3)",
        ])
      #expect(router.state == .removing)
      log.clear()
      router.router.endRemoveRouteWithSuccess()
      #expect(
        log.events == ["removeSuccessHandler", "removeCompletionHandler(true,removeRoute)", "firstCallSuccessHandler"])
      #expect(kept != nil)
    }
  }
}
