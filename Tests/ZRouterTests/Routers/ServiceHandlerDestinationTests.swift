import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// Every completion of every service entry point gets a real `nil` destination when the perform fails, and the
/// destination itself (never an optional inside `Any`) when it succeeds.
@Suite @MainActor struct ServiceHandlerDestinationTests {
  private func failing(_ configuration: ZIKPerformRouteConfiguration) {
    (configuration as? AServiceModuleConfiguration)?.routeShouldFail = true
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func moduleRoutesGiveNilToEveryCompletionOnFailure(style: AServiceRegistrationStyle) throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { style.register() }) {
      let log = HandlerDestinationLog()
      let key = RoutableServiceModule<any AServiceModuleInput>()
      let router = try #require(
        Router.perform(
          to: key,
          configuring: { config, _ in
            failing(config.configuration)
            config.configuration.completionHandler = { _, destination, _, _ in
              log.record("completionHandler", destination)
            }
          }))
      router.performRoute(completion: { _, destination, _, _ in log.record("ServiceRouter.performRoute", destination) })
      router.router.performRoute(completion: { _, destination, _, _ in log.record("raw performRoute", destination) })
      let routerType = try #require(Router.to(key))
      routerType.perform(configuring: { config, _ in
        failing(config.configuration)
        config.completionHandler = { _, destination, _, _ in
          log.record("ServiceRouterType strict completionHandler", destination)
        }
      })
      routerType.routerType.perform(configuring: { configuration in
        failing(configuration)
        configuration.completionHandler = { _, destination, _, _ in
          log.record("raw type completionHandler", destination)
        }
      })
      #expect(
        log.entries == [
          "completionHandler: nil", "completionHandler: nil", "ServiceRouter.performRoute: nil",
          "completionHandler: nil", "raw performRoute: nil", "ServiceRouterType strict completionHandler: nil",
          "raw type completionHandler: nil",
        ])
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func theStrictCompletionOfAModuleRouteGetsNilOnFailure(style: AServiceRegistrationStyle) {
    ZIKRouteRegistry.withTestRegistry(registering: { style.register() }) {
      let log = HandlerDestinationLog()
      Router.perform(
        to: RoutableServiceModule<any AServiceModuleInput>(),
        configuring: { config, _ in
          failing(config.configuration)
          config.completionHandler = { _, destination, _, _ in log.record("completionHandler", destination) }
        })
      #expect(log.entries == ["completionHandler: nil"])
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func moduleRoutesGiveTheDestinationItselfOnSuccess(style: AServiceRegistrationStyle) throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { style.register() }) {
      let log = HandlerDestinationLog()
      let key = RoutableServiceModule<any AServiceModuleInput>()
      let router = try #require(
        Router.perform(
          to: key,
          configuring: { config, _ in
            config.completionHandler = { _, destination, _, _ in log.record("completionHandler", destination) }
            config.successHandler = { log.record("successHandler", $0) }
            config.performerSuccessHandler = { log.record("performerSuccessHandler", $0) }
          }))
      Router.perform(
        to: key, completion: { _, destination, _, _ in log.record("Router.perform completion", destination) })
      router.performRoute(completion: { _, destination, _, _ in log.record("ServiceRouter.performRoute", destination) })
      #expect(
        log.entries == [
          "successHandler: AService", "completionHandler: AService", "performerSuccessHandler: AService",
          "Router.perform completion: AService",
          "successHandler: AService", "completionHandler: AService", "ServiceRouter.performRoute: AService",
        ])
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func destinationRoutesGiveNilToEveryCompletionOnFailure(style: AServiceRegistrationStyle) throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { style.register() }) {
      let log = HandlerDestinationLog()
      let key = RoutableService<any AServiceInput>()
      let router = try #require(
        Router.perform(
          to: key,
          configuring: { config, _ in
            failing(config.configuration)
            config.completionHandler = { _, destination, _, _ in log.record("completionHandler", destination) }
          }))
      router.performRoute(completion: { _, destination, _, _ in log.record("ServiceRouter.performRoute", destination) })
      router.router.performRoute(completion: { _, destination, _, _ in log.record("raw performRoute", destination) })
      #expect(
        log.entries == [
          "completionHandler: nil", "completionHandler: nil", "ServiceRouter.performRoute: nil",
          "completionHandler: nil", "raw performRoute: nil",
        ])
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func moduleMakeDestinationGivesNilOrTheDestinationItself(style: AServiceRegistrationStyle) {
    ZIKRouteRegistry.withTestRegistry(registering: { style.register() }) {
      let key = RoutableServiceModule<any AServiceModuleInput>()
      #expect(HandlerDestinationShape(Router.makeDestination(to: key)) == .object("AService"))
      let failed = Router.makeDestination(to: key, configuring: { config, _ in failing(config.configuration) })
      #expect(HandlerDestinationShape(failed) == .none)
    }
  }

  @Test func aURLPerformThatFailsGivesNil() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRoute<AService, AServiceModuleConfiguration>
        .make(withDestination: AService.self, makeDestination: { _, _ in nil })
        .makeDefaultConfiguration { AServiceModuleConfiguration() }
        .registerURLPattern("app://service/a")
    }) {
      let log = HandlerDestinationLog()
      ZIKAnyServiceRouter.performURL("app://service/a") { _, destination, _, _ in log.record("performURL", destination)
      }
      ZIKAnyServiceRouter.performURL("app://service/none") { _, destination, _, _ in log.record("no match", destination)
      }
      #expect(log.entries == ["performURL: nil", "no match: nil"])
    }
  }
}
