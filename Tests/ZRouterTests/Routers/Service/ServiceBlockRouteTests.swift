import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// Block routes (`ZIKServiceRoute`) and every modifier, and the simple `forMakingService:` registrations
///.
@Suite @MainActor struct ServiceBlockRouteTests {
  @Test func aBlockRouteRunsItsClosuresInPipelineOrderWithThePerformingRouter() throws {
    let log = ServiceEventLog()
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRoute<ProbeService, ProbeConfiguration>
        .make(
          withDestination: ProbeService.self,
          makeDestination: { config, router in
            log.append("makeDestination(\(type(of: config)),\(router.state))")
            return ProbeService()
          }
        )
        .makeDefaultConfiguration { ProbeConfiguration() }
        .prepareDestination { destination, _, router in
          log.append("prepareDestination(\(destination.note))")
          log.append("router \(ObjectIdentifier(router).hashValue)")
        }
        .didFinishPrepareDestination { destination, _, _ in
          log.append("didFinishPrepareDestination(\(destination.note))")
        }
        .register(RoutableService<any ProbeServiceInput>())
    }) {
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.prepareDestination = { destination in
              destination.note = "caller"
              log.append("config.prepareDestination")
            }
            config.successHandler = { _ in log.append("successHandler") }
          }))
      #expect(
        log.events == [
          "makeDestination(ProbeConfiguration,routing)", "config.prepareDestination", "prepareDestination(caller)",
          "router \(ObjectIdentifier(router.router).hashValue)", "didFinishPrepareDestination(caller)",
          "successHandler",
        ])
    }
  }

  @Test func everyKeyModifierRegistersTheRoute() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRoute<AService, AServiceModuleConfiguration>
        .make(withDestination: AService.self, makeDestination: { _, _ in AService() })
        .makeDefaultConfiguration { AServiceModuleConfiguration() }
        .register(RoutableService<any AServiceInput>())
        .register(RoutableServiceModule<any AServiceModuleInput>())
        .registerIdentifier("a-service")
    }) {
      let byKey = try #require(Router.to(RoutableService<any AServiceInput>()))
      let byModule = try #require(Router.to(RoutableServiceModule<any AServiceModuleInput>()))
      let byIdentifier = try #require(Router.to(serviceIdentifier: "a-service"))
      #expect(byKey.routerType === byModule.routerType)
      #expect(byKey.routerType === byIdentifier.routerType)
      #expect(byKey.routerType.routerClass == nil)
      #expect(byModule.defaultRouteConfiguration is AServiceModuleConfiguration)
      #expect(byIdentifier.makeDestination() is AService)
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }

  @Test func nameAsNamesTheRouteInMessages() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRoute<UnavailableService, PerformRouteConfig>
        .make(withDestination: UnavailableService.self, makeDestination: { _, _ in nil })
        .nameAs("NamedUnavailableRoute")
        .register(RoutableService<any UnavailableServiceInput>())
    }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let routerType = try #require(Router.to(RoutableService<any UnavailableServiceInput>()))
      #expect(routerType.routerType.name == "ZIKServiceRoute(NamedUnavailableRoute)")
      let router = routerType.perform()
      #expect(router?.state == .unrouted)
      #expect(log.errors.first.map { "\($0)".contains("NamedUnavailableRoute") } == true)
    }
  }

  @Test func makeDefaultRemoveConfigurationMakesEachRoutersRemovalConfiguration() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRoute<ProbeService, PerformRouteConfig>
        .make(withDestination: ProbeService.self, makeDestination: { _, _ in ProbeService() })
        .makeDefaultRemoveConfiguration {
          let configuration = TaggedRemoveConfiguration()
          configuration.tag = "from the route"
          return configuration
        }
        .register(RoutableService<any ProbeServiceInput>())
    }) {
      let routerType = try #require(Router.to(RoutableService<any ProbeServiceInput>()))
      #expect((routerType.defaultRemoveConfiguration as? TaggedRemoveConfiguration)?.tag == "from the route")
      let router = try #require(routerType.perform())
      #expect((router.removeConfiguration as? TaggedRemoveConfiguration)?.tag == "from the route")
    }
  }

  @Test func withoutMakeDefaultConfigurationTheRouteUsesItsConfigurationType() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRoute<ProbeService, ProbeConfiguration>
        .make(withDestination: ProbeService.self, makeDestination: { _, _ in ProbeService() })
        .register(RoutableService<any ProbeServiceInput>())
    }) {
      let routerType = try #require(Router.to(RoutableService<any ProbeServiceInput>()))
      #expect(routerType.defaultRouteConfiguration is ProbeConfiguration)
      #expect(type(of: routerType.defaultRemoveConfiguration) == ZIKRemoveRouteConfiguration.self)
    }
  }

  @Test func makeRegistersTheDestinationClassAtOnce() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRoute<ProbeService, PerformRouteConfig>
        .make(withDestination: ProbeService.self, makeDestination: { _, _ in ProbeService() })
      ExclusiveProbeServiceRouter.registerRoutableDestination()
    }) {
      let issues = ZIKRouteRegistry.validate()
      #expect(issues.count == 1)
      #expect(issues.first?.message.contains("ProbeService cannot be registered as exclusive") == true)
    }
  }

  @Test func makeWithExclusiveDestinationKeepsOtherRoutersOffTheClass() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRoute<ProbeService, PerformRouteConfig>
        .make(withExclusiveDestination: ProbeService.self, makeDestination: { _, _ in ProbeService() })
        .register(RoutableService<any ProbeServiceInput>())
      ZIKServiceRoute<ProbeService, PerformRouteConfig>
        .make(withDestination: ProbeService.self, makeDestination: { _, _ in ProbeService() })
    }) {
      let issues = ZIKRouteRegistry.validate()
      #expect(issues.count == 1)
      #expect(issues.first?.message.contains("ProbeService is registered as exclusive") == true)
    }
  }

  @Test func registerDestinationAndRegisterExclusiveDestinationAddClasses() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRoute<AnyObject, PerformRouteConfig>
        .make(withDestination: AService.self, makeDestination: { _, _ in AService() })
        .registerDestination(ProbeService.self)
        .registerExclusiveDestination(RemovableService.self)
        .register(RoutableService<any AServiceInput>())
      ProbeServiceRouter.registerRoutableDestination()  // shares ProbeService: allowed
      RemovableServiceRouter.registerRoutableDestination()  // RemovableService is exclusive to the route: rejected
    }) {
      let issues = ZIKRouteRegistry.validate().map(\.message)
      #expect(issues.count == 2)
      #expect(
        issues.contains {
          $0.contains("RemovableService is registered as exclusive") && $0.contains("RemovableServiceRouter")
        })
      // Its only class was refused, so the router is also reported for having none.
      #expect(issues.contains { $0.contains("RemovableServiceRouter registered no destination class") })
    }
  }

  @Test func simpleRegistrationWithoutAClosureMakesTheClassWithInit() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(
        RoutableService<any ProbeServiceInput>(), forMakingService: DefaultConstructibleProbeService.self)
    }) {
      let destination = try #require(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()))
      #expect(destination is DefaultConstructibleProbeService)
      #expect(
        Router.to(RoutableService<any ProbeServiceInput>())?.routerType.name
          == "ZIKServiceRoute(DefaultConstructibleProbeService)")
    }
  }

  @Test func simpleRegistrationWithAClosureMakesTheDestinationFromTheConfiguration() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) {
        config in
        let service = ProbeService()
        service.note = config.userInfo["note"] as? String ?? "none"
        return service
      }
      ZIKAnyServiceRouter.register(RoutableService<any AServiceInput>(), forMakingService: AService.self) { _, router in
        let service = AService()
        service.title = "\(router.state)"
        return service
      }
    }) {
      let probe = Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) { config, _ in
        config.addUserInfo(forKey: "note", object: "from user info")
      }
      #expect(probe?.note == "from user info")
      #expect(Router.makeDestination(to: RoutableService<any AServiceInput>())?.title == "routing")
    }
  }

  @Test func identifierRegistrationsMakeDestinationsByIdentifier() throws {
    let log = ServiceEventLog()
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.registerIdentifier("probe", forMakingService: ProbeService.self) { _ in ProbeService() }
      ZIKAnyServiceRouter.registerIdentifier("makeable", forMakingService: MakeableService.self) {
        let configuration = MakeableServiceConfigurations.make(log: log)
        configuration.makeDestination = { MakeableService(title: "by configuration") }
        return configuration
      }
    }) {
      #expect(Router.to(serviceIdentifier: "probe")?.makeDestination() is ProbeService)
      let made = try #require(Router.to(serviceIdentifier: "makeable")?.makeDestination() as? MakeableService)
      #expect(made.title == "by configuration")
    }
  }

  @Test func theSharedModifiersReturnTheTypedRouteSoTypedModifiersChainAfterThem() throws {
    let log = ServiceEventLog()
    try ZIKRouteRegistry.withTestRegistry(registering: {
      let route: ZIKServiceRoute<ProbeService, ProbeConfiguration> = ZIKServiceRoute<ProbeService, ProbeConfiguration>
        .make(withDestination: ProbeService.self, makeDestination: { _, _ in ProbeService() })
        .nameAs("ChainedRoute")
        .registerIdentifier("chained")
        .registerURLPattern("app://chained")
        .prepareDestination { destination, config, _ in log.append("prepare \(destination.note) \(type(of: config))") }
      route.register(RoutableService<any ProbeServiceInput>())
    }) {
      let byIdentifier = try #require(Router.to(serviceIdentifier: "chained"))
      #expect(byIdentifier.routerType.name == "ZIKServiceRoute(ChainedRoute)")
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) != nil)
      #expect(log.events == ["prepare  ProbeConfiguration"])
    }
  }

  @Test func aModifierCalledAfterARouterWasMadeReachesTheNextRouters() {
    let log = ServiceEventLog()
    var route: ZIKServiceRoute<ProbeService, PerformRouteConfig>?
    ZIKRouteRegistry.withTestRegistry(registering: {
      route = ZIKServiceRoute<ProbeService, PerformRouteConfig>
        .make(withDestination: ProbeService.self, makeDestination: { _, _ in ProbeService() })
        .prepareDestination { _, _, _ in log.append("first") }
        .register(RoutableService<any ProbeServiceInput>())
    }) {
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) != nil)
      route?.prepareDestination { _, _, _ in log.append("second") }
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) != nil)
      #expect(log.events == ["first", "second"])
    }
  }
}
