import Foundation
import Testing
import ViewTestSupport

@testable import ZRouterCore

/// The state machine of view routers: performing in the wrong state, `canPerform`, `canRemove`, user info.
@MainActor @Suite struct ViewRouterStateTests {
  @Test(arguments: viewTestHosts) func performingARoutedPresentationFailsWithActionFailedAndStaysRouted(
    host: any ViewTestHost
  ) throws {
    try host.performingARoutedPresentationFailsWithActionFailedAndStaysRouted()
  }

  @Test(arguments: viewTestHosts) func performingARoutedPushFailsWithActionFailedAndPushesNothing(
    host: any ViewTestHost
  ) throws {
    try host.performingARoutedPushFailsWithActionFailedAndPushesNothing()
  }

  @Test(.headlessTransitions(.deferred), arguments: viewTestHosts)
  func performingWhileRoutingFailsWithOverRouteAndCallsOnlyThatCallsPerformerAndTheGlobalHandler(host: any ViewTestHost)
    async throws
  {
    try await host.performingWhileRoutingFailsWithOverRouteAndCallsOnlyThatCallsPerformerAndTheGlobalHandler()
  }

  @Test(.headlessTransitions(.deferred), arguments: viewTestHosts)
  func performingWhileRemovingFailsWithActionFailedAndCallsOnlyThatCallsPerformerAndTheGlobalHandler(
    host: any ViewTestHost
  ) async throws {
    try await host.performingWhileRemovingFailsWithActionFailedAndCallsOnlyThatCallsPerformerAndTheGlobalHandler()
  }

  @Test(.headlessTransitions(.deferred), arguments: viewTestHosts)
  func removingWhileARemovalIsInFlightFailsWithoutTouchingTheHandlersOfThatRemoval(host: any ViewTestHost) async throws
  {
    try await host.removingWhileARemovalIsInFlightFailsWithoutTouchingTheHandlersOfThatRemoval()
  }

  @Test(arguments: viewTestHosts) func performingARoutedMakeDestinationRouteAgainMakesANewDestination(
    host: any ViewTestHost
  ) throws {
    try host.performingARoutedMakeDestinationRouteAgainMakesANewDestination()
  }

  @Test(arguments: viewTestHosts) func aDestinationPoppedByTheAppEndsTheRouteAndPerformingAgainDisplaysANewDestination(
    host: any ViewTestHost
  ) throws {
    try host.aDestinationPoppedByTheAppEndsTheRouteAndPerformingAgainDisplaysANewDestination()
  }

  @Test(arguments: viewTestHosts) func aRemovedRouterPerformsAgainFromScratch(host: any ViewTestHost) throws {
    try host.aRemovedRouterPerformsAgainFromScratch()
  }

  @Test(.headlessTransitions(.deferred), arguments: viewTestHosts)
  func aDiscardedRouterStaysAliveUntilItsDeferredTransitionEnds(host: any ViewTestHost) async {
    await host.aDiscardedRouterStaysAliveUntilItsDeferredTransitionEnds()
  }

  @Test(.headlessTransitions(.deferred), arguments: viewTestHosts)
  func aDiscardedRouterStaysAliveUntilItsDeferredRemovalEnds(host: any ViewTestHost) async throws {
    try await host.aDiscardedRouterStaysAliveUntilItsDeferredRemovalEnds()
  }

  @Test(.headlessTransitions(.deferred), arguments: viewTestHosts) func canPerformIsFalseWhileRoutingAndWhileRemoving(
    host: any ViewTestHost
  ) async throws {
    try await host.canPerformIsFalseWhileRoutingAndWhileRemoving()
  }

  @Test(arguments: viewTestHosts) func canPerformIsFalseWhenRoutedWithTheDestinationStillDisplayed(
    host: any ViewTestHost
  ) throws {
    try host.canPerformIsFalseWhenRoutedWithTheDestinationStillDisplayed()
  }

  @Test(arguments: viewTestHosts) func canPerformOfACustomRouteIsWhatCanPerformCustomRouteAnswers(
    host: any ViewTestHost
  ) throws {
    try host.canPerformOfACustomRouteIsWhatCanPerformCustomRouteAnswers()
  }

  @Test(arguments: viewTestHosts) func canPerformIsFalseOnceTheSourceWasReleased(host: any ViewTestHost) throws {
    try host.canPerformIsFalseOnceTheSourceWasReleased()
  }

  @Test(arguments: viewTestHosts) func canPerformOfAPushNeedsANavigationStackWithoutTheDestination(
    host: any ViewTestHost
  ) throws {
    try host.canPerformOfAPushNeedsANavigationStackWithoutTheDestination()
  }

  @Test(arguments: viewTestHosts) func canPerformOfAPresentationIsFalseWhileTheSourcePresentsSomethingElse(
    host: any ViewTestHost
  ) throws {
    try host.canPerformOfAPresentationIsFalseWhileTheSourcePresentsSomethingElse()
  }

  @Test(arguments: viewTestHosts) func canPerformOfARoutedMakeDestinationRouteIsTrue(host: any ViewTestHost) throws {
    try host.canPerformOfARoutedMakeDestinationRouteIsTrue()
  }

  @Test(arguments: viewTestHosts) func removingAnUnperformedRouterFailsWithActionFailedAndCanRemoveIsFalse(
    host: any ViewTestHost
  ) {
    host.removingAnUnperformedRouterFailsWithActionFailedAndCanRemoveIsFalse()
  }

  @Test(arguments: viewTestHosts) func aRouterWhosePerformFailedCannotBeRemoved(host: any ViewTestHost) throws {
    try host.aRouterWhosePerformFailedCannotBeRemoved()
  }

  @Test(arguments: viewTestHosts) func askingCanRemoveOnceTheDestinationWasReleasedMovesTheRouterToRemoved(
    host: any ViewTestHost
  ) throws {
    try host.askingCanRemoveOnceTheDestinationWasReleasedMovesTheRouterToRemoved()
  }

  @Test(arguments: viewTestHosts) func canRemoveIsTrueWhileTheDestinationIsWhereTheRouteLeftIt(host: any ViewTestHost)
    throws
  {
    try host.canRemoveIsTrueWhileTheDestinationIsWhereTheRouteLeftIt()
  }

  @Test(arguments: viewTestHosts) func userInfoIsEmptiedWhenTheRouterIsRemoved(host: any ViewTestHost) throws {
    try host.userInfoIsEmptiedWhenTheRouterIsRemoved()
  }
}

@MainActor extension ViewTestHost {
  // MARK: Wrong-state table

  @MainActor fileprivate func performingARoutedPresentationFailsWithActionFailedAndStaysRouted() throws {
    try Self.run { log in
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
        })
      Self.settle()
      let presented = source.presentedViewController
      log.clear()
      router.performRoute(completion: { success, destination, action, error in
        log.record("call \(success) \(ViewEventLog.describe(action, error))")
      })
      Self.settle()
      #expect(
        log.events == [
          "error PerformRoute 3", "completion false destination PerformRoute 3", "global PerformRoute 3",
          "call false PerformRoute 3",
        ])
      #expect(router.state == .routed)
      #expect(source.presentedViewController === presented)
    }
  }

  @MainActor fileprivate func performingARoutedPushFailsWithActionFailedAndPushesNothing() throws {
    try Self.run { log in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
      Self.settle()
      var failure: Int?
      router.performRoute(
        successHandler: { _ in Issue.record("must not succeed") }, errorHandler: { failure = errorCode($1) })
      Self.settle()
      #expect(failure == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(router.state == .routed)
      #expect(navigation.viewControllers.count == 2)
    }
  }

  @MainActor
  fileprivate func performingWhileRoutingFailsWithOverRouteAndCallsOnlyThatCallsPerformerAndTheGlobalHandler()
    async throws
  {
    try await Self.run { log in
      let source = Self.screen()
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
      await Self.finishTransitions()
      // The first perform still ends normally, with its own performer handler.
      #expect(
        log.events == [
          "state routed", "A.didPerform", "Observer.didPerform", "success", "completion true destination PerformRoute",
          "performerSuccess",
        ])
      #expect(router.state == .routed)
    }
  }

  @MainActor
  fileprivate func performingWhileRemovingFailsWithActionFailedAndCallsOnlyThatCallsPerformerAndTheGlobalHandler()
    async throws
  {
    try await Self.run { log in
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
        })
      await Self.finishTransitions()
      router.removeRoute()
      #expect(router.state == .removing)
      log.clear()
      router.performRoute(completion: { success, _, action, error in
        log.record("call \(success) \(ViewEventLog.describe(action, error))")
      })
      #expect(log.events == ["call false PerformRoute 3", "global PerformRoute 3"])
      await Self.finishTransitions()
      #expect(router.state == .removed)
    }
  }

  @MainActor fileprivate func removingWhileARemovalIsInFlightFailsWithoutTouchingTheHandlersOfThatRemoval() async throws
  {
    try await Self.run { log in
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      await Self.finishTransitions()
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
      await Self.finishTransitions()
      #expect(router.state == .removed)
      #expect(
        log.events.suffix(3) == ["remove.success", "remove.completion true RemoveRoute", "remove.performerSuccess"])
    }
  }

  @MainActor fileprivate func performingARoutedMakeDestinationRouteAgainMakesANewDestination() throws {
    try Self.run { log in
      var made: [any AViewInput] = []
      var performerCalls = 0
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { made.append($0) }
          config.performerSuccessHandler = { _ in performerCalls += 1 }
        })
      Self.settle()
      #expect(router.state == .routed)
      #expect(router.shouldRemoveBeforePerform == false)
      var again: (any AViewInput)?
      router.performRoute(successHandler: { again = $0 })
      Self.settle()
      #expect(router.state == .routed)
      #expect(made.count == 2)
      #expect(made[0] !== made[1])
      #expect(again === made[1])
      #expect(performerCalls == 1)
      #expect(log.events.filter { $0 == "A.destination" }.count == 2)
    }
  }

  @MainActor fileprivate func aDestinationPoppedByTheAppEndsTheRouteAndPerformingAgainDisplaysANewDestination() throws {
    try Self.run { _ in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
      Self.settle()
      weak let first = navigation.topViewController
      navigation.popViewController(animated: false)
      Self.settle()
      #expect(first == nil)
      // The host told the router of the pop: the route is over.
      #expect(router.state == .removed)
      #expect(router.shouldRemoveBeforePerform == false)
      #expect(router.canPerform)
      router.performRoute()
      Self.settle()
      #expect(router.state == .routed)
      #expect(navigation.viewControllers.count == 2)
      #expect(navigation.topViewController is AViewController)
    }
  }

  @MainActor fileprivate func aRemovedRouterPerformsAgainFromScratch() throws {
    try Self.run { log in
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      Self.settle()
      let first = source.presentedViewController
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
      log.clear()
      var succeeded = false
      router.performRoute(successHandler: { _ in succeeded = true })
      Self.settle()
      #expect(succeeded)
      #expect(router.state == .routed)
      #expect(source.presentedViewController is AViewController)
      #expect(source.presentedViewController !== first)
      #expect(log.events.first == "A.destination")
    }
  }

  @MainActor fileprivate func aDiscardedRouterStaysAliveUntilItsDeferredTransitionEnds() async {
    await Self.run { log in
      let source = Self.screen()
      weak let router = Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) {
        config, _ in
        config.successHandler = { _ in log.record("presented") }
      }?.router
      #expect(router?.state == .routing)
      await Self.finishTransitions()
      #expect(log.events.contains("presented"))
      #expect(source.presentedViewController is AViewController)
      #expect(router == nil)
    }
  }

  @MainActor fileprivate func aDiscardedRouterStaysAliveUntilItsDeferredRemovalEnds() async throws {
    try await Self.run { log in
      let source = Self.screen()
      var router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      await Self.finishTransitions()
      weak let anyRouter = router.router
      router.removeRoute(successHandler: { log.record("dismissed") })
      router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination))
      #expect(anyRouter?.state == .removing)
      await Self.finishTransitions()
      #expect(log.events.contains("dismissed"))
      #expect(source.presentedViewController == nil)
      #expect(anyRouter == nil)
    }
  }

  // MARK: canPerform

  @MainActor fileprivate func canPerformIsFalseWhileRoutingAndWhileRemoving() async throws {
    try await Self.run { _ in
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      #expect(router.state == .routing)
      #expect(!router.canPerform)
      await Self.finishTransitions()
      router.removeRoute()
      #expect(router.state == .removing)
      #expect(!router.canPerform)
      await Self.finishTransitions()
      #expect(router.state == .removed)
      #expect(router.canPerform)
    }
  }

  @MainActor fileprivate func canPerformIsFalseWhenRoutedWithTheDestinationStillDisplayed() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      Self.settle()
      #expect(router.shouldRemoveBeforePerform)
      #expect(!router.canPerform)
      router.removeRoute()
      Self.settle()
      #expect(router.canPerform)
    }
  }

  @MainActor fileprivate func canPerformOfACustomRouteIsWhatCanPerformCustomRouteAnswers() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any CViewInput>(), path: .custom(from: source)))
      Self.settle()
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(router.canPerform)
      // CCustomViewRouter<Self>.canPerformCustomRoute() is false unless the source is a controller.
      let viewSourced = try #require(
        Router.perform(to: RoutableView<any CViewInput>(), path: .custom(from: Self.makeView())))
      Self.settle()
      #expect(viewSourced.state == .unrouted)
      #expect(!viewSourced.canPerform)
    }
  }

  @MainActor fileprivate func canPerformIsFalseOnceTheSourceWasReleased() throws {
    try Self.run { _ in
      var source: Controller? = Self.screen()
      weak let weakSource = source
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source!)))
      Self.settle()
      router.removeRoute()
      Self.settle()
      #expect(router.canPerform)
      Self.leaveScreen(source!)
      source = nil
      #expect(weakSource == nil)
      #expect(!router.canPerform)
    }
  }

  @MainActor fileprivate func canPerformOfAPushNeedsANavigationStackWithoutTheDestination() throws {
    try Self.run { _ in
      let outside = Self.makeController()
      let unstacked = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: outside)))
      Self.settle()
      #expect(unstacked.state == .unrouted)
      #expect(!unstacked.canPerform)

      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
      Self.settle()
      let destination = try #require(navigation.topViewController as? AViewController)
      router.removeRoute()
      Self.settle()
      #expect(router.canPerform)
      // The app pushes the old destination itself: the router must not push it twice.
      navigation.pushViewController(Self.controller(destination), animated: false)
      Self.settle()
      #expect(router.state == .removed)
      #expect(!router.canPerform)
    }
  }

  @MainActor fileprivate func canPerformOfAPresentationIsFalseWhileTheSourcePresentsSomethingElse() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      Self.settle()
      router.removeRoute()
      Self.settle()
      #expect(router.canPerform)
      source.present(Self.makeController(), animated: false)
      Self.settle()
      #expect(!router.canPerform)
    }
  }

  @MainActor fileprivate func canPerformOfARoutedMakeDestinationRouteIsTrue() throws {
    try Self.run { _ in
      var kept: (any AViewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { kept = $0 }
        })
      Self.settle()
      #expect(kept != nil)
      #expect(router.state == .routed)
      #expect(router.canPerform)
    }
  }

  // MARK: canRemove and removal preconditions

  @MainActor fileprivate func removingAnUnperformedRouterFailsWithActionFailedAndCanRemoveIsFalse() {
    Self.run { log in
      let router = AViewRouter<Self>(configuration: AViewModuleConfiguration())
      #expect(router.state == .unrouted)
      #expect(!router.canRemoveRoute)
      log.install(onRemovalConfiguration: router.original_removeConfiguration)
      router.removeRoute()
      Self.settle()
      #expect(
        log.events == [
          "remove.error RemoveRoute 3", "remove.completion false RemoveRoute 3", "remove.performerError RemoveRoute 3",
          "global RemoveRoute 3",
        ])
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKRouteError.Code.actionFailed.rawValue)
    }
  }

  @MainActor fileprivate func aRouterWhosePerformFailedCannotBeRemoved() throws {
    try Self.run { _ in
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: Self.makeController())))
      Self.settle()
      #expect(router.state == .unrouted)
      #expect(!router.canRemove)
      var failure: (ZIKRouteAction, Int?)?
      router.removeRoute(completion: { _, action, error in failure = (action, errorCode(error)) })
      Self.settle()
      #expect(failure?.0 == .removeRoute)
      #expect(failure?.1 == ZIKRouteError.Code.actionFailed.rawValue)
    }
  }

  @MainActor fileprivate func askingCanRemoveOnceTheDestinationWasReleasedMovesTheRouterToRemoved() throws {
    try Self.run { log in
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.stateNotifier = { _, new in log.record("state \(new)") }
        })
      Self.settle()
      // Nobody kept the made destination: the router only held it weakly.
      #expect(router.state == .routed)
      log.clear()
      #expect(!router.canRemove)
      #expect(router.state == .removed)
      #expect(log.events == ["state removed"])
    }
  }

  @MainActor fileprivate func canRemoveIsTrueWhileTheDestinationIsWhereTheRouteLeftIt() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      Self.settle()
      #expect(router.canRemove)
      let presented = try #require(source.presentedViewController)
      presented.dismiss(animated: false)
      Self.settle()
      // Dismissed behind the router's back, but still alive (held here): the host told the router, the route is
      // over and there is nothing left to remove.
      #expect(!router.canRemove)
      #expect(router.state == .removed)
      var code: Int?
      router.removeRoute(errorHandler: { code = errorCode($1) })
      Self.settle()
      #expect(code == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(router.state == .removed)
    }
  }

  @MainActor fileprivate func userInfoIsEmptiedWhenTheRouterIsRemoved() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.addUserInfo(["note": "n1", "mode": 2])
        })
      Self.settle()
      #expect(router.configuration.userInfo["note"] as? String == "n1")
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(router.configuration.userInfo.isEmpty)
    }
  }
}
