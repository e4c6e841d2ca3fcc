import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// `Router.performAsync(to:configuring:)` and `ServiceRouterType.performAsync(configuring:)`.
@Suite @MainActor struct ServiceAsyncTests {
  @Test func routerPerformAsyncReturnsTheRouterAndThePreparedDestination() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      let (router, destination) = try await Router.performAsync(to: RoutableService<any ProbeServiceInput>()) {
        config, _ in
        config.prepareDestination = { $0.note = "async" }
        config.successHandler = { _ in log.append("successHandler") }
        config.performerSuccessHandler = { _ in log.append("performerSuccessHandler") }
      }
      #expect(destination.note == "async")
      #expect(destination is ProbeService)
      #expect(router.state == .routed)
      #expect(log.events == ["successHandler", "performerSuccessHandler"])
    }
  }

  @Test func routerPerformAsyncThrowsTheRoutesTypedError() async {
    await ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      await #expect(throws: RouteFailure.self) {
        _ = try await Router.performAsync(to: RoutableService<any ProbeServiceInput>()) { config, _ in
          config.probe.failsToMakeDestination = true
          config.errorHandler = log.errorRecorder("errorHandler")
        }
      }
      do throws(RouteFailure) {
        _ = try await Router.performAsync(to: RoutableService<any ProbeServiceInput>()) { config, _ in
          config.probe.failsToMakeDestination = true
        }
        Issue.record("performAsync returned although the router failed")
      } catch {
        #expect(error.code == .route(.destinationUnavailable))
        #expect(error.action == .performRoute)
        #expect((error.underlyingError as? ZIKRouteError)?.code == .destinationUnavailable)
      }
      #expect(log.events == ["errorHandler(performRoute,2)"])
    }
  }

  @Test func routerPerformAsyncThrowsInvalidProtocolOnALookupMiss() async {
    await ZIKRouteRegistry.withTestRegistry(registering: {}) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      do throws(RouteFailure) {
        _ = try await Router.performAsync(to: RoutableService<any ProbeServiceInput>())
        Issue.record("performAsync returned without a router")
      } catch {
        #expect(error.code == .route(.invalidProtocol))
        #expect(error.action == .toService)
        #expect((error.underlyingError as NSError).code == 0)
      }
      #expect(log.events == ["global(toService,0)"])
    }
  }

  @Test func routerTypePerformAsyncReturnsTheRouterAndTheDestination() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { AServiceRegistrationStyle.routerClass.register() }) {
      let routerType = try #require(Router.to(RoutableServiceModule<any AServiceModuleInput>()))
      let (router, destination) = try await routerType.performAsync { _, prepareModule in
        prepareModule { $0.title = "module" }
      }
      #expect((destination as? any AServiceInput)?.title == "module")
      #expect(router.config.title == "module")
      #expect(router.state == .routed)
    }
  }

  @Test func routerTypePerformAsyncThrowsTheRoutesError() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { UnavailableServiceRouter.registerRoutableDestination() })
    {
      let routerType = try #require(Router.to(RoutableService<any UnavailableServiceInput>()))
      await #expect(throws: RouteFailure.self) { _ = try await routerType.performAsync() }
    }
  }
}
