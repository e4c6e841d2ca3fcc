import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// A container controller that is not a navigation controller (like a tab controller).
final class TabLikeContainer: TestViewController, ZIKViewRouteContainer {}

/// `containerWrapper`: the host operation and the removal act on the container.
@MainActor @Suite struct ViewContainerWrapperTests {
  @Test func thePresentedControllerIsTheContainerAndRemovalDismissesIt() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          // Nothing but the router holds the container until the host presents it.
          config.containerWrapper = { TestNavigationController(rootViewController: testController($0)) }
        })
      TestStage.settle()
      let presented = try #require(source.presentedViewController as? TestNavigationController)
      #expect(router.state == .routed)
      #expect(source.presentedViewController === presented)
      #expect(presented.topViewController is AViewController)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
      #expect(presented.presentingViewController == nil)
    }
  }

  @Test func aPushedContainerIsPoppedOnRemoval() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
          config.containerWrapper = { destination in
            let tab = TabLikeContainer()
            tab.addChild(testController(destination))
            return tab
          }
        })
      TestStage.settle()
      let tab = try #require(navigation.topViewController as? TabLikeContainer)
      #expect(tab.children.first is AViewController)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [source])
    }
  }

  @Test func aWrapperResultThatIsNotAContainerFailsWithInvalidContainer() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.containerWrapper = { destination in
            let plain = TestViewController()
            plain.addChild(testController(destination))
            return plain
          }
        })
      TestStage.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidContainer.rawValue)
      #expect(source.presentedViewController == nil)
      #expect(!log.events.contains("A.prepareDestination"))
    }
  }

  @Test func aContainerThatDoesNotHoldTheDestinationFailsWithInvalidContainer() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.containerWrapper = { _ in TestNavigationController() }
        })
      TestStage.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidContainer.rawValue)
      #expect(source.presentedViewController == nil)
    }
  }
}
