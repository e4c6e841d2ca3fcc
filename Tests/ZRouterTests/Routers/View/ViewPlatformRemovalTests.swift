import Foundation
import Testing

@testable import ZRouterCore
import ViewTestSupport

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
  @testable import ZRouterUIKit
#endif

/// Removals the platform makes on its own (a back swipe, an interactive dismissal, a parent dropping a child): the
/// router learns of them from the host and ends its route as `removeRoute` would, then can perform again.
@MainActor @Suite struct ViewPlatformRemovalTests {
  /// What a removal sends, in order, when the host removed the destination by itself.
  static let removalEvents = [
    "state removing", "remove.prepareDestination", "A.willRemove", "Observer.willRemove", "state removed",
    "A.didRemove", "Observer.didRemove", "remove.success", "remove.completion true RemoveRoute",
    "remove.performerSuccess",
  ]

  @Test func anInteractivePopEndsThePushRouteWithTheRemovalHooksAndHandlers() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .push(from: source),
          configuring: { config, _ in config.stateNotifier = { _, new in log.record("state \(new)") } },
          removing: { log.install(onRemoval: $0) }))
      TestStage.settle()
      log.clear()
      let popped = TestStage.swipeBack(navigation)
      #expect(popped is AViewController)
      #expect(router.state == .removed)
      // The host's own callback comes first: the router learns of the pop once it happened.
      #expect(log.events == ["host.leftParent"] + Self.removalEvents)
      #expect(navigation.viewControllers == [source])
    }
  }

  @Test func anInteractiveDismissEndsThePresentRouteAndTheRouterPresentsAgain() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .presentModally(from: source),
          configuring: { config, _ in config.stateNotifier = { _, new in log.record("state \(new)") } },
          removing: { log.install(onRemoval: $0) }))
      TestStage.settle()
      let first = try #require(source.presentedViewController)
      log.clear()
      TestStage.swipeDown(first)
      #expect(router.state == .removed)
      #expect(log.events == Self.removalEvents)
      #expect(router.canPerform)
      router.performRoute()
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(source.presentedViewController is AViewController)
      #expect(source.presentedViewController !== first)
    }
  }

  @Test func aParentDroppingAChildEndsTheChildRoute() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(),
          path: .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: source)),
          configuring: { _, _ in }, removing: { log.install(onRemoval: $0) }))
      TestStage.settle()
      let child = try #require(source.children.first)
      log.clear()
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      TestStage.settle()
      #expect(router.state == .removed)
      // Child routes send no AOP, exactly as their removeRoute.
      let removal = [
        "remove.prepareDestination", "remove.success", "remove.completion true RemoveRoute", "remove.performerSuccess",
      ]
      // UIKit's glue looks one main-actor turn after the child's view left the window, once the app's code that
      // dropped it (`removeFromParent()`, which sends `didMove(toParent: nil)`) returned; the headless host reports it
      // from `didMove(toParent: nil)`.
      #expect(log.events == ["host.leftParent"] + removal)
    }
  }

  @Test func aRemovalTheRouterAsksForIsReportedOnceEvenThoughTheHostAlsoSeesIt() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
      TestStage.settle()
      #expect(router.state == .routed)
      router.removeRoute(configuring: { log.install(onRemoval: $0) })
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(log.events.filter { $0 == "remove.success" }.count == 1)
      #expect(log.events.filter { $0 == "A.didRemove" }.count == 1)
      #expect(navigation.viewControllers == [source])
    }
  }

  @Test func aRemovalSeenByAnOlderPerformIsIgnoredByTheRouterThatPerformedAgain() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .push(from: source), configuring: { _, _ in },
          removing: { log.install(onRemoval: $0) }))
      TestStage.settle()
      TestStage.swipeBack(navigation)
      router.performRoute()
      TestStage.settle()
      #expect(router.state == .routed)
      log.clear()
      TestStage.swipeBack(navigation)
      #expect(router.state == .removed)
      #expect(log.events.filter { $0 == "remove.success" }.count == 1)
    }
  }

  @Test func theDestinationsHostTellsEveryObserverOnceAndThenForgetsIt() {
    let source = TestViewController()
    let navigation = TestStage.navigation(home: source)
    let pushed = TestViewController()
    var calls = 0
    navigation.pushViewController(pushed, animated: false)
    TestStage.settle()
    pushed.zix_observeRemoval { calls += 1 }
    TestStage.swipeBack(navigation)
    navigation.pushViewController(pushed, animated: false)
    TestStage.settle()
    navigation.popViewController(animated: false)
    TestStage.settle()
    #expect(calls == 1)
  }
}
