import Foundation
import Testing
import ViewTestSupport

@testable import ZRouterCore

/// The async entry points of view routing: results, typed errors, deferred transitions.
@MainActor @Suite struct ViewAsyncTests {
  @Test(arguments: viewTestHosts) func performAsyncReturnsTheRoutedRouterAndItsDestination(host: any ViewTestHost)
    async throws
  {
    try await host.awaitingRoutes { try await host.performAsyncReturnsTheRoutedRouterAndItsDestination() }
  }

  @Test(.headlessTransitions(.deferred), arguments: viewTestHosts)
  func performAsyncReturnsOnlyOnceADeferredTransitionIsApplied(host: any ViewTestHost) async throws {
    try await host.awaitingRoutes { try await host.performAsyncReturnsOnlyOnceADeferredTransitionIsApplied() }
  }

  @Test(arguments: viewTestHosts) func performAsyncThrowsInvalidProtocolWhenNoRouterIsRegistered(host: any ViewTestHost)
    async throws
  {
    try await host.awaitingRoutes { await host.performAsyncThrowsInvalidProtocolWhenNoRouterIsRegistered() }
  }

  @Test(arguments: viewTestHosts) func performAsyncThrowsTheInitValidationError(host: any ViewTestHost) async throws {
    try await host.awaitingRoutes { await host.performAsyncThrowsTheInitValidationError() }
  }

  @Test(.headlessTransitions(.deferred), arguments: viewTestHosts) func performAsyncThrowsTheErrorThePerformEndsWith(
    host: any ViewTestHost
  ) async throws {
    try await host.awaitingRoutes { await host.performAsyncThrowsTheErrorThePerformEndsWith() }
  }

  @Test(.headlessTransitions(.deferred), arguments: viewTestHosts)
  func removeRouteAsyncReturnsOnceTheDismissalIsApplied(host: any ViewTestHost) async throws {
    try await host.awaitingRoutes { try await host.removeRouteAsyncReturnsOnceTheDismissalIsApplied() }
  }

  @Test(.headlessTransitions(.deferred), arguments: viewTestHosts) func removeRouteAsyncReturnsOnceThePopIsApplied(
    host: any ViewTestHost
  ) async throws {
    try await host.awaitingRoutes { try await host.removeRouteAsyncReturnsOnceThePopIsApplied() }
  }

  @Test(arguments: viewTestHosts) func removeRouteAsyncThrowsActionFailedWhenNothingCanBeRemoved(host: any ViewTestHost)
    async throws
  {
    try await host.awaitingRoutes { try await host.removeRouteAsyncThrowsActionFailedWhenNothingCanBeRemoved() }
  }
}

@MainActor extension ViewTestHost {
  @MainActor fileprivate func performAsyncReturnsTheRoutedRouterAndItsDestination() async throws {
    try await Self.run { _ in
      let source = Self.screen()
      let (router, destination) = try await Router.performAsync(
        to: RoutableView<any AViewInput>(), path: .presentModally(from: source)
      ) { config, _ in
        config.prepareDestination = { $0.title = "async" }
      }
      #expect(router.state == .routed)
      #expect(destination.title == "async")
      #expect(source.presentedViewController === destination)
    }
  }

  @MainActor fileprivate func performAsyncReturnsOnlyOnceADeferredTransitionIsApplied() async throws {
    try await Self.run { _ in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let routerType = try #require(Router.to(RoutableView<any AViewInput>()))
      let (router, destination) = try await routerType.performAsync(path: .push(from: source))
      #expect(router.state == .routed)
      #expect(navigation.topViewController === destination)
    }
  }

  @MainActor fileprivate func performAsyncThrowsInvalidProtocolWhenNoRouterIsRegistered() async {
    await Self.run { _ in
      do throws(RouteFailure) {
        _ = try await Router.performAsync(to: RoutableView<any UnprovidedViewInput>(), path: .makeDestination)
        Issue.record("performAsync must throw")
      } catch {
        #expect(error.code == .route(.invalidProtocol))
        #expect(error.action == .toView)
      }
    }
  }

  @MainActor fileprivate func performAsyncThrowsTheInitValidationError() async {
    await Self.run { _ in
      do throws(RouteFailure) {
        _ = try await Router.performAsync(
          to: RoutableView<any AViewInput>(),
          path: .extensible(path: ZIKViewRoutePath(routeType: .presentModally, source: nil)))
        Issue.record("performAsync must throw")
      } catch {
        #expect(error.code == .viewRoute(.invalidSource))
        #expect(error.action == .`init`)
      }
    }
  }

  @MainActor fileprivate func performAsyncThrowsTheErrorThePerformEndsWith() async {
    await Self.run { _ in
      do throws(RouteFailure) {
        _ = try await Router.performAsync(
          to: RoutableView<any AViewInput>(), path: .presentModally(from: Self.makeController())
        ) { config, _ in
          config.addUserInfo(forKey: "fail", object: true)
        }
        Issue.record("performAsync must throw")
      } catch {
        #expect(error.code == .route(.destinationUnavailable))
      }
    }
  }

  @MainActor fileprivate func removeRouteAsyncReturnsOnceTheDismissalIsApplied() async throws {
    try await Self.run { log in
      let source = Self.screen()
      let (router, _) = try await Router.performAsync(
        to: RoutableView<any AViewInput>(), path: .presentModally(from: source))
      #expect(source.presentedViewController != nil)
      try await router.removeRouteAsync { config in
        config.successHandler = { log.record("removed") }
      }
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
      #expect(log.events.last == "removed")
    }
  }

  @MainActor fileprivate func removeRouteAsyncReturnsOnceThePopIsApplied() async throws {
    try await Self.run { _ in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let (router, _) = try await Router.performAsync(to: RoutableView<any AViewInput>(), path: .push(from: source))
      #expect(navigation.viewControllers.count == 2)
      try await router.removeRouteAsync()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [source])
    }
  }

  @MainActor fileprivate func removeRouteAsyncThrowsActionFailedWhenNothingCanBeRemoved() async throws {
    try await Self.run { _ in
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: Self.makeController())))
      do throws(RouteFailure) {
        try await router.removeRouteAsync()
        Issue.record("removeRouteAsync must throw")
      } catch {
        #expect(error.code == .route(.actionFailed))
        #expect(error.action == .removeRoute)
      }
    }
  }
}
