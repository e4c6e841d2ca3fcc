import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// Performer handlers installed by a call are chained after those already set.
@Suite @MainActor struct ServicePerformerChainingTests {
  @Test func performRouteSuccessHandlerIsChainedAfterAPerformerHandlerAlreadySet() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      let router = try #require(Router.perform(to: RoutableService<any ProbeServiceInput>()))
      router.configuration.performerSuccessHandler = { _ in log.append("already set") }
      router.performRoute(successHandler: { _ in log.append("this call") })
      #expect(log.events == ["already set", "this call"])
    }
  }

  @Test func performCompletionIsChainedAfterPerformerHandlersOfTheDefaultConfiguration() {
    let log = ServiceEventLog()
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRoute<ProbeService, PerformRouteConfig>
        .make(withDestination: ProbeService.self, makeDestination: { _, _ in ProbeService() })
        .makeDefaultConfiguration {
          let configuration = PerformRouteConfig()
          configuration.performerSuccessHandler = { _ in log.append("preset performer") }
          return configuration
        }
        .register(RoutableService<any ProbeServiceInput>())
    }) {
      Router.perform(to: RoutableService<any ProbeServiceInput>(), completion: log.completionRecorder("completion"))
      Router.perform(to: RoutableService<any ProbeServiceInput>(), successHandler: { _ in log.append("success") })
      #expect(
        log.events == ["preset performer", "completion(true,d,performRoute)", "preset performer", "success"])
    }
  }
}
