import Foundation
import Testing
import UIKitModel
import ViewTestSupport

@testable import ZRouterCore
@testable import ZRouterUIKit

/// Defects of the UIKit glue that only show on UIKit's documented behaviour: each test failed before its fix.
@MainActor @Suite(.serialized) struct UIKitStackRemovalAndPopoverTests {
  /// Pushes an `AViewController` from `source` and lets the push complete.
  private func push(from source: UIViewController) throws -> (
    ViewRouter<any AViewInput, ViewRouteConfig>, UIViewController
  ) {
    let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
    settle()
    let destination = try #require(source.navigationController?.topViewController)
    return (router, destination)
  }

  // MARK: Defect 1: removals of controllers whose view is not in a window

  @Test func popToRootReportsEveryPoppedRouterNotOnlyTheTopOne() throws {
    try ViewFixtureRegistry.run { _ in
      let (scene, navigation) = UIKitScene.navigation()
      let (first, a1) = try push(from: scene.root.children[0])
      let (second, _) = try push(from: a1)
      #expect(a1.viewIfLoaded?.window == nil)  // covered: UIKit took its view out of the window
      navigation.popToRootViewController(animated: true)
      settle()
      #expect(second.state == .removed)
      #expect(first.state == .removed)
      #expect(first.canPerform)
    }
  }

  @Test func aMultiLevelPopOfTheRoutersOwnReportsTheRoutersInBetween() throws {
    try ViewFixtureRegistry.run { _ in
      let (scene, _) = UIKitScene.navigation()
      let (first, a1) = try push(from: scene.root.children[0])
      let (second, a2) = try push(from: a1)
      let (third, _) = try push(from: a2)
      first.removeRoute()
      settle()
      #expect(first.state == .removed)
      #expect(third.state == .removed)
      #expect(second.state == .removed)
    }
  }

  @Test func setViewControllersReportsTheRoutersOfRemovedControllers() throws {
    try ViewFixtureRegistry.run { _ in
      let (scene, navigation) = UIKitScene.navigation()
      let home = scene.root.children[0]
      let (first, a1) = try push(from: home)
      let (second, _) = try push(from: a1)
      navigation.setViewControllers([home], animated: false)
      settle()
      #expect(second.state == .removed)
      #expect(first.state == .removed)
    }
  }

  @Test func dismissingAStackUnderAFullScreenPresentationReportsTheCoveredRouters() throws {
    try ViewFixtureRegistry.run { _ in
      let scene = UIKitScene()
      let wrapped = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .presentModally(from: scene.root),
          configuring: { config, _ in
            config.containerWrapper = { UINavigationController(rootViewController: testController($0)) }
          }))
      settle()
      let navigation = try #require(scene.root.presentedViewController as? UINavigationController)
      let (pushed, a1) = try push(from: navigation.viewControllers[0])
      let cover = try #require(
        Router.perform(
          to: RoutableView<any UIViewController & AViewInput>(), path: .presentModally(from: a1),
          configuring: { config, _ in config.prepareDestination = { $0.modalPresentationStyle = .fullScreen } }))
      settle()
      #expect(a1.viewIfLoaded?.window == nil)
      scene.root.dismiss(animated: true)
      settle()
      #expect(cover.state == .removed)
      #expect(pushed.state == .removed)
      #expect(wrapped.state == .removed)
    }
  }

  // MARK: Defect 2: removing a presented screen that presents another

  @Test func removingAPresentedScreenThatPresentsAnotherDismissesItToo() throws {
    try ViewFixtureRegistry.run { _ in
      let scene = UIKitScene()
      let outer = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: scene.root)))
      settle()
      let a1 = try #require(scene.root.presentedViewController)
      let inner = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: a1)))
      settle()
      outer.removeRoute()
      settle()
      #expect(scene.root.presentedViewController == nil)
      #expect(outer.state == .removed)
      #expect(inner.state == .removed)
      outer.performRoute()
      settle()
      #expect(outer.state == .routed)
    }
  }

  // MARK: Defect 3: a dismissal UIKit drops

  @Test func aRemovalUIKitDropsDuringAnInteractiveDismissalEndsInsteadOfStayingRemoving() throws {
    try ViewFixtureRegistry.run { log in
      let scene = UIKitScene()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: scene.root)))
      settle()
      let swipe = try #require(scene.root.beginInteractiveDismissal())
      var removal: Bool?
      router.removeRoute(successHandler: { removal = true }, errorHandler: { _, _ in removal = false })
      swipe.cancel()
      settle()
      #expect(UIKitModelRunLoop.isIdle)
      #expect(router.state == .routed)
      #expect(removal == false)
      router.removeRoute()
      settle()
      #expect(router.state == .removed)
      _ = log
    }
  }

  // MARK: Defect 5: removal handlers after the transition

  @Test func aBackSwipeReportsTheRemovalAfterTheTransitionEnds() throws {
    try ViewFixtureRegistry.run { log in
      let (scene, navigation) = UIKitScene.navigation()
      var events: [String] = []
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .push(from: scene.root.children[0]),
          configuring: { _, _ in },
          removing: { config in
            config.successHandler = {
              events.append("removed, idle: \(UIKitModelRunLoop.isIdle)")
            }
          }))
      settle()
      log.clear()
      let swipe = try #require(navigation.beginInteractivePop())
      swipe.finish()
      settle()
      #expect(router.state == .removed)
      #expect(log.events.first == "host.leftParent")
      #expect(events == ["removed, idle: true"])
    }
  }

  // MARK: Defect 6: push of a controller that has a parent

  @Test func pushRefusesADestinationThatAlreadyHasAParent() {
    ViewFixtureRegistry.run { _ in
      let (scene, _) = UIKitScene.navigation()
      let other = UIViewController()
      var failed = false
      let router = Router.perform(
        to: RoutableView<any UIViewController & AViewInput>(), path: .push(from: scene.root.children[0]),
        configuring: { config, _ in
          config.prepareDestination = { other.addChild($0) }
          config.errorHandler = { _, _ in failed = true }
        })
      settle()
      #expect(failed)
      #expect(router?.state != .routed)
      #expect(other.children.count == 1)
      #expect(UIKitModelDiagnostics.messages.isEmpty)
    }
  }

  // MARK: Defect 8: popover anchors

  @Test func aPopoverAnchoredToAViewOnlyPointsAtTheWholeView() throws {
    try ViewFixtureRegistry.run { _ in
      let scene = UIKitScene()
      let anchor = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
      scene.root.view.addSubview(anchor)
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(),
          path: .presentAsPopover(from: scene.root) { popover in popover.sourceView = anchor }))
      settle()
      #expect(router.state == .routed)
      let popover = try #require(scene.root.presentedViewController?.popoverPresentationController)
      #expect(popover.sourceView === anchor)
      #expect(popover.sourceRect.isNull)
      #expect(popover.anchorRect == CGRect(x: 0, y: 0, width: 80, height: 40))
    }
  }

  @Test func aPopoverKeepsTheRectangleItWasGiven() throws {
    try ViewFixtureRegistry.run { _ in
      let scene = UIKitScene()
      let anchor = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
      scene.root.view.addSubview(anchor)
      _ = Router.perform(
        to: RoutableView<any AViewInput>(),
        path: .presentAsPopover(from: scene.root) { popover in
          popover.sourceView = anchor
          popover.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        })
      settle()
      let popover = try #require(scene.root.presentedViewController?.popoverPresentationController)
      #expect(popover.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
  }
}
