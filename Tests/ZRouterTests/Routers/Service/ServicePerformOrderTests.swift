import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// The perform pipeline of a service router: preparation and handler order on success and failure, state, error
///.
@Suite @MainActor struct ServicePerformOrderTests {
  /// Installs a recorder on every handler of a perform configuration.
  private func recordEveryHandler(_ config: PerformRouteStrictConfig<any ProbeServiceInput>, into log: ServiceEventLog)
  {
    config.probe.log = log
    config.prepareDestination = { _ in log.append("config.prepareDestination") }
    config.successHandler = { _ in log.append("successHandler") }
    config.errorHandler = log.errorRecorder("errorHandler")
    config.completionHandler = log.completionRecorder()
    config.performerSuccessHandler = { _ in log.append("performerSuccessHandler") }
    config.performerErrorHandler = log.errorRecorder("performerErrorHandler")
  }

  @Test func successRunsPreparationThenProviderCompletionAndPerformerHandlersBeforePerformReturns() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let router = Router.perform(
        to: RoutableService<any ProbeServiceInput>(),
        configuring: { config, _ in
          recordEveryHandler(config, into: log)
        })
      log.append("perform returned")
      #expect(
        log.events == [
          "router.destination", "config.prepareDestination", "router.prepareDestination",
          "router.didFinishPrepareDestination", "successHandler", "completionHandler(true,d,performRoute)",
          "performerSuccessHandler", "perform returned",
        ])
      #expect(router?.state == .routed)
      #expect(router?.error == nil)
    }
  }

  @Test func callerPreparationRunsBeforeTheRoutersHookSoTheHookSeesItsWork() {
    ZIKRouteRegistry.withTestRegistry(registering: { AServiceRegistrationStyle.routerClass.register() }) {
      var seenByCompletion: String?
      let router = Router.perform(
        to: RoutableServiceModule<any AServiceModuleInput>(),
        configuring: { config, prepareModule in
          prepareModule { module in
            module.title = "from module"
            module.makeDestinationCompletion { destination in seenByCompletion = destination.title }
          }
          config.prepareDestination = { destination in (destination as? any AServiceInput)?.title = "from caller" }
        })
      #expect(router?.state == .routed)
      // The caller's closure ran first, then the router's hook overwrote the title with the module's value.
      #expect(seenByCompletion == "from module")
    }
  }

  @Test func failureRunsErrorCompletionPerformerThenGlobalAndReturnsToUnrouted() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let router = Router.perform(
        to: RoutableService<any ProbeServiceInput>(),
        configuring: { config, _ in
          recordEveryHandler(config, into: log)
          config.probe.failsToMakeDestination = true
          config.stateNotifier = log.stateRecorder()
        })
      log.append("perform returned")
      #expect(
        log.events == [
          "state(unrouted→routing)", "router.destination", "state(routing→unrouted)",
          "errorHandler(performRoute,2)", "completionHandler(false,nil,performRoute,2)",
          "performerErrorHandler(performRoute,2)", "global(performRoute,2)", "perform returned",
        ])
      let returned = try #require(router)
      #expect(returned.state == .unrouted)
      let error = try #require(returned.error as? ZIKRouteError)
      #expect(error.code == .destinationUnavailable)
      #expect(log.firstGlobalRouter?.state == .unrouted)
      #expect(log.firstGlobalRouter === returned.router)
    }
  }

  @Test func failedPerformRunsNoPreparationAndNoSuccessHandler() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      Router.perform(
        to: RoutableService<any ProbeServiceInput>(),
        configuring: { config, _ in
          recordEveryHandler(config, into: log)
          config.probe.failsToMakeDestination = true
        })
      #expect(log.events(startingWith: "config.prepare").isEmpty)
      #expect(log.events(startingWith: "router.prepare").isEmpty)
      #expect(!log.events.contains("successHandler"))
      #expect(!log.events.contains("performerSuccessHandler"))
    }
  }

  @Test func stateNotifierSeesRoutingThenRoutedOnSuccess() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      let router = Router.perform(
        to: RoutableService<any ProbeServiceInput>(),
        configuring: { config, _ in
          config.stateNotifier = log.stateRecorder()
          config.successHandler = { _ in log.append("successHandler") }
        })
      #expect(log.events == ["state(unrouted→routing)", "state(routing→routed)", "successHandler"])
      #expect(router?.router.preState == .routing)
    }
  }

  @Test func routerDoesNotKeepTheDestinationAlive() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      weak var released: ProbeService?
      var kept: (any ProbeServiceInput)?
      let router = Router.perform(
        to: RoutableService<any ProbeServiceInput>(),
        configuring: { config, _ in
          config.successHandler = { destination in
            released = destination as? ProbeService
          }
        })
      #expect(router?.state == .routed)
      #expect(released == nil)
      _ = Router.perform(
        to: RoutableService<any ProbeServiceInput>(),
        configuring: { config, _ in
          config.successHandler = { destination in kept = destination }
        })
      #expect(kept != nil)
    }
  }

  @Test func completionShapeReportsSuccessWithTheDestination() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      Router.perform(to: RoutableService<any ProbeServiceInput>(), completion: log.completionRecorder("completion"))
      #expect(log.events == ["completion(true,d,performRoute)"])
    }
  }

  @Test func completionShapeReportsFailureWithTheError() {
    ZIKRouteRegistry.withTestRegistry(registering: { UnavailableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      let router = Router.perform(
        to: RoutableService<any UnavailableServiceInput>(), completion: log.completionRecorder("completion"))
      #expect(log.events == ["completion(false,nil,performRoute,2)"])
      #expect(router?.state == .unrouted)
    }
  }

  @Test func successAndErrorHandlerShapesAreThePerformerHandlers() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ProbeServiceRouter.registerRoutableDestination()
      UnavailableServiceRouter.registerRoutableDestination()
    }) {
      let log = ServiceEventLog()
      Router.perform(
        to: RoutableService<any ProbeServiceInput>(), successHandler: { _ in log.append("success") },
        errorHandler: log.errorRecorder("error"))
      Router.perform(
        to: RoutableService<any UnavailableServiceInput>(), successHandler: { _ in log.append("success") },
        errorHandler: log.errorRecorder("error"))
      #expect(log.events == ["success", "error(performRoute,2)"])
    }
  }

  @Test func preparationShapePreparesTheDestinationBeforeTheRoutersHook() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      var kept: (any ProbeServiceInput)?
      let router = Router.perform(
        to: RoutableService<any ProbeServiceInput>(),
        preparation: { destination in
          destination.note = "prepared"
          kept = destination
        })
      #expect(router?.state == .routed)
      #expect(kept?.note == "prepared")
    }
  }

  @Test func performerHandlersAreClearedWhenThePerformEnds() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ProbeServiceRouter.registerRoutableDestination()
      UnavailableServiceRouter.registerRoutableDestination()
    }) {
      let succeeded = Router.perform(
        to: RoutableService<any ProbeServiceInput>(),
        configuring: { config, _ in
          config.performerSuccessHandler = { _ in }
          config.performerErrorHandler = { _, _ in }
        })
      #expect(succeeded?.configuration.performerSuccessHandler == nil)
      #expect(succeeded?.configuration.performerErrorHandler == nil)
      let failed = Router.perform(
        to: RoutableService<any UnavailableServiceInput>(),
        configuring: { config, _ in
          config.performerSuccessHandler = { _ in }
          config.performerErrorHandler = { _, _ in }
        })
      #expect(failed?.configuration.performerSuccessHandler == nil)
      #expect(failed?.configuration.performerErrorHandler == nil)
    }
  }

  @Test func lookupMissPerformsNothingAndReturnsNil() {
    ZIKRouteRegistry.withTestRegistry(registering: {}) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let router = Router.perform(
        to: RoutableService<any ProbeServiceInput>(),
        configuring: { config, _ in
          config.successHandler = { _ in log.append("successHandler") }
          config.errorHandler = log.errorRecorder("errorHandler")
        })
      #expect(router == nil)
      #expect(log.events == ["global(toService,0)"])
    }
  }

  @Test func typedCallbacksAreSkippedWhenTheDestinationIsNotOfTheKeysType() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      // A deliberate wiring mistake: the key's route makes a destination that does not adopt the key's protocol.
      ZIKServiceRoute<ProbeService, PerformRouteConfig>
        .make(withDestination: ProbeService.self, makeDestination: { _, _ in ProbeService() })
        .register(RoutableService<any AServiceInput>())
    }) {
      let log = ServiceEventLog()
      let router = Router.perform(
        to: RoutableService<any AServiceInput>(),
        configuring: { config, _ in
          config.prepareDestination = { _ in log.append("prepareDestination") }
          config.successHandler = { _ in log.append("successHandler") }
          config.performerSuccessHandler = { _ in log.append("performerSuccessHandler") }
          config.completionHandler = log.completionRecorder()
        })
      // The route itself succeeded; only the callbacks typed as `AServiceInput` could not run.
      #expect(router?.state == .routed)
      #expect(log.events == ["completionHandler(true,nil,performRoute)"])
    }
  }
}
