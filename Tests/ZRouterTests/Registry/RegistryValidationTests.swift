import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// Registration rules and the validation report: duplicates, exclusivity, registration after finish, routers without
/// destination classes, declared keys, and issues that say what to do and where.
@Suite @MainActor struct RegistryValidationTests {
  @Test func aDuplicateKeyIsRejectedWithAnIssueNamingTheKeyAndBothRouters() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ProbeServiceRouter.registerRoutableDestination()
      DuplicateProbeServiceRouter.registerRoutableDestination()
    }) {
      let messages = ZIKRouteRegistry.validate().map(\.message)
      let keyIssue = try #require(messages.first { $0.contains("RoutableService<ProbeServiceInput>") })
      #expect(keyIssue.contains("ProbeServiceRouter"))
      #expect(keyIssue.contains("DuplicateProbeServiceRouter"))
      #expect(keyIssue.contains("ServiceProbeFixtures.swift"))
      let identifierIssue = try #require(messages.first { $0.contains("\"probe-service\"") })
      #expect(identifierIssue.contains("ProbeServiceRouter"))
      #expect(identifierIssue.contains("DuplicateProbeServiceRouter"))
      #expect(messages.count == 2)
      // The first registration wins.
      #expect(Router.to(RoutableService<any ProbeServiceInput>())?.routerType.routerClass == ProbeServiceRouter.self)
      #expect(Router.to(serviceIdentifier: "probe-service")?.routerType.routerClass == ProbeServiceRouter.self)
    }
  }

  @Test func aDuplicateModuleKeyIsRejected() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      AServiceRouter.registerRoutableDestination()
      ZIKServiceRoute<AService, AServiceModuleConfiguration>
        .make(withDestination: AService.self, makeDestination: { _, _ in AService() })
        .makeDefaultConfiguration { AServiceModuleConfiguration() }
        .register(RoutableServiceModule<any AServiceModuleInput>())
    }) {
      let issues = ZIKRouteRegistry.validate()
      #expect(issues.count == 1)
      let message = try #require(issues.first?.message)
      #expect(message.contains("RoutableServiceModule<AServiceModuleInput>"))
      #expect(message.contains("AServiceRouter"))
      #expect(message.contains("ZIKServiceRoute(AService)"))
      #expect(
        Router.to(RoutableServiceModule<any AServiceModuleInput>())?.routerType.routerClass == AServiceRouter.self)
    }
  }

  @Test func registeringTheSameKeyTwiceFromOneRouterIsNotAnIssue() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ProbeServiceRouter.registerRoutableDestination()
      ProbeServiceRouter.registerRoutableDestination()
    }) {
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }

  @Test func anExclusiveClassCannotBeSharedInEitherOrder() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ProbeServiceRouter.registerRoutableDestination()
      ExclusiveProbeServiceRouter.registerRoutableDestination()
    }) {
      let issues = ZIKRouteRegistry.validate().map(\.message)
      let exclusive = try #require(issues.first { $0.contains("cannot be registered as exclusive") })
      #expect(exclusive.contains("ExclusiveProbeServiceRouter"))
      #expect(exclusive.contains("ProbeServiceRouter already registered it"))
    }
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ExclusiveProbeServiceRouter.registerRoutableDestination()
      ProbeServiceRouter.registerRoutableDestination()
    }) {
      let issues = ZIKRouteRegistry.validate().map(\.message)
      #expect(issues.count == 2)
      let exclusive = try #require(issues.first { $0.contains("exclusive") })
      #expect(exclusive.contains("ProbeService is registered as exclusive to ExclusiveProbeServiceRouter"))
      #expect(exclusive.contains("so ProbeServiceRouter cannot register it"))
      // Its only class was refused, so the router is also reported for having none.
      #expect(issues.contains { $0.contains("ProbeServiceRouter registered no destination class") })
      // The key registration of the refused router still stands: only the class was refused.
      #expect(Router.to(RoutableService<any ProbeServiceInput>())?.routerType.routerClass == ProbeServiceRouter.self)
    }
  }

  @Test func registrationAfterFinishIsRejectedWithAnIssueAndStoresNothing() {
    ZIKRouteRegistry.withTestRegistry(registering: {}) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      ProbeServiceRouter.registerRoutableDestination()
      ZIKAnyServiceRouter.register(RoutableService<any AServiceInput>(), forMakingService: AService.self) { _ in
        AService()
      }
      ZIKServiceRoute<RemovableService, PerformRouteConfig>
        .make(withDestination: RemovableService.self, makeDestination: { _, _ in RemovableService() })
        .register(RoutableService<any RemovableServiceInput>())
        .registerIdentifier("late")
      AServiceAdapter.registerRoutableDestination()
      ZIKRouteRegistry.autoRegister = true

      #expect(Router.to(RoutableService<any ProbeServiceInput>()) == nil)
      #expect(Router.to(serviceIdentifier: "probe-service") == nil)
      #expect(Router.to(RoutableService<any AServiceInput>()) == nil)
      #expect(Router.to(RoutableService<any RemovableServiceInput>()) == nil)
      #expect(Router.to(serviceIdentifier: "late") == nil)
      #expect(Router.to(RoutableService<any AServiceInputAdapter>()) == nil)
      #expect(ZIKRouteRegistry.autoRegister == false)
      var enumerated: [ZIKAnyServiceRouter.Type] = []
      Router.enumerateAllServiceRouters { enumerated.append($0) }
      #expect(enumerated.isEmpty)

      let issues = ZIKRouteRegistry.validate()
      #expect(issues.count >= 10)
      #expect(issues.allSatisfy { $0.message.contains("registration already finished") })
      #expect(
        issues.allSatisfy {
          $0.message.contains("Register every router before calling ZIKRouteRegistry.notifyRegistrationFinished()")
        })
      #expect(issues.contains { $0.message.contains("RoutableService<ProbeServiceInput> for ProbeServiceRouter") })
      #expect(issues.contains { $0.message.contains("identifier \"late\"") })
      #expect(
        issues.contains {
          $0.message.contains("adapter RoutableService<AServiceInputAdapter> → RoutableService<AServiceInput>")
        })
      #expect(issues.contains { $0.message.contains("autoRegister = true") })
      #expect(ZIKRouteRegistry.validationIssues == issues)
    }
  }

  @Test func aRouterWithoutADestinationClassIsReportedAtFinish() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ClasslessServiceRouter.registerRoutableDestination() }) {
      let issues = ZIKRouteRegistry.validate()
      #expect(issues.count == 1)
      let issue = try #require(issues.first)
      #expect(issue.message.contains("ClasslessServiceRouter registered no destination class"))
      #expect(issue.message.contains("Call registerService(_:) in its registerRoutableDestination()"))
      #expect(issue.fileID.hasSuffix("ServiceRegistryFixtures.swift"))
      #expect(issue.line > 0)
    }
  }

  @Test func blockRoutesAndAdaptersNeedNoRouterClassDestination() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      AServiceRegistrationStyle.blockRoute.register()
      ChainServiceRouter.registerRoutableDestination()
      ChainServiceAdapter.registerRoutableDestination()
    }) {
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }

  @Test func declaringAnUnprovidedKeyIsReportedAtFinish() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ProbeServiceRouter.registerRoutableDestination()
      ZIKRouteRegistry.declare(
        SwitchableService(RoutableService<any ProbeServiceInput>()),
        SwitchableService(RoutableService<any UnprovidedServiceInput>()),
        SwitchableServiceModule(RoutableServiceModule<any AServiceModuleInput>()))
    }) {
      let issues = ZIKRouteRegistry.validate()
      #expect(issues.count == 2)
      let service = try #require(issues.first { $0.message.contains("RoutableService<UnprovidedServiceInput>") })
      #expect(service.message.contains("is declared as required but no router provides it"))
      #expect(
        service.message.contains("Register a router for it in the app context, or an adapter to a provided protocol"))
      #expect(service.fileID == #fileID)
      #expect(issues.contains { $0.message.contains("RoutableServiceModule<AServiceModuleInput>") })
      #expect(!issues.contains { $0.message.contains("ProbeServiceInput") })
    }
  }

  @Test func declaringKeysAfterFinishChecksThemAtOnce() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      #expect(ZIKRouteRegistry.validate().isEmpty)
      ZIKRouteRegistry.declare(
        SwitchableService(RoutableService<any ProbeServiceInput>()),
        SwitchableService(RoutableService<any UnprovidedServiceInput>()))
      let issues = ZIKRouteRegistry.validate()
      #expect(issues.count == 1)
      let issue = try #require(issues.first)
      #expect(issue.message.contains("RoutableService<UnprovidedServiceInput> is declared as required"))
      #expect(issue.fileID == #fileID)
    }
  }

  @Test func declaredKeysProvidedThroughAnAdapterAreSatisfied() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKRouteRegistry.declare(
        SwitchableService(RoutableService<any ChainServiceInput4>()),
        SwitchableServiceModule(RoutableServiceModule<any ChainServiceModuleInput4>()))
      ChainServiceRouter.registerRoutableDestination()
      ChainServiceAdapter.registerRoutableDestination()
    }) {
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }

  @Test func issuesCarryTheFileAndLineOfTheRegistrationCall() throws {
    var expectedLine = 0
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ProbeServiceRouter.registerRoutableDestination()
      expectedLine = #line + 1
      ZIKAnyServiceRouter.register(
        RoutableService<any ProbeServiceInput>(), forMakingService: DefaultConstructibleProbeService.self)
    }) {
      let issue = try #require(ZIKRouteRegistry.validate().first)
      #expect(issue.fileID == #fileID)
      #expect(issue.line == expectedLine)
      #expect(issue.description.contains("\(#fileID):\(expectedLine)"))
      #expect(issue.description.hasPrefix(issue.message))
    }
  }

  @Test func validateBeforeFinishPreviewsTheFinishChecks() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ClasslessServiceRouter.registerRoutableDestination()
      #expect(ZIKRouteRegistry.validationIssues.isEmpty)
      #expect(ZIKRouteRegistry.validate().count == 1)
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(ZIKRouteRegistry.validationIssues.count == 1)
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(ZIKRouteRegistry.validate().count == 1)
    }
  }

  @Test func finishingCallsDidFinishRegistrationOnEveryRegisteredRouterOnce() {
    ZIKRouteRegistry.withIsolatedRegistry {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      ZIKRouteRegistry.autoRegister = false
      FinishObservingServiceRouter.registerRoutableDestination()
      #expect(log.events.isEmpty)
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(ZIKRouteRegistry.registrationFinished)
      #expect(log.events == ["global(toService,0)"])
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(log.events == ["global(toService,0)"])
    }
  }

  @Test func registerAllRegistersTheManifestInOrderThenFinishes() {
    ZIKRouteRegistry.withIsolatedRegistry {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      ZIKRouteRegistry.add(
        serviceRouters: [ProbeServiceRouter.self, DuplicateProbeServiceRouter.self, FinishObservingServiceRouter.self],
        routes: [{ AServiceRegistrationStyle.blockRoute.register() }])
      #expect(!ZIKRouteRegistry.registrationFinished)
      ZIKRouteRegistry.registerAll()
      #expect(ZIKRouteRegistry.registrationFinished)
      #expect(Router.to(RoutableService<any ProbeServiceInput>())?.routerType.routerClass == ProbeServiceRouter.self)
      #expect(Router.to(RoutableService<any AServiceInputAdapter>()) != nil)
      #expect(log.events == ["global(toService,0)"])
      ZIKRouteRegistry.registerAll()
      #expect(log.events == ["global(toService,0)"])
    }
  }

  @Test func theFirstLookupBeforeFinishRegistersTheManifestWhenAutoRegisterIsOn() {
    ZIKRouteRegistry.withIsolatedRegistry {
      #expect(ZIKRouteRegistry.autoRegister)
      ZIKRouteRegistry.add(serviceRouters: [ProbeServiceRouter.self])
      #expect(!ZIKRouteRegistry.registrationFinished)
      #expect(Router.to(RoutableService<any ProbeServiceInput>()) != nil)
      #expect(ZIKRouteRegistry.registrationFinished)
    }
  }

  @Test func withAutoRegisterOffALookupLeavesTheManifestAlone() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ZIKRouteRegistry.add(serviceRouters: [ProbeServiceRouter.self])
      #expect(Router.to(RoutableService<any ProbeServiceInput>()) == nil)
      #expect(!ZIKRouteRegistry.registrationFinished)
    }
  }

  @Test func isRegistrationFinishedMirrorsTheRegistry() {
    ZIKRouteRegistry.withIsolatedRegistry {
      #expect(!ProbeServiceRouter.isRegistrationFinished())
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(ProbeServiceRouter.isRegistrationFinished())
      #expect(ZIKAnyServiceRouter.isRegistrationFinished())
    }
  }
}
