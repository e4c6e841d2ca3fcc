import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// Module keys: `prepareModule` during the builder, makeable configurations, simple module registrations, and module
/// protocols the configuration does not adopt.
@Suite @MainActor struct ServiceModuleTests {
  @Test func prepareModuleRunsDuringTheBuilderBeforeAnyDestinationExists() {
    ZIKRouteRegistry.withTestRegistry(registering: { AServiceRegistrationStyle.routerClass.register() }) {
      let log = ServiceEventLog()
      let router = Router.perform(
        to: RoutableServiceModule<any AServiceModuleInput>(),
        configuring: { config, prepareModule in
          log.append("builder start")
          prepareModule { module in
            log.append("prepareModule(\(type(of: module)))")
            module.title = "module title"
          }
          log.append("builder end")
          config.prepareDestination = { _ in log.append("config.prepareDestination") }
          config.successHandler = { destination in
            log.append("successHandler(\((destination as? any AServiceInput)?.title ?? "nil"))")
          }
        })
      #expect(
        log.events == [
          "builder start", "prepareModule(AServiceModuleConfiguration)", "builder end", "config.prepareDestination",
          "successHandler(module title)",
        ])
      #expect(router?.config.title == "module title")
    }
  }

  @Test func modulePreparationShapePreparesTheConfiguration() {
    ZIKRouteRegistry.withTestRegistry(registering: { AServiceRegistrationStyle.blockRoute.register() }) {
      var title: String?
      Router.perform(
        to: RoutableServiceModule<any AServiceModuleInput>(),
        preparation: { module in
          module.title = "prepared"
          module.makeDestinationCompletion { title = $0.title }
        })
      #expect(title == "prepared")
    }
  }

  @Test func moduleCompletionShapeReportsTheDestination() {
    ZIKRouteRegistry.withTestRegistry(registering: { AServiceRegistrationStyle.routerClass.register() }) {
      let log = ServiceEventLog()
      Router.perform(
        to: RoutableServiceModule<any AServiceModuleInput>(), completion: log.completionRecorder("completion"))
      #expect(log.events == ["completion(true,d,performRoute)"])
    }
  }

  @Test func theRouterPerformsOnTheDestinationMadeThroughMakeDestinationWith() throws {
    let log = ServiceEventLog()
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRoute<MakeableService, MakeableServiceConfiguration>
        .make(
          withDestination: MakeableService.self,
          makeDestination: { _, _ in
            log.append("route.makeDestination")
            return MakeableService(title: "made by the route")
          }
        )
        .makeDefaultConfiguration { MakeableServiceConfigurations.make(log: log) }
        .prepareDestination { destination, _, _ in log.append("router.prepareDestination(\(destination.title))") }
        .didFinishPrepareDestination { destination, _, _ in
          log.append("router.didFinishPrepareDestination(\(destination.title))")
        }
        .register(RoutableServiceModule<any MakeableServiceModuleInput>())
    }) {
      var madeByCaller: (any MakeableServiceInput)?
      let destination = Router.makeDestination(to: RoutableServiceModule<any MakeableServiceModuleInput>()) {
        config, prepareModule in
        prepareModule { module in
          module.didMakeDestination = { log.append("didMakeDestination(\($0.title))") }
          madeByCaller = module.makeDestinationWith("hello")
        }
        config.prepareDestination = { _ in log.append("config.prepareDestination") }
      }
      let made = try #require(madeByCaller)
      #expect((destination as AnyObject?) === made)
      #expect(
        log.events == [
          "makeDestinationWith(hello)", "makeDestination(hello)", "config.prepareDestination",
          "config.__prepareDestination(hello)", "router.prepareDestination(hello)",
          "router.didFinishPrepareDestination(hello)", "didMakeDestination(hello)",
        ])
    }
  }

  @Test func didMakeDestinationRunsOnceAndMakedDestinationIsCleared() throws {
    let log = ServiceEventLog()
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRoute<MakeableService, MakeableServiceConfiguration>
        .make(
          withDestination: MakeableService.self,
          makeDestination: { config, _ in
            log.append("route.makeDestination")
            return MakeableService(title: "made by the route")
          }
        )
        .makeDefaultConfiguration { MakeableServiceConfigurations.make(log: log) }
        .register(RoutableServiceModule<any MakeableServiceModuleInput>())
    }) {
      var destinations: [String] = []
      let router = try #require(
        Router.perform(
          to: RoutableServiceModule<any MakeableServiceModuleInput>(),
          configuring: { config, prepareModule in
            prepareModule { module in
              module.didMakeDestination = { log.append("didMakeDestination(\($0.title))") }
              _ = module.makeDestinationWith("first")
            }
            config.successHandler = { destinations.append(($0 as? any MakeableServiceInput)?.title ?? "?") }
          }))
      let configuration = try #require(router.configuration as? MakeableServiceConfiguration)
      #expect(configuration.makedDestination == nil)
      #expect(configuration.didMakeDestination == nil)
      router.performRoute()
      #expect(destinations == ["first", "made by the route"])
      #expect(log.events.filter { $0.hasPrefix("didMakeDestination") } == ["didMakeDestination(first)"])
      #expect(log.events.filter { $0 == "route.makeDestination" }.count == 1)
    }
  }

  @Test func simpleModuleRegistrationMakesTheDestinationWithTheConfiguration() throws {
    let log = ServiceEventLog()
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(
        RoutableServiceModule<any MakeableServiceModuleInput>(), forMakingService: MakeableService.self,
        making: { MakeableServiceConfigurations.make(log: log) })
    }) {
      let made = Router.makeDestination(to: RoutableServiceModule<any MakeableServiceModuleInput>()) {
        config, prepareModule in
        prepareModule { module in _ = module.makeDestinationWith("simple") }
      }
      #expect((made as? any MakeableServiceInput)?.title == "simple")
      // Without `makeDestinationWith`, the router makes the destination with the configuration's `makeDestination`.
      let router = try #require(Router.to(RoutableServiceModule<any MakeableServiceModuleInput>()))
      let configuration = try #require(router.defaultRouteConfiguration as? MakeableServiceConfiguration)
      #expect(configuration.makedDestination == nil)
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }

  @Test func simpleModuleRegistrationWithoutAFactoryFailsWithDestinationUnavailable() {
    let log = ServiceEventLog()
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(
        RoutableServiceModule<any MakeableServiceModuleInput>(), forMakingService: MakeableService.self,
        making: { MakeableServiceConfigurations.make(log: log) })
    }) {
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let made = Router.makeDestination(to: RoutableServiceModule<any MakeableServiceModuleInput>())
      #expect(made == nil)
      #expect(log.events == ["global(performRoute,2)"])
    }
  }

  @Test func aRouterClassModuleKeyWhoseConfigurationDoesNotConformIsRejected() {
    ZIKRouteRegistry.withTestRegistry(registering: { UnadoptedModuleServiceRouter.registerRoutableDestination() }) {
      let issues = ZIKRouteRegistry.validate()
      #expect(issues.count == 1)
      #expect(issues.first?.message.contains("RoutableServiceModule<") == true)
      #expect(issues.first?.message.contains("UnadoptedServiceModuleInput") == true)
      #expect(issues.first?.message.contains("ProbeConfiguration") == true)
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.to(RoutableServiceModule<any UnadoptedServiceModuleInput>()) == nil)
      #expect(log.events == ["global(toServiceModule,0)"])
    }
  }

  @Test func aBlockRouteModuleKeyWhoseConfigurationDoesNotConformIsRejected() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRoute<ProbeService, PerformRouteConfig>
        .make(withDestination: ProbeService.self, makeDestination: { _, _ in ProbeService() })
        .register(RoutableServiceModule<any UnadoptedServiceModuleInput>())
    }) {
      let issues = ZIKRouteRegistry.validate()
      #expect(issues.count == 1)
      #expect(issues.first?.message.contains("UnadoptedServiceModuleInput") == true)
      #expect(issues.first?.message.contains("makeDefaultConfiguration") == true)
      #expect(Router.to(RoutableServiceModule<any UnadoptedServiceModuleInput>()) == nil)
    }
  }

  @Test func aSimpleModuleRegistrationWhoseFactoryIsNotAConfigurationIsRejected() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(
        RoutableServiceModule<any UnadoptedServiceModuleInput>(), forMakingService: ProbeService.self,
        making: { NotAConfiguration() })
    }) {
      let issues = ZIKRouteRegistry.validate()
      #expect(issues.count == 1)
      #expect(issues.first?.message.contains("ServiceMakeableConfiguration") == true)
      #expect(Router.to(RoutableServiceModule<any UnadoptedServiceModuleInput>()) == nil)
    }
  }
}
