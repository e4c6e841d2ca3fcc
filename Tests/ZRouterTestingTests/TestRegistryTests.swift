import Testing
import ZRouter
import ZRouterTesting

@MainActor @Suite struct TestRegistryTests {
  @Test func registrationsStayInsideTheTestRegistryWhichIsFinished() throws {
    let mock = MockGreetingProvider()
    try ZIKRouteRegistry.withTestRegistry {
      try ZIKAnyServiceRouter.registerMock(mock, for: RoutableService<any GreetingProvider>())
    } run: {
      #expect(ZIKRouteRegistry.registrationFinished)
      #expect(!ZIKRouteRegistry.autoRegister)
      #expect(Router.makeDestination(to: RoutableService<any GreetingProvider>()) === mock)
      #expect(Router.makeDestination(to: RoutableService<any GreetingProvider>()) === mock)
    }
    ZIKRouteRegistry.withTestRegistry {
      #expect(Router.makeDestination(to: RoutableService<any GreetingProvider>()) == nil)
    }
  }

  @Test func withoutFinishingTheBodyMayRegisterItself() {
    ZIKRouteRegistry.withTestRegistry(finishingRegistration: false) {
      #expect(!ZIKRouteRegistry.registrationFinished)
      ZIKAnyViewRouter.register(RoutableView<any GreetingView>(), forMakingView: GreetingViewController.self)
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(ZIKRouteRegistry.validationIssues.isEmpty)
      #expect(Router.makeDestination(to: RoutableView<any GreetingView>()) is GreetingViewController)
    }
  }

  @Test func theAsyncScopeKeepsTheRegistryAcrossSuspensions() async throws {
    let mock = MockGreetingProvider()
    let greeting = try await ZIKRouteRegistry.withTestRegistry {
      try ZIKAnyServiceRouter.registerMock(mock, for: RoutableService<any GreetingProvider>())
    } run: {
      await Task.yield()
      return Router.makeDestination(to: RoutableService<any GreetingProvider>())?.greeting(for: "Ada")
    }
    #expect(greeting == "Hello, Ada")
  }

  @Test func aMockOfAnotherProtocolIsRefusedAndNothingIsRegistered() {
    ZIKRouteRegistry.withTestRegistry {
      #expect(throws: ZRouterTestingError.self) {
        try ZIKAnyServiceRouter.registerMock(NotAGreetingProvider(), for: RoutableService<any GreetingProvider>())
      }
      do {
        try ZIKAnyServiceRouter.registerMock(NotAGreetingProvider(), for: RoutableService<any GreetingProvider>())
      } catch let error as ZRouterTestingError {
        #expect(error == .mockDoesNotConform(mock: "NotAGreetingProvider", protocol: "GreetingProvider"))
        #expect(error.description.contains("does not conform to GreetingProvider"))
      } catch {
        Issue.record("registerMock threw \(error)")
      }
    } run: {
      #expect(Router.to(RoutableService<any GreetingProvider>()) == nil)
    }
  }
}
