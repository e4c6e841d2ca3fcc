import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// The call shapes of the original's service tests (ServiceRouterPerformTests, ServiceModuleRouterPerformTests,
/// ServiceRouterMakeDestinationTests, ServiceModuleRouterMakeDestinationTests) written against our API, each run
/// with the router subclass and with the block route (the original's `TEST_BLOCK_ROUTE`). Like the original, the
/// suite holds its router weakly (`router`) plus a strong reference it drops in `leaveTest()`; every test then checks
/// the router was released, so no configuration closure may keep it alive.
@Suite @MainActor final class ServiceRouterOriginalShapeTests {
  weak var router: DestinationServiceRouter<any AServiceInput>? {
    willSet {
      strongRouter = newValue
      rawRouters.append(WeakServiceRouter(newValue?.router))
    }
  }
  private var strongRouter: DestinationServiceRouter<any AServiceInput>?

  weak var moduleRouter: ModuleServiceRouter<any AServiceModuleInput>? {
    willSet {
      strongModuleRouter = newValue
      rawRouters.append(WeakServiceRouter(newValue?.router))
    }
  }
  private var strongModuleRouter: ModuleServiceRouter<any AServiceModuleInput>?

  /// Every underlying router the test stored, held weakly: the typed wrapper alone proves nothing about the router.
  private var rawRouters: [WeakServiceRouter] = []

  /// Drops the strong references and checks that the routers (wrappers and underlying routers) are gone.
  func leaveTest(sourceLocation: SourceLocation = #_sourceLocation) {
    strongRouter = nil
    strongModuleRouter = nil
    #expect(router == nil, "Test router is not released", sourceLocation: sourceLocation)
    #expect(moduleRouter == nil, "Test module router is not released", sourceLocation: sourceLocation)
    #expect(!rawRouters.isEmpty, sourceLocation: sourceLocation)
    #expect(
      rawRouters.allSatisfy { $0.router == nil }, "An underlying router is not released", sourceLocation: sourceLocation
    )
  }

  /// Runs `body` in an isolated registry where ``AService``'s keys are registered in `style`.
  func withAServiceRoutes(_ style: AServiceRegistrationStyle, _ body: () throws -> Void) rethrows {
    try ZIKRouteRegistry.withTestRegistry(registering: { style.register() }, run: body)
  }

  // MARK: ServiceRouterPerformTests

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func performWithPrepareDestination(style: AServiceRegistrationStyle) {
    withAServiceRoutes(style) {
      var prepared = false
      self.router = Router.perform(
        to: RoutableService<any AServiceInput>(),
        configuring: { (config, prepareModule) in
          config.prepareDestination = { destination in
            destination.title = "test title"
            prepared = true
          }
        })
      #expect(prepared)
      #expect(self.router?.state == .routed)
      leaveTest()
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func performWithSuccessCompletionHandler(style: AServiceRegistrationStyle) {
    withAServiceRoutes(style) {
      var completed = false
      self.router = Router.perform(
        to: RoutableService<any AServiceInput>(),
        configuring: { (config, prepareModule) in
          config.completionHandler = { (success, destination, action, error) in
            #expect(success)
            #expect(destination != nil)
            #expect(error == nil)
            completed = true
          }
        })
      #expect(completed)
      leaveTest()
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func performWithErrorCompletionHandler(style: AServiceRegistrationStyle) {
    withAServiceRoutes(style) {
      var completed = false
      self.router = Router.perform(
        to: RoutableService<any AServiceInput>(),
        configuring: { (config, prepareModule) in
          (config.configuration as? AServiceModuleConfiguration)?.routeShouldFail = true
          config.completionHandler = { (success, destination, action, error) in
            #expect(!success)
            #expect(destination == nil)
            #expect(error != nil)
            completed = true
          }
        })
      #expect(completed)
      #expect(self.router?.state == .unrouted)
      leaveTest()
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func performWithSuccessCompletion(style: AServiceRegistrationStyle) {
    withAServiceRoutes(style) {
      var completed = false
      self.router = Router.perform(
        to: RoutableService<any AServiceInput>(),
        completion: { (success, destination, action, error) in
          #expect(success)
          #expect(destination != nil)
          #expect(destination is AService)
          completed = true
        })
      #expect(completed)
      leaveTest()
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func performWithPreparation(style: AServiceRegistrationStyle) {
    withAServiceRoutes(style) {
      var prepared = false
      self.router = Router.perform(
        to: RoutableService<any AServiceInput>(),
        preparation: { (destination) in
          prepared = true
        })
      #expect(prepared)
      leaveTest()
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func performWithSuccessHandlerAndErrorHandler(style: AServiceRegistrationStyle) {
    withAServiceRoutes(style) {
      var succeeded = false
      self.router = Router.perform(
        to: RoutableService<any AServiceInput>(),
        successHandler: { (destination) in
          succeeded = true
        })
      #expect(succeeded)
      var failed = false
      self.router = Router.perform(
        to: RoutableService<any AServiceInput>(), successHandler: nil,
        errorHandler: { (action, error) in failed = true })
      #expect(!failed)
      leaveTest()
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func performRouteWithSuccessCompletion(style: AServiceRegistrationStyle) {
    withAServiceRoutes(style) {
      var completions = 0
      self.router = Router.perform(
        to: RoutableService<any AServiceInput>(),
        completion: { (success, destination, action, error) in
          #expect(success)
          completions += 1
        })
      #expect(self.router?.state == .routed)
      self.router?.performRoute(completion: { (success, destination, action, error) in
        #expect(success)
        #expect(destination != nil)
        completions += 1
      })
      #expect(completions == 2)
      leaveTest()
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func performRouteWithErrorCompletion(style: AServiceRegistrationStyle) {
    withAServiceRoutes(style) {
      var failed = false
      self.router = Router.perform(
        to: RoutableService<any AServiceInput>(),
        completion: { (success, _, _, _) in
          #expect(success)
        })
      #expect(self.router?.state == .routed)
      (self.router?.configuration as? AServiceModuleConfiguration)?.routeShouldFail = true
      self.router?.performRoute(completion: { (success, destination, action, error) in
        #expect(!success)
        #expect(destination == nil)
        #expect(error != nil)
        failed = true
      })
      #expect(failed)
      #expect(self.router?.state == .routed)
      leaveTest()
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func performWithPerformerSuccess(style: AServiceRegistrationStyle) {
    withAServiceRoutes(style) {
      var providerCalls = 0
      var performerCalls = 0
      var secondCallCompleted = false
      self.router = Router.perform(
        to: RoutableService<any AServiceInput>(),
        configuring: { (config, prepareModule) in
          config.prepareDestination = { destination in
            destination.title = "test title"
          }
          config.successHandler = { destination in
            #expect(destination.title == "test title")
            providerCalls += 1
          }
          config.performerSuccessHandler = { destination in
            #expect(destination.title == "test title")
            performerCalls += 1
          }
          config.errorHandler = { (action, error) in
            Issue.record("errorHandler should not be called")
          }
          config.performerErrorHandler = { (action, error) in
            Issue.record("performerErrorHandler should not be called")
          }
        })
      #expect(self.router?.state == .routed)
      self.router?.performRoute(successHandler: { (destination) in
        #expect(self.router?.state == .routed)
        secondCallCompleted = true
      })
      #expect(providerCalls == 2)
      #expect(performerCalls == 1)
      #expect(secondCallCompleted)
      leaveTest()
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func performWithError(style: AServiceRegistrationStyle) {
    withAServiceRoutes(style) {
      var providerCalls = 0
      var performerCalls = 0
      self.router = Router.perform(
        to: RoutableService<any AServiceInput>(),
        configuring: { (config, prepareModule) in
          (config.configuration as? AServiceModuleConfiguration)?.routeShouldFail = true
          config.successHandler = { d in
            Issue.record("successHandler should not be called")
          }
          config.performerSuccessHandler = { d in
            Issue.record("performerSuccessHandler should not be called")
          }
          config.errorHandler = { (action, error) in
            providerCalls += 1
          }
          config.performerErrorHandler = { (action, error) in
            performerCalls += 1
          }
        })
      #expect(providerCalls == 1)
      #expect(performerCalls == 1)
      #expect(self.router == nil || self.router?.state == .unrouted)
      leaveTest()
    }
  }

  // MARK: ServiceModuleRouterPerformTests

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func modulePerformWithPrepareModule(style: AServiceRegistrationStyle) {
    withAServiceRoutes(style) {
      var title: String?
      self.moduleRouter = Router.perform(
        to: RoutableServiceModule<any AServiceModuleInput>(),
        configuring: { (config, prepareModule) in
          prepareModule({ module in
            module.title = "test title"
          })
          config.successHandler = { d in
            let destination = d as? any AServiceInput
            title = destination?.title
          }
        })
      #expect(title == "test title")
      leaveTest()
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func modulePerformWithPerformerSuccess(style: AServiceRegistrationStyle) {
    withAServiceRoutes(style) {
      var providerCalls = 0
      var performerCalls = 0
      var secondCallCompleted = false
      self.moduleRouter = Router.perform(
        to: RoutableServiceModule<any AServiceModuleInput>(),
        configuring: { (config, prepareModule) in
          prepareModule({ module in
            module.title = "test title"
          })
          config.successHandler = { d in
            #expect((d as? any AServiceInput)?.title == "test title")
            providerCalls += 1
          }
          config.performerSuccessHandler = { d in
            performerCalls += 1
          }
        })
      self.moduleRouter?.performRoute(successHandler: { (destination) in
        #expect(self.moduleRouter?.state == .routed)
        secondCallCompleted = true
      })
      #expect(providerCalls == 2)
      #expect(performerCalls == 1)
      #expect(secondCallCompleted)
      leaveTest()
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func modulePerformWithCompletionAndPreparation(style: AServiceRegistrationStyle) {
    withAServiceRoutes(style) {
      var completed = false
      self.moduleRouter = Router.perform(
        to: RoutableServiceModule<any AServiceModuleInput>(),
        completion: { (success, destination, action, error) in
          #expect(success)
          #expect(destination is any AServiceInput)
          completed = true
        })
      #expect(completed)
      var prepared = false
      self.moduleRouter = Router.perform(
        to: RoutableServiceModule<any AServiceModuleInput>(),
        preparation: { (module) in
          prepared = true
        })
      #expect(prepared)
      leaveTest()
    }
  }

  // MARK: ServiceRouterMakeDestinationTests / ServiceModuleRouterMakeDestinationTests

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func makeDestinationShapes(style: AServiceRegistrationStyle) throws {
    try withAServiceRoutes(style) {
      let routerType = try #require(Router.to(RoutableService<any AServiceInput>()))
      #expect(routerType.canMakeDestination)
      #expect(Router.makeDestination(to: RoutableService<any AServiceInput>()) != nil)
      let prepared = Router.makeDestination(
        to: RoutableService<any AServiceInput>(),
        preparation: { (destination) in
          destination.title = "test title"
        })
      #expect(prepared?.title == "test title")
      var handlers: [String] = []
      let configured = Router.makeDestination(
        to: RoutableService<any AServiceInput>(),
        configuring: { (config, prepareModule) in
          config.prepareDestination = { destination in
            destination.title = "test title"
          }
          config.successHandler = { d in handlers.append("successHandler") }
          config.performerSuccessHandler = { d in handlers.append("performerSuccessHandler") }
          config.errorHandler = { (action, error) in Issue.record("errorHandler should not be called") }
          config.performerErrorHandler = { (action, error) in Issue.record("performerErrorHandler should not be called")
          }
          config.completionHandler = { (success, destination, action, error) in
            #expect(success)
            #expect(destination != nil)
            handlers.append("completionHandler")
          }
        })
      #expect(configured?.title == "test title")
      #expect(handlers == ["successHandler", "completionHandler", "performerSuccessHandler"])
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func moduleMakeDestinationShapes(style: AServiceRegistrationStyle) throws {
    try withAServiceRoutes(style) {
      let routerType = try #require(Router.to(RoutableServiceModule<any AServiceModuleInput>()))
      #expect(routerType.canMakeDestination)
      #expect(Router.makeDestination(to: RoutableServiceModule<any AServiceModuleInput>()) is any AServiceInput)
      var completedTitle: String?
      let destination = Router.makeDestination(
        to: RoutableServiceModule<any AServiceModuleInput>(),
        configuring: { (config, prepareModule) in
          prepareModule({ module in
            module.title = "test title"
            module.makeDestinationCompletion({ (destination) in
              completedTitle = destination.title
            })
          })
          config.completionHandler = { (success, destination, action, error) in
            #expect(success)
            #expect(destination is any AServiceInput)
          }
        })
      #expect(destination is any AServiceInput)
      #expect(completedTitle == "test title")
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func swiftAdapterShapes(style: AServiceRegistrationStyle) throws {
    try withAServiceRoutes(style) {
      let adaptedType = try #require(Router.to(RoutableService<any AServiceInputAdapter>()))
      let adaptedModuleType = try #require(Router.to(RoutableServiceModule<any AServiceModuleInputAdapter>()))
      #expect(adaptedType.canMakeDestination)
      #expect(adaptedModuleType.canMakeDestination)
      let destination = Router.makeDestination(
        to: RoutableService<any AServiceInputAdapter>(),
        configuring: { (config, prepareModule) in
          config.prepareDestination = { destination in
            destination.title = "test title"
          }
        })
      #expect(destination?.title == "test title")
      var completedTitle: String?
      let made = Router.makeDestination(
        to: RoutableServiceModule<any AServiceModuleInputAdapter>(),
        preparation: { module in
          module.title = "adapted module"
          module.makeDestinationCompletion { completedTitle = $0.title }
        })
      #expect(made is AService)
      #expect(completedTitle == "adapted module")
    }
  }

  // MARK: Block route shape of TestRouteRegistry

  @Test func blockRouteShapeOfTheOriginalRegistryCompilesAndWorks() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      let route = ZIKServiceRoute<AService, AServiceModuleConfiguration>
        .make(
          withDestination: AService.self,
          makeDestination: { (config, router) -> AService? in
            if config.routeShouldFail {
              return nil
            }
            return AService()
          }
        ).makeDefaultConfiguration({
          return AServiceModuleConfiguration()
        }).prepareDestination({ (destination, config, router) in
          if let title = config.title {
            destination.title = title
          }
        }).didFinishPrepareDestination({ (destination, config, router) in
          if let completion = config.completion {
            completion(destination)
            config.completion = nil
          }
        })
      _ = route.register(RoutableService<any AServiceInput>())
        .register(RoutableServiceModule<any AServiceModuleInput>())
      ZIKRouteRegistry.notifyRegistrationFinished()
      let destination = Router.makeDestination(
        to: RoutableServiceModule<any AServiceModuleInput>(),
        preparation: { module in
          module.title = "block"
        })
      #expect((destination as? any AServiceInput)?.title == "block")
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }

  @Test func routersAreReleasedAfterFailuresRemovalsAndRepeatedPerforms() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      AServiceRegistrationStyle.routerClass.register()
      RemovableServiceRouter.registerRoutableDestination()
    }) {
      weak var failed: ZIKAnyServiceRouter?
      weak var removed: ZIKAnyServiceRouter?
      do {
        let router = Router.perform(
          to: RoutableService<any AServiceInput>(),
          configuring: { config, _ in
            (config.configuration as? AServiceModuleConfiguration)?.routeShouldFail = true
            config.errorHandler = { _, _ in }
          })
        failed = router?.router
        #expect(failed != nil)
      }
      do {
        var kept: (any RemovableServiceInput)?
        let router = try #require(
          Router.perform(
            to: RoutableService<any RemovableServiceInput>(),
            configuring: { config, _ in
              config.successHandler = { kept = $0 }
            }))
        router.performRoute(successHandler: { _ in }, errorHandler: { _, _ in })
        router.removeRoute(successHandler: {}, errorHandler: { _, _ in })
        removed = router.router
        #expect(removed != nil)
        #expect(kept != nil)
      }
      #expect(failed == nil)
      #expect(removed == nil)
    }
  }
}

/// A weak reference to a router, to check it was released.
struct WeakServiceRouter {
  weak var router: ZIKAnyServiceRouter?
  init(_ router: ZIKAnyServiceRouter?) { self.router = router }
}
