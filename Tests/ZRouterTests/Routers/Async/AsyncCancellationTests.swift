import Foundation
import Testing
import ViewTestSupport
import ZRouter
import ZRouterTesting

/// What cancelling a task awaiting `performAsync` / `removeRouteAsync` does: a route is never left half-done. It does
/// not start (cancelled before the call), or it runs to its end and is then removed (cancelled while a route that
/// ends later was running), or, when it cannot be undone, it is returned as a normal result.
@Suite @MainActor struct ServiceAsyncCancellationTests {
  @Test func aTaskCancelledBeforeTheCallStartsNothing() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      let task = Task { @MainActor in
        await AsyncPerformOutcome.service {
          () async throws(RouteFailure) in
          try await Router.performAsync(to: RoutableService<any ProbeServiceInput>()) { config, _ in
            log.append("builder")
            config.probe.log = log
          }
        }
      }
      task.cancel()  // before the task runs: the test holds the main actor
      let failure = try #require(await task.value.failure)
      #expect(failure.isCancellation)
      #expect(failure.code == .route(.actionFailed))
      #expect(failure.action == .performRoute)
      #expect(log.events.isEmpty)
    }
  }

  @Test func aRouteEndingAfterTheTaskWasCancelledIsRemovedThenTheCallThrows() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { LaterServiceRouter.registerRoutableDestination() }) {
      let inFlight = RouterInFlight<ZIKAnyServiceRouter>()
      let log = ServiceEventLog()
      let task = Task { @MainActor in
        await AsyncPerformOutcome.service {
          () async throws(RouteFailure) in
          try await Router.performAsync(to: RoutableService<any LaterServiceInput>()) { config, _ in
            config.probe.log = log
            config.probe.onRouterPrepareDestination = { inFlight.started($0) }
            config.stateNotifier = log.stateRecorder()
          }
        }
      }
      let router = try #require(await inFlight.waitUntilStarted())
      task.cancel()
      #expect(router.state == .routing)  // cancelling does not stop a route half-way
      router.endPerformRouteWithSuccess()
      let failure = try #require(await task.value.failure)
      #expect(failure.isCancellation)
      #expect(failure.action == .performRoute)
      #expect(router.state == .removed)
      #expect(
        log.events == [
          "state(unrouted→routing)", "router.performRouteOnDestination", "state(routing→routed)",
          "state(routed→removing)", "router.removeDestination", "state(removing→removed)",
        ])
    }
  }

  @Test func aRouteEndingAfterTheTaskWasCancelledThatCannotBeRemovedIsReturned() async throws {
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
      task.cancel()
      router.endPerformRouteWithSuccess()
      guard case .performed(_, let state, let destination) = await task.value else {
        Issue.record("a route that cannot be undone must be returned")
        return
      }
      #expect(state == .routed)
      #expect(destination == "ProbeService")
    }
  }

  @Test func aRouteFailingAfterTheTaskWasCancelledThrowsItsOwnFailure() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { LaterServiceRouter.registerRoutableDestination() }) {
      let inFlight = RouterInFlight<ZIKAnyServiceRouter>()
      let task = Task { @MainActor in
        await AsyncPerformOutcome.service {
          () async throws(RouteFailure) in
          try await Router.performAsync(to: RoutableService<any LaterServiceInput>()) { config, _ in
            config.probe.onRouterPrepareDestination = { inFlight.started($0) }
          }
        }
      }
      let router = try #require(await inFlight.waitUntilStarted())
      task.cancel()
      router.endPerformRouteWithError(ZIKRouteError(.destinationUnavailable, localizedDescription: "gone"))
      let failure = try #require(await task.value.failure)
      #expect(!failure.isCancellation)
      #expect(failure.code == .route(.destinationUnavailable))
      #expect(router.state == .unrouted)
    }
  }

  @Test func aRouteEndingInsideTheCallIsReturnedEvenIfTheTaskIsCancelledMeanwhile() async {
    await ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let task = Task { @MainActor in
        await AsyncPerformOutcome.service {
          () async throws(RouteFailure) in
          try await Router.performAsync(to: RoutableService<any RemovableServiceInput>()) { config, _ in
            config.prepareDestination = { _ in withUnsafeCurrentTask { $0?.cancel() } }
          }
        }
      }
      guard case .performed(_, let state, _) = await task.value else {
        Issue.record("a route that ended inside the call must be returned")
        return
      }
      #expect(state == .routed)
    }
  }

  @Test func aRemovalCancelledBeforeTheCallRemovesNothing() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      var kept: (any RemovableServiceInput)?
      let router = try #require(
        Router.perform(
          to: RoutableService<any RemovableServiceInput>(),
          configuring: { config, _ in
            config.probe.log = log
            config.successHandler = { kept = $0 }
          }))
      log.clear()
      let removing = Task { @MainActor () -> RouteFailure? in
        do throws(RouteFailure) {
          try await router.removeRouteAsync()
          return nil
        } catch {
          return error
        }
      }
      removing.cancel()
      let failure = try #require(await removing.value)
      #expect(failure.isCancellation)
      #expect(failure.action == .removeRoute)
      #expect(router.state == .routed)
      #expect(log.events.isEmpty)
      #expect(kept != nil)
    }
  }

  @Test func aRemovalAlreadyStartedEndsNormallyWhenTheTaskIsCancelled() async throws {
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
      let removing = Task { @MainActor () -> RouteFailure? in
        do throws(RouteFailure) {
          try await router.removeRouteAsync { config in
            config.prepareDestination = { _ in removalStarted.started(router.router) }
          }
          return nil
        } catch {
          return error
        }
      }
      _ = await removalStarted.waitUntilStarted()
      removing.cancel()
      router.router.endRemoveRouteWithSuccess()
      #expect(await removing.value == nil)
      #expect(router.state == .removed)
      #expect(kept != nil)
    }
  }
}

/// The view side of ``ServiceAsyncCancellationTests``.
@Suite @MainActor struct ViewAsyncCancellationTests {
  @Test func aTaskCancelledBeforeTheCallStartsNothing() async throws {
    try await ViewFixtureRegistry.run { log in
      let source = HeadlessViewController()
      let task = Task { @MainActor in
        await AsyncPerformOutcome.view {
          () async throws(RouteFailure) in
          try await Router.performAsync(to: RoutableView<any AViewInput>(), path: .presentModally(from: source))
        }
      }
      task.cancel()
      let failure = try #require(await task.value.failure)
      #expect(failure.isCancellation)
      #expect(log.events.isEmpty)
      #expect(source.presentedViewController == nil)
    }
  }

  @Test(.headlessTransitions(.deferred))
  func aTransitionCompletingAfterTheTaskWasCancelledIsUndoneThenTheCallThrows() async throws {
    try await ViewFixtureRegistry.run { log in
      let source = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: source)
      let task = Task { @MainActor in
        await AsyncPerformOutcome.view {
          () async throws(RouteFailure) in
          try await Router.performAsync(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
            // The task is cancelled while the push is under way.
            config.prepareDestination = { _ in withUnsafeCurrentTask { $0?.cancel() } }
          }
        }
      }
      let failure = try #require(await task.value.failure)
      #expect(failure.isCancellation)
      #expect(navigation.viewControllers == [source])
      #expect(
        log.events.filter { $0.hasPrefix("A.") } == [
          "A.destination", "A.prepareDestination", "A.didFinishPrepareDestination", "A.willPerform", "A.didPerform",
          "A.willRemove", "A.didRemove",
        ])
    }
  }

  @Test func aTransitionCompletingInsideTheCallIsKeptEvenIfTheTaskIsCancelledMeanwhile() async {
    await ViewFixtureRegistry.run { _ in
      let source = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: source)
      let task = Task { @MainActor in
        await AsyncPerformOutcome.view {
          () async throws(RouteFailure) in
          try await Router.performAsync(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
            config.prepareDestination = { _ in withUnsafeCurrentTask { $0?.cancel() } }
          }
        }
      }
      guard case .performed(_, let state, _) = await task.value else {
        Issue.record("a transition that completed inside the call must be returned")
        return
      }
      #expect(state == .routed)
      #expect(navigation.viewControllers.count == 2)
    }
  }
}
