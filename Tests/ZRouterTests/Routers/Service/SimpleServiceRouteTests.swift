import Dispatch
import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// A simple registration keeps its factory in its router type and makes a block route only for performs that run
/// the whole pipeline: those performs behave as a block route's, from any thread.
@Suite struct SimpleServiceRouteTests {
  /// Collects router descriptions from any thread.
  private final class DescriptionLog: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptions: [String] = []
    func append(_ description: String) { lock.withLock { descriptions.append(description) } }
    var all: [String] { lock.withLock { descriptions } }
  }

  @Test @MainActor func aPipelinePerformRunsTheFactoryAndTheHandlers() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) {
        config in
        let service = ProbeService()
        service.note = config.userInfo["note"] as? String ?? "none"
        return service
      }
    }) {
      var prepared: String?
      var succeeded = false
      let routerType = try #require(Router.to(RoutableService<any ProbeServiceInput>()))
      let router = routerType.perform(configuring: { config, _ in
        config.addUserInfo(["note": "from the pipeline"])
        config.prepareDestination = { prepared = $0.note }
        config.successHandler = { _ in succeeded = true }
      })
      #expect(router?.state == .routed)
      #expect(prepared == "from the pipeline")
      #expect(succeeded)
      #expect(routerType.routerType.name == "ZIKServiceRoute(ProbeService)")
    }
  }

  @Test @MainActor func performsFromManyThreadsAllRunThePipeline() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) { _ in
        ProbeService()
      }
    }) {
      let routerType = try #require(Router.to(RoutableService<any ProbeServiceInput>())).routerType
      let log = DescriptionLog()
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        for _ in 0..<25 {
          let router = routerType.perform()
          log.append(router.map { "\($0)" } ?? "no router")
        }
      }
      let descriptions = log.all
      #expect(descriptions.count == 200)
      #expect(Set(descriptions) == ["ZIKServiceRoute(ProbeService)(state: routed)"])
    }
  }
}
