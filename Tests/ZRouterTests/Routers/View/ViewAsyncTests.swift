import Foundation
import Testing

@testable import ZRouterCore
import ViewTestSupport

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// The async entry points of view routing: results, typed errors, deferred transitions.
@MainActor @Suite(.awaitedRoutes) struct ViewAsyncTests {
  @Test func performAsyncReturnsTheRoutedRouterAndItsDestination() async throws {
    try await ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
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

  @Test(.headlessTransitions(.deferred))
  func performAsyncReturnsOnlyOnceADeferredTransitionIsApplied() async throws {
    try await ViewFixtureRegistry.run { _ in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let routerType = try #require(Router.to(RoutableView<any AViewInput>()))
      let (router, destination) = try await routerType.performAsync(path: .push(from: source))
      #expect(router.state == .routed)
      #expect(navigation.topViewController === destination)
    }
  }

  @Test func performAsyncThrowsInvalidProtocolWhenNoRouterIsRegistered() async {
    await ViewFixtureRegistry.run { _ in
      do throws(RouteFailure) {
        _ = try await Router.performAsync(to: RoutableView<any UnprovidedViewInput>(), path: .makeDestination)
        Issue.record("performAsync must throw")
      } catch {
        #expect(error.code == .route(.invalidProtocol))
        #expect(error.action == .toView)
      }
    }
  }

  @Test func performAsyncThrowsTheInitValidationError() async {
    await ViewFixtureRegistry.run { _ in
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

  @Test(.headlessTransitions(.deferred))
  func performAsyncThrowsTheErrorThePerformEndsWith() async {
    await ViewFixtureRegistry.run { _ in
      do throws(RouteFailure) {
        _ = try await Router.performAsync(
          to: RoutableView<any AViewInput>(), path: .presentModally(from: TestViewController())
        ) { config, _ in
          config.addUserInfo(forKey: "fail", object: true)
        }
        Issue.record("performAsync must throw")
      } catch {
        #expect(error.code == .route(.destinationUnavailable))
      }
    }
  }

  @Test(.headlessTransitions(.deferred))
  func removeRouteAsyncReturnsOnceTheDismissalIsApplied() async throws {
    try await ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
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

  @Test(.headlessTransitions(.deferred))
  func removeRouteAsyncReturnsOnceThePopIsApplied() async throws {
    try await ViewFixtureRegistry.run { _ in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let (router, _) = try await Router.performAsync(to: RoutableView<any AViewInput>(), path: .push(from: source))
      #expect(navigation.viewControllers.count == 2)
      try await router.removeRouteAsync()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [source])
    }
  }

  @Test func removeRouteAsyncThrowsActionFailedWhenNothingCanBeRemoved() async throws {
    try await ViewFixtureRegistry.run { _ in
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: TestViewController())))
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
