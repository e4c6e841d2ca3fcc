import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// Adapter chains of service keys: long chains resolve to the adaptee's router, loops are reported and never hang,
/// conflicting adapters are refused.
@MainActor struct RegistryAdapterTests {
  private func registerChain() {
    ChainServiceAdapter.registerRoutableDestination()  // links first: the order of registration does not matter
    ChainServiceRouter.registerRoutableDestination()
  }

  @Test func aFourHopChainResolvesToTheAdapteesRouter() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: registerChain) {
      let adaptee = try #require(Router.to(RoutableService<any ChainServiceInput0>()))
      let adapted = try #require(Router.to(RoutableService<any ChainServiceInput4>()))
      #expect(adapted.routerType === adaptee.routerType)
      #expect(adapted.routerType.routerClass == ChainServiceRouter.self)
      #expect(Router.to(RoutableService<any ChainServiceInput2>())?.routerType === adaptee.routerType)
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }

  @Test func aFourHopChainMakesTheAdapteesDestinationTypedAsTheAdapterKey() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: registerChain) {
      let destination = try #require(Router.makeDestination(to: RoutableService<any ChainServiceInput4>()))
      #expect(destination is ChainService)
      var performed: (any ChainServiceInput4)?
      let router = Router.perform(to: RoutableService<any ChainServiceInput4>(), successHandler: { performed = $0 })
      #expect(router?.router is ChainServiceRouter)
      #expect(performed != nil)
    }
  }

  @Test func aFourHopModuleChainResolvesAndPreparesTheModule() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: registerChain) {
      let adaptee = try #require(Router.to(RoutableServiceModule<any ChainServiceModuleInput0>()))
      let adapted = try #require(Router.to(RoutableServiceModule<any ChainServiceModuleInput4>()))
      #expect(adapted.routerType === adaptee.routerType)
      let router = try #require(
        Router.perform(
          to: RoutableServiceModule<any ChainServiceModuleInput4>(),
          preparation: { module in
            module.title = "through four adapters"
          }))
      #expect(router.config.title == "through four adapters")
      #expect(router.state == .routed)
    }
  }

  // A loop that hangs would stop the whole run; the limit is generous because a loaded machine can keep a main-actor
  // test waiting behind the long randomized suites.
  @Test(.timeLimit(.minutes(5))) func aLoopIsReportedAndItsLookupsReturnNilWithoutHanging() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { LoopServiceAdapter.registerRoutableDestination() }) {
      let messages = ZIKRouteRegistry.validate().map(\.message)
      let loops = messages.filter { $0.contains("Adapter chain loops") }
      #expect(loops.count == 5)
      #expect(loops.allSatisfy { $0.contains("Remove one of these adapters") })
      let fromC = try #require(loops.first { $0.hasPrefix("Adapter chain loops: RoutableService<LoopServiceInputC>") })
      #expect(
        fromC.contains(
          "RoutableService<LoopServiceInputC> → RoutableService<LoopServiceInputA> → RoutableService<LoopServiceInputB> → RoutableService<LoopServiceInputA>"
        ))
      #expect(
        loops.contains {
          $0.contains(
            "RoutableServiceModule<LoopServiceModuleInputA> → RoutableServiceModule<LoopServiceModuleInputB> → RoutableServiceModule<LoopServiceModuleInputA>"
          )
        })

      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.to(RoutableService<any LoopServiceInputA>()) == nil)
      #expect(Router.to(RoutableService<any LoopServiceInputB>()) == nil)
      #expect(Router.to(RoutableService<any LoopServiceInputC>()) == nil)
      #expect(Router.to(RoutableServiceModule<any LoopServiceModuleInputA>()) == nil)
      #expect(Router.makeDestination(to: RoutableService<any LoopServiceInputC>()) == nil)
      #expect(
        log.events == [
          "global(toService,0)", "global(toService,0)", "global(toService,0)", "global(toServiceModule,0)",
          "global(toService,0)",
        ])
    }
  }

  @Test func aChainThatReachesNoRouterIsReported() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ChainServiceAdapter.registerRoutableDestination() }) {
      let messages = ZIKRouteRegistry.validate().map(\.message)
      #expect(messages.count == 8)
      let fromFour = try #require(messages.first { $0.hasPrefix("Adapter chain RoutableService<ChainServiceInput4>") })
      #expect(fromFour.contains("reaches no router"))
      #expect(fromFour.contains("Register a router for RoutableService<ChainServiceInput0>"))
      #expect(Router.to(RoutableService<any ChainServiceInput4>()) == nil)
    }
  }

  @Test func adapterIssuesPointAtTheAdapterRegistration() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { LoopServiceAdapter.registerRoutableDestination() }) {
      let issue = try #require(ZIKRouteRegistry.validate().first)
      #expect(issue.fileID.hasSuffix("ServiceAdapterFixtures.swift"))
      #expect(issue.line > 0)
    }
  }

  @Test func anAdapterForAKeyThatHasARouterIsRefusedNamingTheRouter() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      AServiceRouter.registerRoutableDestination()
      ZIKServiceRouteAdapter.register(
        adapter: RoutableService<any AServiceInput>(), forAdaptee: RoutableService<any ProbeServiceInput>())
    }) {
      let message = try #require(ZIKRouteRegistry.validate().first?.message)
      #expect(message.contains("RoutableService<AServiceInput> already has a router (AServiceRouter)"))
      #expect(Router.to(RoutableService<any AServiceInput>())?.routerType.routerClass == AServiceRouter.self)
    }
  }

  @Test func aKeyThatIsAlreadyAnAdapterCannotGetARouter() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      AServiceAdapter.registerRoutableDestination()
      ZIKAnyServiceRouter.register(RoutableService<any AServiceInputAdapter>(), forMakingService: AService.self) { _ in
        AService()
      }
      AServiceRouter.registerRoutableDestination()
    }) {
      let messages = ZIKRouteRegistry.validate().map(\.message)
      #expect(messages.count == 1)
      #expect(
        messages.first?.contains(
          "RoutableService<AServiceInputAdapter> is already an adapter for RoutableService<AServiceInput>") == true)
      #expect(Router.to(RoutableService<any AServiceInputAdapter>())?.routerType.routerClass == AServiceRouter.self)
    }
  }

  @Test func adaptingAKeyToItselfOrToASecondAdapteeIsRefused() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRouteAdapter.register(
        adapter: RoutableService<any AServiceInput>(), forAdaptee: RoutableService<any AServiceInput>())
      ZIKServiceRouteAdapter.register(
        adapter: RoutableService<any AServiceInputAdapter>(), forAdaptee: RoutableService<any AServiceInput>())
      ZIKServiceRouteAdapter.register(
        adapter: RoutableService<any AServiceInputAdapter>(), forAdaptee: RoutableService<any AServiceInput>())
      ZIKServiceRouteAdapter.register(
        adapter: RoutableService<any AServiceInputAdapter>(), forAdaptee: RoutableService<any ProbeServiceInput>())
      AServiceRouter.registerRoutableDestination()
    }) {
      let messages = ZIKRouteRegistry.validate().map(\.message)
      #expect(messages.count == 2)
      #expect(messages.contains { $0.contains("RoutableService<AServiceInput> cannot adapt itself") })
      #expect(
        messages.contains {
          $0.contains(
            "already an adapter for RoutableService<AServiceInput>, so adapting it to RoutableService<ProbeServiceInput> was ignored"
          )
        })
      #expect(Router.to(RoutableService<any AServiceInputAdapter>())?.routerType.routerClass == AServiceRouter.self)
    }
  }

  @Test func adapterClassesAreNeitherRoutersNorEnumerated() {
    ZIKRouteRegistry.withTestRegistry(registering: registerChain) {
      var enumerated: [ZIKAnyServiceRouter.Type] = []
      Router.enumerateAllServiceRouters { enumerated.append($0) }
      #expect(enumerated.count == 1)
      #expect(enumerated.first == ChainServiceRouter.self)
    }
  }
}
