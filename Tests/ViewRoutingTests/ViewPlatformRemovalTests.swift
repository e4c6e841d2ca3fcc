import Foundation
import Testing
import ViewTestSupport

@testable import ZRouterCore

/// Removals the platform makes on its own (a back swipe, an interactive dismissal, a parent dropping a child): the
/// router learns of them from the host and ends its route as `removeRoute` would, then can perform again.
@MainActor @Suite struct ViewPlatformRemovalTests {
  /// What a removal sends, in order, when the host removed the destination by itself.
  @Test(arguments: viewTestHosts) func anInteractivePopEndsThePushRouteWithTheRemovalHooksAndHandlers(
    host: any ViewTestHost
  ) throws {
    try host.anInteractivePopEndsThePushRouteWithTheRemovalHooksAndHandlers()
  }

  @Test(arguments: viewTestHosts) func anInteractiveDismissEndsThePresentRouteAndTheRouterPresentsAgain(
    host: any ViewTestHost
  ) throws {
    try host.anInteractiveDismissEndsThePresentRouteAndTheRouterPresentsAgain()
  }

  @Test(arguments: viewTestHosts) func aParentDroppingAChildEndsTheChildRoute(host: any ViewTestHost) throws {
    try host.aParentDroppingAChildEndsTheChildRoute()
  }

  @Test(arguments: viewTestHosts) func aRemovalTheRouterAsksForIsReportedOnceEvenThoughTheHostAlsoSeesIt(
    host: any ViewTestHost
  ) throws {
    try host.aRemovalTheRouterAsksForIsReportedOnceEvenThoughTheHostAlsoSeesIt()
  }

  @Test(arguments: viewTestHosts) func aRemovalSeenByAnOlderPerformIsIgnoredByTheRouterThatPerformedAgain(
    host: any ViewTestHost
  ) throws {
    try host.aRemovalSeenByAnOlderPerformIsIgnoredByTheRouterThatPerformedAgain()
  }

  @Test(arguments: viewTestHosts) func theDestinationsHostTellsEveryObserverOnceAndThenForgetsIt(host: any ViewTestHost)
  {
    host.theDestinationsHostTellsEveryObserverOnceAndThenForgetsIt()
  }
}

@MainActor extension ViewTestHost {
  fileprivate static var removalEvents: [String] {
    [
      "state removing", "remove.prepareDestination", "A.willRemove", "Observer.willRemove", "state removed",
      "A.didRemove", "Observer.didRemove", "remove.success", "remove.completion true RemoveRoute",
      "remove.performerSuccess",
    ]
  }

  @MainActor fileprivate func anInteractivePopEndsThePushRouteWithTheRemovalHooksAndHandlers() throws {
    try Self.run { log in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .push(from: source),
          configuring: { config, _ in config.stateNotifier = { _, new in log.record("state \(new)") } },
          removing: { log.install(onRemoval: $0) }))
      Self.settle()
      log.clear()
      let popped = Self.swipeBack(navigation)
      #expect(popped is AViewController)
      #expect(router.state == .removed)
      // The host's own callback comes first: the router learns of the pop once it happened.
      #expect(log.events == ["host.leftParent"] + Self.removalEvents)
      #expect(navigation.viewControllers == [source])
    }
  }

  @MainActor fileprivate func anInteractiveDismissEndsThePresentRouteAndTheRouterPresentsAgain() throws {
    try Self.run { log in
      let source = Self.screen()
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .presentModally(from: source),
          configuring: { config, _ in config.stateNotifier = { _, new in log.record("state \(new)") } },
          removing: { log.install(onRemoval: $0) }))
      Self.settle()
      let first = try #require(source.presentedViewController)
      log.clear()
      Self.swipeDown(first)
      #expect(router.state == .removed)
      #expect(log.events == Self.removalEvents)
      #expect(router.canPerform)
      router.performRoute()
      Self.settle()
      #expect(router.state == .routed)
      #expect(source.presentedViewController is AViewController)
      #expect(source.presentedViewController !== first)
    }
  }

  @MainActor fileprivate func aParentDroppingAChildEndsTheChildRoute() throws {
    try Self.run { log in
      let source = Self.screen()
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(),
          path: .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: source)),
          configuring: { _, _ in }, removing: { log.install(onRemoval: $0) }))
      Self.settle()
      let child = try #require(source.children.first)
      log.clear()
      child.willMove(toParent: nil)
      child.hostView.removeFromSuperview()
      child.removeFromParent()
      Self.settle()
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

  @MainActor fileprivate func aRemovalTheRouterAsksForIsReportedOnceEvenThoughTheHostAlsoSeesIt() throws {
    try Self.run { log in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
      Self.settle()
      #expect(router.state == .routed)
      router.removeRoute(configuring: { log.install(onRemoval: $0) })
      Self.settle()
      #expect(router.state == .removed)
      #expect(log.events.filter { $0 == "remove.success" }.count == 1)
      #expect(log.events.filter { $0 == "A.didRemove" }.count == 1)
      #expect(navigation.viewControllers == [source])
    }
  }

  @MainActor fileprivate func aRemovalSeenByAnOlderPerformIsIgnoredByTheRouterThatPerformedAgain() throws {
    try Self.run { log in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .push(from: source), configuring: { _, _ in },
          removing: { log.install(onRemoval: $0) }))
      Self.settle()
      Self.swipeBack(navigation)
      router.performRoute()
      Self.settle()
      #expect(router.state == .routed)
      log.clear()
      Self.swipeBack(navigation)
      #expect(router.state == .removed)
      #expect(log.events.filter { $0 == "remove.success" }.count == 1)
    }
  }

  @MainActor fileprivate func theDestinationsHostTellsEveryObserverOnceAndThenForgetsIt() {
    let source = Self.makeController()
    let navigation = Self.navigation(home: source)
    let pushed = Self.makeController()
    var calls = 0
    navigation.pushViewController(pushed, animated: false)
    Self.settle()
    pushed.zix_observeRemoval { calls += 1 }
    Self.swipeBack(navigation)
    navigation.pushViewController(pushed, animated: false)
    Self.settle()
    navigation.popViewController(animated: false)
    Self.settle()
    #expect(calls == 1)
  }
}
