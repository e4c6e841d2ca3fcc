import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// `performAsync` of a service route that ends after the perform call returned (a custom route using
/// `beginPerformRoute` / `endPerformRouteWithSuccess`), and `ServiceRouter.removeRouteAsync`.
@Suite @MainActor struct ServiceAsyncEndsLaterTests {
  @Test func performAsyncResumesWhenACustomRouteEndsLater() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let inFlight = RouterInFlight<ZIKAnyServiceRouter>()
      let log = ServiceEventLog()
      let task = Task { @MainActor in
        await AsyncPerformOutcome.service {
          () async throws(RouteFailure) in
          try await Router.performAsync(to: RoutableService<any ProbeServiceInput>()) { config, _ in
            config.probe.defersPerform = true
            config.probe.onRouterPrepareDestination = { inFlight.started($0) }
            config.successHandler = { _ in log.append("successHandler") }
          }
        }
      }
      let router = try #require(await inFlight.waitUntilStarted())
      #expect(router.state == .routing)
      log.append("ending")
      router.endPerformRouteWithSuccess()
      let outcome = await task.value
      guard case .performed(let performed, let state, let destination) = outcome else {
        Issue.record("performAsync threw \(outcome)")
        return
      }
      #expect(performed == ObjectIdentifier(router))
      #expect(state == .routed)
      #expect(destination == "ProbeService")
      #expect(log.events == ["ending", "successHandler"])
    }
  }

  @Test func performAsyncThrowsTheErrorACustomRouteEndsWithLater() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let inFlight = RouterInFlight<ZIKAnyServiceRouter>()
      let task = Task { @MainActor in
        await AsyncPerformOutcome.service {
          () async throws(RouteFailure) in
          try await Router.performAsync(to: RoutableService<any ProbeServiceInput>()) { config, _ in
            config.probe.defersPerform = true
            config.probe.onRouterPrepareDestination = { inFlight.started($0) }
          }
        }
      }
      let router = try #require(await inFlight.waitUntilStarted())
      router.endPerformRouteWithError(ZIKRouteError(.actionFailed, localizedDescription: "the service refused"))
      let failure = try #require(await task.value.failure)
      #expect(failure.code == .route(.actionFailed))
      #expect(failure.action == .performRoute)
      #expect(failure.message == "the service refused")
      #expect(router.state == .unrouted)
    }
  }

  @Test func performAsyncResumesWhenTheRouteEndsOnAnotherThread() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let inFlight = RouterInFlight<ZIKAnyServiceRouter>()
      let task = Task { @MainActor in
        await AsyncPerformOutcome.service {
          () async throws(RouteFailure) in
          try await Router.performAsync(to: RoutableService<any ProbeServiceInput>()) { config, _ in
            config.probe.defersPerform = true
            config.probe.onRouterPrepareDestination = { inFlight.started($0) }
          }
        }
      }
      let handOff = HandOff(try #require(await inFlight.waitUntilStarted()))
      await Task.detached { handOff.router.endPerformRouteWithSuccess() }.value
      guard case .performed(_, let state, let destination) = await task.value else {
        Issue.record("performAsync threw")
        return
      }
      #expect(state == .routed)
      #expect(destination == "ProbeService")
    }
  }

  @Test func removeRouteAsyncRemovesARemovableService() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      let (router, destination) = try await Router.performAsync(to: RoutableService<any RemovableServiceInput>()) {
        config, _ in
        config.probe.log = log
      }
      try await router.removeRouteAsync { config in
        config.prepareDestination = { _ in log.append("removeConfig.prepareDestination") }
        config.successHandler = { log.append("removeSuccessHandler") }
      }
      #expect(router.state == .removed)
      #expect(
        log.events == [
          "router.destination", "removeConfig.prepareDestination", "router.removeDestination", "removeSuccessHandler",
        ])
      withExtendedLifetime(destination) {}
    }
  }

  @Test func removeRouteAsyncResumesWhenARemovalEndsLater() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      var kept: (any RemovableServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.probe.defersRemoval = true
            config.successHandler = { kept = $0 }
          }))
      let removalStarted = RouterInFlight<ZIKAnyServiceRouter>()
      let removing = Task { @MainActor in
        do throws(RouteFailure) {
          try await router.removeRouteAsync { config in
            config.prepareDestination = { _ in removalStarted.started(router.router) }
          }
          return "removed"
        } catch {
          return "\(error)"
        }
      }
      _ = await removalStarted.waitUntilStarted()
      #expect(router.state == .removing)
      router.router.endRemoveRouteWithSuccess()
      #expect(await removing.value == "removed")
      #expect(router.state == .removed)
      #expect(kept != nil)
    }
  }

  @Test func removeRouteAsyncOfAServiceWithoutRemovalThrowsAndStaysRouted() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let (router, destination) = try await Router.performAsync(to: RoutableService<any ProbeServiceInput>())
      do throws(RouteFailure) {
        try await router.removeRouteAsync()
        Issue.record("removeRouteAsync returned although the router cannot remove")
      } catch {
        #expect(error.code == .route(.actionFailed))
        #expect(error.action == .removeRoute)
      }
      #expect(router.state == .routed)
      withExtendedLifetime(destination) {}
    }
  }
}

/// Hands a router to another thread in a test that waits for that thread before touching the router again.
private final class HandOff: @unchecked Sendable {
  let router: ZIKAnyServiceRouter
  init(_ router: ZIKAnyServiceRouter) { self.router = router }
}
