import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// `makeDestination`: synchronous, prepared, every handler fired before it returns, `nil` without a crash on failure
///.
@Suite @MainActor struct ServiceMakeDestinationTests {
  @Test func returnsThePreparedDestinationSynchronously() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let destination = Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) { destination in
        destination.note = "prepared"
      }
      #expect(destination is ProbeService)
      #expect(destination?.note == "prepared")
    }
  }

  @Test func firesEveryHandlerBeforeReturning() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      let destination = Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) { config, _ in
        config.probe.log = log
        config.prepareDestination = { _ in log.append("config.prepareDestination") }
        config.successHandler = { _ in log.append("successHandler") }
        config.completionHandler = log.completionRecorder()
        config.performerSuccessHandler = { _ in log.append("performerSuccessHandler") }
        config.errorHandler = log.errorRecorder("errorHandler")
        config.performerErrorHandler = log.errorRecorder("performerErrorHandler")
      }
      log.append("makeDestination returned")
      #expect(destination != nil)
      #expect(
        log.events == [
          "router.destination", "config.prepareDestination", "router.prepareDestination",
          "router.didFinishPrepareDestination", "successHandler", "completionHandler(true,d,performRoute)",
          "performerSuccessHandler", "makeDestination returned",
        ])
    }
  }

  @Test func returnsNilAfterTheFailureHandlersWhenTheRouterFails() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let destination = Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) { config, _ in
        config.probe.failsToMakeDestination = true
        config.errorHandler = log.errorRecorder("errorHandler")
        config.completionHandler = log.completionRecorder()
        config.performerErrorHandler = log.errorRecorder("performerErrorHandler")
        config.successHandler = { _ in log.append("successHandler") }
      }
      log.append("makeDestination returned")
      #expect(destination == nil)
      #expect(
        log.events == [
          "errorHandler(performRoute,2)", "completionHandler(false,nil,performRoute,2)",
          "performerErrorHandler(performRoute,2)", "global(performRoute,2)", "makeDestination returned",
        ])
    }
  }

  @Test func returnsNilWhenNoRouterIsRegistered() {
    ZIKRouteRegistry.withTestRegistry(registering: {}) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) == nil)
      #expect(Router.makeDestination(to: RoutableServiceModule<any AServiceModuleInput>()) == nil)
      #expect(log.events == ["global(toService,0)", "global(toServiceModule,0)"])
    }
  }

  @Test func returnsNilWhenTheDestinationDoesNotConformToTheKeysProtocol() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      // A deliberate wiring mistake: the key's router makes a destination that does not adopt the key's protocol.
      ZIKAnyServiceRouter.register(RoutableService<any AServiceInput>(), forMakingService: ProbeService.self) { _ in
        ProbeService() as? any AServiceInput
      }
      ZIKServiceRoute<ProbeService, PerformRouteConfig>
        .make(withDestination: ProbeService.self, makeDestination: { _, _ in ProbeService() })
        .register(RoutableService<any AServiceInputAdapter>())
    }) {
      #expect(Router.makeDestination(to: RoutableService<any AServiceInput>()) == nil)
      #expect(Router.makeDestination(to: RoutableService<any AServiceInputAdapter>()) == nil)
    }
  }

  @Test func theCallerOwnsTheDestinationAndTheRouterIsReleased() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      weak var router: ZIKAnyServiceRouter?
      weak var weakDestination: ProbeService?
      var destination: (any ProbeServiceInput)? = Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) {
        config, _ in
        config.probe.onRouterPrepareDestination = { router = $0 }
      }
      weakDestination = destination as? ProbeService
      #expect(weakDestination != nil)
      #expect(router == nil)
      destination = nil
      #expect(weakDestination == nil)
    }
  }

  @Test func wrapperMakeDestinationVariantsShareThePipeline() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let routerType = Router.to(RoutableService<any ProbeServiceInput>())
      #expect(routerType?.makeDestination() is ProbeService)
      #expect(routerType?.makeDestination(preparation: { $0.note = "a" })?.note == "a")
      let configured = routerType?.makeDestination(configuring: { config, _ in
        config.prepareDestination = { $0.note = "b" }
      })
      #expect(configured?.note == "b")
      #expect(routerType?.routerType.makeDestination() is ProbeService)
    }
  }

  @Test func moduleKeyMakeDestinationPreparesTheModuleFirst() {
    ZIKRouteRegistry.withTestRegistry(registering: { AServiceRegistrationStyle.routerClass.register() }) {
      var completed: (any AServiceInput)?
      let destination = Router.makeDestination(to: RoutableServiceModule<any AServiceModuleInput>()) { module in
        module.title = "module title"
        module.makeDestinationCompletion { completed = $0 }
      }
      #expect((destination as? any AServiceInput)?.title == "module title")
      #expect(completed === (destination as AnyObject?))
    }
  }
}
