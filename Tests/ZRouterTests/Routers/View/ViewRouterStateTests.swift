import Foundation
import Testing

@testable import ZRouterCore
import ViewTestSupport

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// The state machine of view routers: performing in the wrong state, `canPerform`, `canRemove`, user info.
@MainActor @Suite struct ViewRouterStateTests {
  // MARK: Wrong-state table

  @Test func performingARoutedPresentationFailsWithActionFailedAndStaysRouted() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
        })
      TestStage.settle()
      let presented = source.presentedViewController
      log.clear()
      router.performRoute(completion: { success, destination, action, error in
        log.record("call \(success) \(ViewEventLog.describe(action, error))")
      })
      TestStage.settle()
      #expect(
        log.events == [
          "error PerformRoute 3", "completion false destination PerformRoute 3", "global PerformRoute 3",
          "call false PerformRoute 3",
        ])
      #expect(router.state == .routed)
      #expect(source.presentedViewController === presented)
    }
  }

  @Test func performingARoutedPushFailsWithActionFailedAndPushesNothing() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
      TestStage.settle()
      var failure: Int?
      router.performRoute(
        successHandler: { _ in Issue.record("must not succeed") }, errorHandler: { failure = errorCode($1) })
      TestStage.settle()
      #expect(failure == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(router.state == .routed)
      #expect(navigation.viewControllers.count == 2)
    }
  }

  @Test(.headlessTransitions(.deferred))
  func performingWhileRoutingFailsWithOverRouteAndCallsOnlyThatCallsPerformerAndTheGlobalHandler() async throws {
    try await ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
        })
      #expect(router.state == .routing)
      log.clear()
      router.performRoute(completion: { success, _, action, error in
        log.record("call \(success) \(ViewEventLog.describe(action, error))")
      })
      #expect(log.events == ["call false PerformRoute 4", "global PerformRoute 4"])
      #expect(router.state == .routing)
      log.clear()
      await TestStage.finishTransitions()
      // The first perform still ends normally, with its own performer handler.
      #expect(
        log.events == [
          "state routed", "A.didPerform", "Observer.didPerform", "success", "completion true destination PerformRoute",
          "performerSuccess",
        ])
      #expect(router.state == .routed)
    }
  }

  @Test(.headlessTransitions(.deferred))
  func performingWhileRemovingFailsWithActionFailedAndCallsOnlyThatCallsPerformerAndTheGlobalHandler() async throws {
    try await ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
        })
      await TestStage.finishTransitions()
      router.removeRoute()
      #expect(router.state == .removing)
      log.clear()
      router.performRoute(completion: { success, _, action, error in
        log.record("call \(success) \(ViewEventLog.describe(action, error))")
      })
      #expect(log.events == ["call false PerformRoute 3", "global PerformRoute 3"])
      await TestStage.finishTransitions()
      #expect(router.state == .removed)
    }
  }

  @Test(.headlessTransitions(.deferred))
  func removingWhileARemovalIsInFlightFailsWithoutTouchingTheHandlersOfThatRemoval() async throws {
    try await ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      await TestStage.finishTransitions()
      router.removeRoute(configuring: { log.install(onRemoval: $0) })
      #expect(router.state == .removing)
      log.clear()
      router.removeRoute(completion: { success, action, error in
        log.record("call \(success) \(ViewEventLog.describe(action, error))")
      })
      #expect(
        log.events == [
          "remove.error RemoveRoute 3", "remove.completion false RemoveRoute 3", "call false RemoveRoute 3",
          "global RemoveRoute 3",
        ])
      log.clear()
      await TestStage.finishTransitions()
      #expect(router.state == .removed)
      #expect(
        log.events.suffix(3) == ["remove.success", "remove.completion true RemoveRoute", "remove.performerSuccess"])
    }
  }

  @Test func performingARoutedMakeDestinationRouteAgainMakesANewDestination() throws {
    try ViewFixtureRegistry.run { log in
      var made: [any AViewInput] = []
      var performerCalls = 0
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { made.append($0) }
          config.performerSuccessHandler = { _ in performerCalls += 1 }
        })
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(router.shouldRemoveBeforePerform == false)
      var again: (any AViewInput)?
      router.performRoute(successHandler: { again = $0 })
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(made.count == 2)
      #expect(made[0] !== made[1])
      #expect(again === made[1])
      #expect(performerCalls == 1)
      #expect(log.events.filter { $0 == "A.destination" }.count == 2)
    }
  }

  @Test func aDestinationPoppedByTheAppEndsTheRouteAndPerformingAgainDisplaysANewDestination() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
      TestStage.settle()
      weak let first = navigation.topViewController
      navigation.popViewController(animated: false)
      TestStage.settle()
      #expect(first == nil)
      // The host told the router of the pop: the route is over.
      #expect(router.state == .removed)
      #expect(router.shouldRemoveBeforePerform == false)
      #expect(router.canPerform)
      router.performRoute()
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(navigation.viewControllers.count == 2)
      #expect(navigation.topViewController is AViewController)
    }
  }

  @Test func aRemovedRouterPerformsAgainFromScratch() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      TestStage.settle()
      let first = source.presentedViewController
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
      log.clear()
      var succeeded = false
      router.performRoute(successHandler: { _ in succeeded = true })
      TestStage.settle()
      #expect(succeeded)
      #expect(router.state == .routed)
      #expect(source.presentedViewController is AViewController)
      #expect(source.presentedViewController !== first)
      #expect(log.events.first == "A.destination")
    }
  }

  @Test(.headlessTransitions(.deferred))
  func aDiscardedRouterStaysAliveUntilItsDeferredTransitionEnds() async {
    await ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      weak let router = Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) {
        config, _ in
        config.successHandler = { _ in log.record("presented") }
      }?.router
      #expect(router?.state == .routing)
      await TestStage.finishTransitions()
      #expect(log.events.contains("presented"))
      #expect(source.presentedViewController is AViewController)
      #expect(router == nil)
    }
  }

  @Test(.headlessTransitions(.deferred))
  func aDiscardedRouterStaysAliveUntilItsDeferredRemovalEnds() async throws {
    try await ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      var router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      await TestStage.finishTransitions()
      weak let anyRouter = router.router
      router.removeRoute(successHandler: { log.record("dismissed") })
      router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination))
      #expect(anyRouter?.state == .removing)
      await TestStage.finishTransitions()
      #expect(log.events.contains("dismissed"))
      #expect(source.presentedViewController == nil)
      #expect(anyRouter == nil)
    }
  }

  // MARK: canPerform

  @Test(.headlessTransitions(.deferred))
  func canPerformIsFalseWhileRoutingAndWhileRemoving() async throws {
    try await ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      #expect(router.state == .routing)
      #expect(!router.canPerform)
      await TestStage.finishTransitions()
      router.removeRoute()
      #expect(router.state == .removing)
      #expect(!router.canPerform)
      await TestStage.finishTransitions()
      #expect(router.state == .removed)
      #expect(router.canPerform)
    }
  }

  @Test func canPerformIsFalseWhenRoutedWithTheDestinationStillDisplayed() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      TestStage.settle()
      #expect(router.shouldRemoveBeforePerform)
      #expect(!router.canPerform)
      router.removeRoute()
      TestStage.settle()
      #expect(router.canPerform)
    }
  }

  @Test func canPerformOfACustomRouteIsWhatCanPerformCustomRouteAnswers() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(Router.perform(to: RoutableView<any CViewInput>(), path: .custom(from: source)))
      TestStage.settle()
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(router.canPerform)
      // CCustomViewRouter.canPerformCustomRoute() is false unless the source is a controller.
      let viewSourced = try #require(
        Router.perform(to: RoutableView<any CViewInput>(), path: .custom(from: TestView())))
      TestStage.settle()
      #expect(viewSourced.state == .unrouted)
      #expect(!viewSourced.canPerform)
    }
  }

  @Test func canPerformIsFalseOnceTheSourceWasReleased() throws {
    try ViewFixtureRegistry.run { _ in
      var source: TestViewController? = TestStage.screen()
      weak let weakSource = source
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source!)))
      TestStage.settle()
      router.removeRoute()
      TestStage.settle()
      #expect(router.canPerform)
      TestStage.leaveScreen(source!)
      source = nil
      #expect(weakSource == nil)
      #expect(!router.canPerform)
    }
  }

  @Test func canPerformOfAPushNeedsANavigationStackWithoutTheDestination() throws {
    try ViewFixtureRegistry.run { _ in
      let outside = TestViewController()
      let unstacked = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: outside)))
      TestStage.settle()
      #expect(unstacked.state == .unrouted)
      #expect(!unstacked.canPerform)

      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
      TestStage.settle()
      let destination = try #require(navigation.topViewController as? AViewController)
      router.removeRoute()
      TestStage.settle()
      #expect(router.canPerform)
      // The app pushes the old destination itself: the router must not push it twice.
      navigation.pushViewController(destination, animated: false)
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(!router.canPerform)
    }
  }

  @Test func canPerformOfAPresentationIsFalseWhileTheSourcePresentsSomethingElse() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      TestStage.settle()
      router.removeRoute()
      TestStage.settle()
      #expect(router.canPerform)
      source.present(TestViewController(), animated: false)
      TestStage.settle()
      #expect(!router.canPerform)
    }
  }

  @Test func canPerformOfARoutedMakeDestinationRouteIsTrue() throws {
    try ViewFixtureRegistry.run { _ in
      var kept: (any AViewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { kept = $0 }
        })
      TestStage.settle()
      #expect(kept != nil)
      #expect(router.state == .routed)
      #expect(router.canPerform)
    }
  }

  // MARK: canRemove and removal preconditions

  @Test func removingAnUnperformedRouterFailsWithActionFailedAndCanRemoveIsFalse() {
    ViewFixtureRegistry.run { log in
      let router = AViewRouter(configuration: AViewModuleConfiguration())
      #expect(router.state == .unrouted)
      #expect(!router.canRemoveRoute)
      log.install(onRemovalConfiguration: router.original_removeConfiguration)
      router.removeRoute()
      TestStage.settle()
      #expect(
        log.events == [
          "remove.error RemoveRoute 3", "remove.completion false RemoveRoute 3", "remove.performerError RemoveRoute 3",
          "global RemoveRoute 3",
        ])
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKRouteError.Code.actionFailed.rawValue)
    }
  }

  @Test func aRouterWhosePerformFailedCannotBeRemoved() throws {
    try ViewFixtureRegistry.run { _ in
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: TestViewController())))
      TestStage.settle()
      #expect(router.state == .unrouted)
      #expect(!router.canRemove)
      var failure: (ZIKRouteAction, Int?)?
      router.removeRoute(completion: { _, action, error in failure = (action, errorCode(error)) })
      TestStage.settle()
      #expect(failure?.0 == .removeRoute)
      #expect(failure?.1 == ZIKRouteError.Code.actionFailed.rawValue)
    }
  }

  @Test func askingCanRemoveOnceTheDestinationWasReleasedMovesTheRouterToRemoved() throws {
    try ViewFixtureRegistry.run { log in
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.stateNotifier = { _, new in log.record("state \(new)") }
        })
      TestStage.settle()
      // Nobody kept the made destination: the router only held it weakly.
      #expect(router.state == .routed)
      log.clear()
      #expect(!router.canRemove)
      #expect(router.state == .removed)
      #expect(log.events == ["state removed"])
    }
  }

  @Test func canRemoveIsTrueWhileTheDestinationIsWhereTheRouteLeftIt() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      TestStage.settle()
      #expect(router.canRemove)
      let presented = try #require(source.presentedViewController)
      presented.dismiss(animated: false)
      TestStage.settle()
      // Dismissed behind the router's back, but still alive (held here): the host told the router, the route is
      // over and there is nothing left to remove.
      #expect(!router.canRemove)
      #expect(router.state == .removed)
      var code: Int?
      router.removeRoute(errorHandler: { code = errorCode($1) })
      TestStage.settle()
      #expect(code == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(router.state == .removed)
    }
  }

  @Test func userInfoIsEmptiedWhenTheRouterIsRemoved() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.addUserInfo(["note": "n1", "mode": 2])
        })
      TestStage.settle()
      #expect(router.configuration.userInfo["note"] as? String == "n1")
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(router.configuration.userInfo.isEmpty)
    }
  }
}
