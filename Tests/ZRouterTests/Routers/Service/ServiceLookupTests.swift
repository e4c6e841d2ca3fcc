import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// Lookups of service routers.
@Suite @MainActor struct ServiceLookupTests {
  @Test func destinationKeyLookupFindsTheRegisteredRouter() throws {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let routerType = Router.to(RoutableService<any ProbeServiceInput>())
      #expect(routerType?.routerType.routerClass == ProbeServiceRouter.self)
      #expect(routerType?.canMakeDestination == true)
      #expect(routerType?.canMakeDestinationSynchronously == true)
    }
  }

  @Test func missingDestinationKeyReturnsNilAndReportsInvalidProtocolWithToService() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {}) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.to(RoutableService<any ProbeServiceInput>()) == nil)
      #expect(log.events == ["global(toService,0)"])
      let error = try #require(log.errors.first as? ZIKRouteError)
      #expect(error.code == .invalidProtocol)
      #expect(error.localizedDescription.contains("RoutableService<"))
      #expect(log.globalRouters.count == 1 && log.globalRouters[0] == nil)
    }
  }

  @Test func missingModuleKeyReturnsNilAndReportsInvalidProtocolWithToServiceModule() {
    ZIKRouteRegistry.withTestRegistry(registering: {}) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.to(RoutableServiceModule<any AServiceModuleInput>()) == nil)
      #expect(log.events == ["global(toServiceModule,0)"])
    }
  }

  @Test func missingIdentifierReturnsNilAndReportsInvalidProtocolWithToService() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.to(serviceIdentifier: "no-such-service") == nil)
      #expect(log.events == ["global(toService,0)"])
      #expect(log.errors.first.map { "\($0)".contains("no-such-service") } == true)
    }
  }

  @Test func missingSwitchableKeysReportTheirFamilyActions() {
    ZIKRouteRegistry.withTestRegistry(registering: {}) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.to(SwitchableService(RoutableService<any ProbeServiceInput>())) == nil)
      #expect(Router.to(SwitchableServiceModule(RoutableServiceModule<any AServiceModuleInput>())) == nil)
      #expect(log.events == ["global(toService,0)", "global(toServiceModule,0)"])
    }
  }

  @Test func lookupErrorsBridgeToNSErrorWithTheOriginalDomainAndCodes() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {}) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      _ = Router.to(RoutableService<any ProbeServiceInput>())
      let nsError = try #require(log.errors.first) as NSError
      #expect(nsError.domain == "ZIKRouteErrorDomain")
      #expect(nsError.domain == ZIKRouteError.errorDomain)
      #expect(nsError.code == ZIKRouteError.Code.invalidProtocol.rawValue)
      #expect(nsError.code == 0)
    }
    let codes: [(ZIKRouteError.Code, Int)] = [
      (.invalidProtocol, 0), (.invalidConfiguration, 1), (.destinationUnavailable, 2), (.actionFailed, 3),
      (.overRoute, 4), (.infiniteRecursion, 5),
    ]
    for (code, raw) in codes {
      let error = ZIKRouteError(code, localizedDescription: "x") as NSError
      #expect(error.code == raw)
      #expect(error.domain == "ZIKRouteErrorDomain")
    }
  }

  @Test func identifierLookupFindsTheRouterAndPerforms() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let routerType = Router.to(serviceIdentifier: "probe-service")
      #expect(routerType?.routerType.routerClass == ProbeServiceRouter.self)
      let destination = routerType?.makeDestination()
      #expect(destination is ProbeService)
    }
  }

  @Test func switchableKeysFindTheSameRouterAsTheirTypedKeys() {
    ZIKRouteRegistry.withTestRegistry(registering: { AServiceRegistrationStyle.routerClass.register() }) {
      let typed = Router.to(RoutableService<any AServiceInput>())?.routerType
      let switchable = Router.to(SwitchableService(RoutableService<any AServiceInput>()))?.routerType
      let module = Router.to(SwitchableServiceModule(RoutableServiceModule<any AServiceModuleInput>()))?.routerType
      #expect(typed != nil)
      #expect(typed === switchable)
      #expect(typed === module)
    }
  }

  @Test func lookupsAreLegalBeforeRegistrationFinishes() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ProbeServiceRouter.registerRoutableDestination()
      #expect(!ZIKRouteRegistry.registrationFinished)
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) is ProbeService)
    }
  }

  @Test func destinationAndModuleKeysOfOneProtocolAreSeparateNamespaces() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.to(RoutableService<any ProbeServiceInput>()) != nil)
      #expect(Router.to(RoutableServiceModule<any ProbeServiceInput>()) == nil)
      #expect(log.events == ["global(toServiceModule,0)"])
    }
  }
}

extension RoutableServiceModule where Protocol == any ProbeServiceInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
