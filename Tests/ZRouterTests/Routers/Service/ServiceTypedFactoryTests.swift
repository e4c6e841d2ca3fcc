import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// A simple registration whose factory returns the key's protocol is called directly by `makeDestination`, its
/// result returned without a cast; everything the pipeline guarantees still holds (failure reports, the recursion
/// limit, interceptors), and keys that reach it through an adapter still check the destination's type.
@Suite @MainActor struct ServiceTypedFactoryTests {
  @Test func returnsTheObjectTheFactoryMade() {
    nonisolated(unsafe) let made = ProbeService()
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) { _ in
        made
      }
    }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let destination = Router.makeDestination(to: RoutableService<any ProbeServiceInput>())
      #expect(destination === made)
      #expect(log.events.isEmpty)
    }
  }

  @Test func theFactoryReceivesAFreshDefaultConfigurationEachTime() {
    let configurations = ConfigurationLog()
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) {
        configuration in
        configurations.append(configuration)
        return ProbeService()
      }
    }) {
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) != nil)
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) != nil)
      let seen = configurations.all
      #expect(seen.count == 2)
      #expect(seen.count == 2 && seen[0] !== seen[1])
      #expect(seen.allSatisfy { type(of: $0) == PerformRouteConfig.self })
    }
  }

  @Test func aFactoryThatMakesNothingIsReportedAsDestinationUnavailable() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) { _ in
        nil
      }
    }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) == nil)
      #expect(log.events == ["global(performRoute,2)"])
    }
  }

  @Test func anAdaptedKeyChecksTheDestinationAgainstItsOwnProtocol() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      // ProbeService does not adopt AServiceInput: the adapter is a wiring mistake the cast must catch.
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) { _ in
        ProbeService()
      }
      ZIKServiceRouteAdapter.register(
        adapter: RoutableService<any AServiceInput>(), forAdaptee: RoutableService<any ProbeServiceInput>())
    }) {
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) is ProbeService)
      #expect(Router.makeDestination(to: RoutableService<any AServiceInput>()) == nil)
    }
    // AService adopts both AServiceInput and AServiceInputAdapter: adapting one to the other works.
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any AServiceInput>(), forMakingService: AService.self) { _ in
        AService()
      }
      ZIKServiceRouteAdapter.register(
        adapter: RoutableService<any AServiceInputAdapter>(), forAdaptee: RoutableService<any AServiceInput>())
    }) {
      #expect(Router.makeDestination(to: RoutableService<any AServiceInputAdapter>()) is AService)
    }
  }

  @Test func aFactoryThatMakesItselfStopsAtTheRecursionLimit() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) { _ in
        Router.makeDestination(to: RoutableService<any ProbeServiceInput>())
      }
    }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) == nil)
      #expect(log.events(startingWith: "global(performRoute,5)").count == 1)
      #expect(log.events(startingWith: "global(performRoute,2)").count == 200)
    }
  }

  @Test func anInterceptorSeesTheSimpleRegistrationsPerform() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) { _ in
        ProbeService()
      }
    }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.interceptBeforePerformWithConfiguration { _, _ in log.append("beforePerform") }
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) is ProbeService)
      #expect(log.events == ["beforePerform"])
    }
  }

  @Test func aPreparationRunsOnTheMadeDestination() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) { _ in
        ProbeService()
      }
    }) {
      let destination = Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) { $0.note = "prepared" }
      #expect(destination?.note == "prepared")
    }
  }
}

/// The configurations a factory received, in order.
private final class ConfigurationLog: @unchecked Sendable {
  private let lock = NSLock()
  private var configurations: [PerformRouteConfig] = []

  func append(_ configuration: PerformRouteConfig) { lock.withLock { configurations.append(configuration) } }
  var all: [PerformRouteConfig] { lock.withLock { configurations } }
}
