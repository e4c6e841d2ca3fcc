import Foundation
import Testing
import ViewTestSupport
import ZRouter
import ZRouterTesting

/// A refused removal reports `actionFailed` with action `.removeRoute` and leaves the router exactly as it was:
/// same state, no state change reported, performable again as before. Checked for every router kind.
@Suite @MainActor struct RefusedRemovalTests {
  /// What a refused removal left behind.
  private struct Refusal: Equatable {
    var codes: [Int]
    var stateBefore: ZIKRouterState
    var stateAfter: ZIKRouterState
    var stateChanges: [String]
  }

  /// Removes a service router that refuses, recording the completion's error code and every state change.
  private func refuseRemoval(of router: ServiceRouter<some Any, some Any>, changes: ServiceEventLog) async -> Refusal {
    let before = router.state
    changes.clear()
    var codes: [Int] = []
    router.removeRoute(completion: { success, action, error in
      if !success, action == .removeRoute, let error { codes.append((error as NSError).code) }
    })
    do {
      try await router.removeRouteAsync()
    } catch {
      if error.code == .route(.actionFailed), error.action == .removeRoute { codes.append(error.code.rawValue) }
    }
    return Refusal(codes: codes, stateBefore: before, stateAfter: router.state, stateChanges: changes.events)
  }

  private func expectRefused(
    _ refusal: Refusal, in state: ZIKRouterState, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      refusal == Refusal(codes: [3, 3], stateBefore: state, stateAfter: state, stateChanges: []),
      sourceLocation: sourceLocation)
  }

  @Test func aRouterClassWithoutRemovalStaysRouted() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let changes = ServiceEventLog()
      var kept: (any ProbeServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.successHandler = { kept = $0 }
            config.stateNotifier = changes.stateRecorder()
          }))
      expectRefused(await refuseRemoval(of: router, changes: changes), in: .routed)
      #expect(kept != nil)
    }
  }

  @Test(arguments: AServiceRegistrationStyle.allCases)
  func everyRegistrationStyleStaysRouted(style: AServiceRegistrationStyle) async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { style.register() }) {
      let changes = ServiceEventLog()
      var kept: (any AServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any AServiceInput>(),
          configuring: { config, _ in
            config.successHandler = { kept = $0 }
            config.stateNotifier = changes.stateRecorder()
          }))
      expectRefused(await refuseRemoval(of: router, changes: changes), in: .routed)
      #expect(kept != nil)
    }
  }

  @Test func aSimpleRegistrationStaysRouted() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(
        RoutableService<any RemovableServiceInput>(), forMakingService: RemovableService.self
      ) { _ in
        RemovableService()
      }
    }) {
      let changes = ServiceEventLog()
      var kept: (any RemovableServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.successHandler = { kept = $0 }
            config.stateNotifier = changes.stateRecorder()
          }))
      expectRefused(await refuseRemoval(of: router, changes: changes), in: .routed)
      #expect(kept != nil)
    }
  }

  /// A router that implements no removal keeps its state whatever is asked of it, even once nobody holds the
  /// destination any more: the refusal, `canRemove` and the state all agree.
  @Test func aRouterClassWithoutRemovalStaysRoutedOnceItsDestinationIsReleased() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let router = try #require(Router.perform(to: RoutableService<any ProbeServiceInput>()))
      #expect(router.state == .routed)
      var codes: [Int] = []
      router.removeRoute(successHandler: { Issue.record("a plain service router removed its route") }) {
        action, error in
        if action == .removeRoute { codes.append((error as NSError).code) }
      }
      #expect(codes == [ZIKRouteError.Code.actionFailed.rawValue])
      #expect(!router.canRemove)
      #expect(router.state == .routed)
      #expect(router.shouldRemoveBeforePerform == false)
    }
  }

  @Test func aRouterWhoseDestinationIsGoneStaysRouted() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let changes = ServiceEventLog()
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.stateNotifier = changes.stateRecorder()
          }))
      expectRefused(await refuseRemoval(of: router, changes: changes), in: .routed)
    }
  }

  @Test func aRouterStillRoutingStaysRouting() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let changes = ServiceEventLog()
      var kept: (any ProbeServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.probe.defersPerform = true
            config.successHandler = { kept = $0 }
            config.stateNotifier = changes.stateRecorder()
          }))
      expectRefused(await refuseRemoval(of: router, changes: changes), in: .routing)
      router.router.endPerformRouteWithSuccess()
      #expect(router.state == .routed)
      #expect(kept != nil)
    }
  }

  @Test func aFailedPerformStaysUnrouted() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let changes = ServiceEventLog()
      let router = try #require(
        Router.perform(
          to: RoutableService<any ProbeServiceInput>(),
          configuring: { config, _ in
            config.probe.failsToMakeDestination = true
            config.stateNotifier = changes.stateRecorder()
          }))
      expectRefused(await refuseRemoval(of: router, changes: changes), in: .unrouted)
    }
  }

  @Test func aRemovedRouterStaysRemoved() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let changes = ServiceEventLog()
      var kept: (any RemovableServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.successHandler = { kept = $0 }
            config.stateNotifier = changes.stateRecorder()
          }))
      router.removeRoute()
      expectRefused(await refuseRemoval(of: router, changes: changes), in: .removed)
      #expect(kept != nil)
    }
  }
}

/// The view side of ``RefusedRemovalTests``.
@Suite @MainActor struct RefusedViewRemovalTests {
  /// Removes a view router that refuses; returns the codes reported and the state changes seen meanwhile.
  private func refuseRemoval(of router: ViewRouter<some Any, some Any>, changes: ViewEventLog) async -> (
    codes: [Int], before: ZIKRouterState, after: ZIKRouterState, changes: [String]
  ) {
    let before = router.state
    changes.clear()
    var codes: [Int] = []
    router.removeRoute(completion: { success, action, error in
      if !success, action == .removeRoute, let error { codes.append((error as NSError).code) }
    })
    do {
      try await router.removeRouteAsync()
    } catch {
      if error.code == .route(.actionFailed), error.action == .removeRoute { codes.append(error.code.rawValue) }
    }
    return (codes, before, router.state, changes.events.filter { $0.hasPrefix("state") })
  }

  @Test func aMadeDestinationStaysRouted() async throws {
    try await ViewFixtureRegistry.run { log in
      var kept: (any AViewInput)?
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .makeDestination,
          configuring: { config, _ in
            config.successHandler = { kept = $0 }
            config.stateNotifier = { _, new in log.record("state \(new)") }
          }))
      let refusal = await refuseRemoval(of: router, changes: log)
      #expect(refusal.codes == [3, 3])
      #expect(refusal.before == .routed && refusal.after == .routed)
      #expect(refusal.changes.isEmpty)
      #expect(kept != nil)
    }
  }

  @Test func aRouterWhoseDestinationIsGoneStaysRouted() async throws {
    try await ViewFixtureRegistry.run { log in
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .makeDestination,
          configuring: { config, _ in
            config.stateNotifier = { _, new in log.record("state \(new)") }
          }))
      let refusal = await refuseRemoval(of: router, changes: log)
      #expect(refusal.codes == [3, 3])
      #expect(refusal.before == .routed && refusal.after == .routed)
      #expect(refusal.changes.isEmpty)
    }
  }

  @Test func aCustomRouteThatCannotBeRemovedStaysRouted() async throws {
    try await ViewFixtureRegistry.run { log in
      let source = HeadlessViewController()
      let router = try #require(
        Router.perform(
          to: RoutableView<any CViewInput>(), path: .custom(from: source),
          configuring: { config, _ in
            config.addUserInfo(forKey: "cannotRemove", object: true)
            config.stateNotifier = { _, new in log.record("state \(new)") }
          }))
      #expect(router.state == .routed)
      let refusal = await refuseRemoval(of: router, changes: log)
      #expect(refusal.codes == [3, 3])
      #expect(refusal.after == .routed)
      #expect(refusal.changes.isEmpty)
      #expect(source.children.count == 1)
    }
  }

  @Test func aBlockRouteMadeDestinationStaysRouted() async throws {
    try await ViewFixtureRegistry.run(registering: {
      ZIKViewRoute<CViewController, ViewRouteConfig>
        .make(withDestination: CViewController.self, makeDestination: { _, _ in CViewController() })
        .registerIdentifier("c-block")
    }) { log in
      var kept: Any?
      let routerType = try #require(Router.to(viewIdentifier: "c-block"))
      let router = try #require(
        routerType.perform(
          path: .makeDestination,
          configuring: { config, _ in
            config.successHandler = { kept = $0 }
            config.stateNotifier = { _, new in log.record("state \(new)") }
          }))
      let refusal = await refuseRemoval(of: router, changes: log)
      #expect(refusal.codes == [3, 3])
      #expect(refusal.after == .routed)
      #expect(refusal.changes.isEmpty)
      #expect(kept != nil)
    }
  }
}
