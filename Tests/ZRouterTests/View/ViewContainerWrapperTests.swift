import Foundation
import Testing
import ZRouter

/// A container controller that is not a navigation controller (like a tab controller).
final class TabLikeContainer: HeadlessViewController, ZIKViewRouteContainer {}

/// `containerWrapper`: the host operation and the removal act on the container.
@MainActor @Suite struct ViewContainerWrapperTests {
  @Test func thePresentedControllerIsTheContainerAndRemovalDismissesIt() throws {
    try ViewFixtureRegistry.run { _ in
      let source = HeadlessViewController()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          // Nothing but the router holds the container until the host presents it.
          config.containerWrapper = { HeadlessNavigationController(rootViewController: $0) }
        })
      let presented = try #require(source.presentedViewController as? HeadlessNavigationController)
      #expect(router.state == .routed)
      #expect(source.presentedViewController === presented)
      #expect(presented.topViewController is AViewController)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
      #expect(presented.presentingViewController == nil)
    }
  }

  @Test func aPushedContainerIsPoppedOnRemoval() throws {
    try ViewFixtureRegistry.run { _ in
      let source = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: source)
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
          config.containerWrapper = { destination in
            let tab = TabLikeContainer()
            tab.addChild(destination)
            return tab
          }
        })
      let tab = try #require(navigation.topViewController as? TabLikeContainer)
      #expect(tab.children.first is AViewController)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [source])
    }
  }

  @Test func aWrapperResultThatIsNotAContainerFailsWithInvalidContainer() throws {
    try ViewFixtureRegistry.run { log in
      let source = HeadlessViewController()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.containerWrapper = { destination in
            let plain = HeadlessViewController()
            plain.addChild(destination)
            return plain
          }
        })
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidContainer.rawValue)
      #expect(source.presentedViewController == nil)
      #expect(!log.events.contains("A.prepareDestination"))
    }
  }

  @Test func aContainerThatDoesNotHoldTheDestinationFailsWithInvalidContainer() throws {
    try ViewFixtureRegistry.run { _ in
      let source = HeadlessViewController()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.containerWrapper = { _ in HeadlessNavigationController() }
        })
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidContainer.rawValue)
      #expect(source.presentedViewController == nil)
    }
  }
}
