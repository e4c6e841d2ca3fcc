import Foundation
import Testing
import UIKitModel
import ViewTestSupport

@testable import ZRouterCore
@testable import ZRouterUIKit

/// The two removals UIKit announces with no event: `setViewControllers` removing a controller under an unchanged top,
/// and a parent dropping a child while the parent is off screen. Reading the router's state changes nothing; the app's
/// explicit call (`ZIKAnyViewRouter.reportRemovalsMadeElsewhere()`) or any route action ends the route as the host's
/// report would: the hooks and handlers once, and nothing again at a later window change. The tests observe the
/// route through its state notifier and handlers, never through a read that could end it.
@MainActor @Suite(.serialized) struct UIKitLateRemovalTests {
  /// A route of the test with what its handlers counted.
  @MainActor final class Counts {
    var removalHandlers = 0
    var stateChanges: [String] = []
  }

  /// Pushes an `AViewInput` destination from `source`, counting its removal handlers and state changes.
  private func push(
    from source: UIViewController, counts: Counts
  ) throws -> ViewRouter<any AViewInput, ViewRouteConfig> {
    try #require(
      Router.perform(
        to: RoutableView<any AViewInput>(), path: .push(from: source),
        configuring: { config, _ in config.stateNotifier = { counts.stateChanges.append("\($0)→\($1)") } },
        removing: { config in config.successHandler = { counts.removalHandlers += 1 } }))
  }

  /// Adds an `AViewInput` destination as a child of `parent`, its view in the parent's view.
  private func addChild(
    to parent: UIViewController, counts: Counts
  ) throws -> ViewRouter<any AViewInput, ViewRouteConfig> {
    try #require(
      Router.perform(
        to: RoutableView<any AViewInput>(),
        path: .addAsChildViewController(from: parent) { child, completion in
          parent.view.addSubview(testController(child).view)
          completion()
        },
        configuring: { config, _ in config.stateNotifier = { counts.stateChanges.append("\($0)→\($1)") } },
        removing: { config in config.successHandler = { counts.removalHandlers += 1 } }))
  }

  /// The test's window (kept alive, as an app keeps its windows).
  private let scene: UIKitScene
  private let navigation: UINavigationController

  init() { (scene, navigation) = UIKitScene.navigation() }

  /// The controllers the app keeps (to show them again later, say) after they leave the screen.
  private let kept = UIKitModelKeptControllers()

  /// A stack `home, a1, a2` where `first` pushed `a1` (which the app keeps), and another router `a2`.
  private func twoPushes(
    log: ViewEventLog, counts: Counts
  ) throws -> (UINavigationController, first: ViewRouter<any AViewInput, ViewRouteConfig>, a2: UIViewController) {
    let home = try #require(navigation.topViewController)
    let first = try push(from: home, counts: counts)
    settle()
    let a1 = try #require(navigation.topViewController)
    kept.controllers.append(a1)
    _ = try push(from: a1, counts: Counts())
    settle()
    log.clear()
    return (navigation, first, try #require(navigation.topViewController))
  }

  private static let removalStates = ["routed→removing", "removing→removed"]

  @Test(arguments: [false, true])
  func theExplicitCallEndsARouteRemovedUnderAnUnchangedTop(animated: Bool) throws {
    try ViewFixtureRegistry.run { log in
      let counts = Counts()
      let (navigation, first, a2) = try twoPushes(log: log, counts: counts)
      let home = navigation.viewControllers[0]
      navigation.setViewControllers([home, a2], animated: animated)
      settle()
      #expect(first.state == .routed, "UIKit showed no view change: the host has not reported it")
      #expect(first.router.canRemoveRoute == false && first.state == .routed, "reads change nothing")
      #expect(counts.removalHandlers == 0)
      ZIKAnyViewRouter.reportRemovalsMadeElsewhere()
      #expect(counts.removalHandlers == 1)
      #expect(counts.stateChanges.suffix(2) == Self.removalStates[...])
      #expect(log.events(startingWith: "A.").suffix(2) == ["A.willRemove", "A.didRemove"])
      #expect(!first.canRemove)
      // The window change that used to report it reports nothing again.
      navigation.popViewController(animated: true)
      settle()
      #expect(counts.removalHandlers == 1)
      #expect(log.events(startingWith: "A.didRemove").count == 1, "a1's ending only: nothing at the window change")
      // The removed router performs again from the top of the stack.
      first.performRoute()
      settle()
      #expect(first.state == .routed)
      #expect(navigation.viewControllers.count == 2)
    }
  }

  /// What usually happens: nothing else holds the controller `setViewControllers` dropped, so it is released. The
  /// route ends as removed with no hooks or handlers (there is no destination to give them), as when the host reports
  /// a released destination.
  @Test func aReleasedDestinationEndsTheRouteWithNoHooks() throws {
    try ViewFixtureRegistry.run { log in
      let counts = Counts()
      let (navigation, first, a2) = try twoPushes(log: log, counts: counts)
      kept.controllers.removeAll()
      navigation.setViewControllers([navigation.viewControllers[0], a2], animated: false)
      settle()
      #expect(first.router._destination == nil)
      #expect(first.state == .routed)
      ZIKAnyViewRouter.reportRemovalsMadeElsewhere()
      #expect(counts.stateChanges.suffix(1) == ["routed→removed"])
      #expect(counts.removalHandlers == 0)
      navigation.popViewController(animated: false)
      settle()
      #expect(counts.removalHandlers == 0)
      first.performRoute()
      settle()
      #expect(first.state == .routed)
    }
  }

  /// A removal asked for after the released destination left ends the route (as the late report would) and is then
  /// refused, once, as the removal of a released destination.
  @Test func removingARouteWhoseDestinationWasDroppedAndReleasedEndsItThenFails() throws {
    try ViewFixtureRegistry.run { log in
      let counts = Counts()
      let (navigation, first, a2) = try twoPushes(log: log, counts: counts)
      kept.controllers.removeAll()
      navigation.setViewControllers([navigation.viewControllers[0], a2], animated: false)
      settle()
      var succeeded = 0
      var code: Int?
      first.removeRoute(successHandler: { succeeded += 1 }, errorHandler: { code = errorCode($1) })
      #expect(first.state == .removed)
      #expect(counts.stateChanges.suffix(1) == ["routed→removed"])
      #expect(succeeded == 0)
      #expect(code == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(navigation.viewControllers.count == 2, "nothing else was popped")
    }
  }

  /// A child of a controller `setViewControllers` dropped from under an unchanged top: the child still has its
  /// parent, but the parent hangs from nothing. The child's removal sentinel, which knows where it hung, reports it
  /// at the app's explicit call.
  @Test func theExplicitCallEndsTheRouteOfAChildWhoseParentLeftTheStack() throws {
    try ViewFixtureRegistry.run { log in
      let parent = UIViewController()
      kept.controllers.append(parent)
      navigation.pushViewController(parent, animated: false)
      settle()
      let counts = Counts()
      let router = try addChild(to: parent, counts: counts)
      navigation.pushViewController(UIViewController(), animated: false)
      settle()
      #expect(router.state == .routed)
      navigation.setViewControllers([navigation.viewControllers[0], navigation.viewControllers[2]], animated: false)
      settle()
      #expect(parent.children.count == 1, "the child is still in its parent")
      settle()
      #expect(router.state == .routed)
      #expect(counts.removalHandlers == 0)
      ZIKAnyViewRouter.reportRemovalsMadeElsewhere()
      #expect(counts.removalHandlers == 1)
      #expect(counts.stateChanges.suffix(2) == Self.removalStates[...])
      navigation.popViewController(animated: false)
      settle()
      #expect(counts.removalHandlers == 1)
    }
  }

  @Test func theExplicitCallEndsARouteWhoseParentDroppedTheChildOffScreen() throws {
    try ViewFixtureRegistry.run { log in
      let parent = UIViewController()
      navigation.pushViewController(parent, animated: false)
      settle()
      let counts = Counts()
      let router = try addChild(to: parent, counts: counts)
      let child = try #require(parent.children.first)
      // Another screen covers the parent: its view, and the child's, leave the window.
      navigation.pushViewController(UIViewController(), animated: true)
      settle()
      #expect(router.state == .routed, "a covered child is still where its route put it")
      // The app drops the child while the parent is off screen: no view changes window.
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      settle()
      #expect(router.state == .routed, "UIKit showed no view change: the host has not reported it")
      #expect(counts.removalHandlers == 0)
      ZIKAnyViewRouter.reportRemovalsMadeElsewhere()
      #expect(counts.removalHandlers == 1)
      #expect(counts.stateChanges.suffix(2) == Self.removalStates[...])
      #expect(log.events(startingWith: "A.").filter { $0.contains("Remove") }.isEmpty, "child routes send no AOP")
      // The parent comes back on screen: the window change reports nothing again.
      navigation.popViewController(animated: true)
      settle()
      #expect(counts.removalHandlers == 1)
      router.performRoute()
      #expect(router.state == .routed)
      #expect(parent.children.count == 1)
    }
  }

  /// Without reading its state: another router's action ends the route first, before acting.
  @Test func anotherRoutersPerformEndsTheRouteBeforeItActs() throws {
    try ViewFixtureRegistry.run { log in
      let counts = Counts()
      let (navigation, first, a2) = try twoPushes(log: log, counts: counts)
      navigation.setViewControllers([navigation.viewControllers[0], a2], animated: false)
      settle()
      let third = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .push(from: a2),
          configuring: { config, _ in config.stateNotifier = { _, new in counts.stateChanges.append("third \(new)") } }
        ))
      #expect(first.state == .removed)
      #expect(counts.removalHandlers == 1)
      // The first route ended before the third one started routing.
      #expect(counts.stateChanges.suffix(3) == ["routed→removing", "removing→removed", "third routing"])
      settle()
      #expect(third.state == .routed)
      #expect(counts.removalHandlers == 1)
    }
  }

  /// The same when the action is a navigation plan, which pops and dismisses through the host.
  @Test func aNavigationPlanEndsTheRouteBeforeItActs() throws {
    try ViewFixtureRegistry.run { log in
      var order: [String] = []
      let home = try #require(navigation.topViewController)
      let first = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .push(from: home), configuring: { _, _ in },
          removing: { config in config.successHandler = { order.append("first removed") } }))
      settle()
      let a1 = try #require(navigation.topViewController)
      kept.controllers.append(a1)
      let second = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .push(from: a1), configuring: { _, _ in },
          removing: { config in config.successHandler = { order.append("second removed") } }))
      settle()
      let a2 = try #require(navigation.topViewController)
      navigation.setViewControllers([home, a2], animated: false)
      settle()
      #expect(first.state == .routed)
      let plan = try navigation.navigationPlan(to: NavigationSnapshot(entries: []))
      var result: NavigationResult?
      navigation.apply(plan) { result = $0 }
      settle()
      #expect(result?.isComplete == true)
      #expect(navigation.viewControllers == [home])
      // The plan's pop would have reported the first route after the second one.
      #expect(order == ["first removed", "second removed"])
      #expect(second.state == .removed && first.state == .removed)
    }
  }

  /// The same when the action is a removal of another router.
  @Test func anotherRoutersRemovalEndsTheRouteBeforeItActs() throws {
    try ViewFixtureRegistry.run { log in
      let counts = Counts()
      let (navigation, first, a2) = try twoPushes(log: log, counts: counts)
      let secondCounts = Counts()
      let second = try push(from: a2, counts: secondCounts)
      settle()
      let a3 = try #require(navigation.topViewController)
      navigation.setViewControllers([navigation.viewControllers[0], a2, a3], animated: false)
      settle()
      #expect(first.state == .routed)
      second.removeRoute()
      #expect(first.state == .removed, "ended when the removal started")
      #expect(counts.removalHandlers == 1)
      settle()
      #expect(second.state == .removed)
      #expect(secondCounts.removalHandlers == 1)
      #expect(counts.removalHandlers == 1)
    }
  }

  /// A removal handler, a state notifier and an AOP observer reading the state and `canRemoveRoute` during the
  /// ending start no second ending.
  @Test func handlersReadingTheStateDuringTheEndingStartNoSecondEnding() throws {
    try ViewFixtureRegistry.run { log in
      let home = try #require(navigation.topViewController)
      var seen: [String] = []
      var router: ViewRouter<any AViewInput, ViewRouteConfig>?
      let made = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .push(from: home),
          configuring: { config, _ in
            config.stateNotifier = { old, new in
              guard old == .routed || old == .removing, let router else { return }
              seen.append("notifier \(old)→\(new) reads \(router.state) canRemove \(router.router.canRemoveRoute)")
            }
          },
          removing: { config in
            config.successHandler = {
              guard let router else { return }
              seen.append("handler reads \(router.state) canRemove \(router.router.canRemoveRoute)")
            }
          }))
      router = made
      settle()
      let a1 = try #require(navigation.topViewController)
      _ = try push(from: a1, counts: Counts())
      settle()
      let a2 = try #require(navigation.topViewController)
      seen = []
      navigation.setViewControllers([home, a2], animated: false)
      settle()
      #expect(seen.isEmpty)
      ZIKAnyViewRouter.reportRemovalsMadeElsewhere()
      #expect(
        seen == [
          "notifier routed→removing reads removing canRemove false",
          "notifier removing→removed reads removed canRemove false",
          "handler reads removed canRemove false",
        ])
      #expect(log.events(startingWith: "A.didRemove").count == 1)
      #expect(router?.state == .removed)
      #expect(seen.count == 3)
    }
  }

  /// A controller still moving (a back swipe in progress) is not ended by a read: the swipe's end decides.
  @Test func readingTheStateDuringABackSwipeChangesNothing() throws {
    try ViewFixtureRegistry.run { _ in
      let counts = Counts()
      let home = try #require(navigation.topViewController)
      let router = try push(from: home, counts: counts)
      settle()
      let swipe = try #require(navigation.beginInteractivePop())
      #expect(router.state == .routed)
      #expect(counts.removalHandlers == 0)
      swipe.cancel()
      settle()
      #expect(router.state == .routed)
      let again = try #require(navigation.beginInteractivePop())
      #expect(router.state == .routed)
      again.finish()
      settle()
      #expect(router.state == .removed)
      #expect(counts.removalHandlers == 1)
    }
  }

  /// A router read while its own removal runs stays `.removing` until the transition ends.
  @Test func readingTheStateDuringItsOwnRemovalChangesNothing() throws {
    try ViewFixtureRegistry.run { _ in
      let counts = Counts()
      let home = try #require(navigation.topViewController)
      let router = try push(from: home, counts: counts)
      settle()
      router.removeRoute(configuring: { $0.animated = true })
      #expect(router.state == .removing)
      #expect(!router.canRemove)
      #expect(router.state == .removing)
      #expect(counts.removalHandlers == 0)
      settle()
      #expect(router.state == .removed)
      #expect(counts.removalHandlers == 1)
      #expect(navigation.viewControllers.count == 1)
    }
  }
}

/// Controllers an app holds on to after they left the screen.
@MainActor final class UIKitModelKeptControllers {
  var controllers: [UIViewController] = []
}
