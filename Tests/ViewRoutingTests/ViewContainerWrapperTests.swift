import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// `containerWrapper`: the host operation and the removal act on the container.
@MainActor @Suite struct ViewContainerWrapperTests {
  @Test(arguments: viewTestHosts) func thePresentedControllerIsTheContainerAndRemovalDismissesIt(host: any ViewTestHost)
    throws
  {
    try host.thePresentedControllerIsTheContainerAndRemovalDismissesIt()
  }

  @Test(arguments: viewTestHosts) func aPushedContainerIsPoppedOnRemoval(host: any ViewTestHost) throws {
    try host.aPushedContainerIsPoppedOnRemoval()
  }

  @Test(arguments: viewTestHosts) func aWrapperResultThatIsNotAContainerFailsWithInvalidContainer(
    host: any ViewTestHost
  ) throws {
    try host.aWrapperResultThatIsNotAContainerFailsWithInvalidContainer()
  }

  @Test(arguments: viewTestHosts) func aContainerThatDoesNotHoldTheDestinationFailsWithInvalidContainer(
    host: any ViewTestHost
  ) throws {
    try host.aContainerThatDoesNotHoldTheDestinationFailsWithInvalidContainer()
  }
}

extension ViewTestHost {
  @MainActor fileprivate func thePresentedControllerIsTheContainerAndRemovalDismissesIt() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          // Nothing but the router holds the container until the host presents it.
          config.containerWrapper = { Self.makeNavigation(root: Self.controller($0)) }
        })
      Self.settle()
      let presented = try #require(source.presentedViewController as? Navigation)
      #expect(router.state == .routed)
      #expect(source.presentedViewController === presented)
      #expect(presented.topViewController is AViewController)
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
      #expect(presented.presentingViewController == nil)
    }
  }

  @MainActor fileprivate func aPushedContainerIsPoppedOnRemoval() throws {
    try Self.run { _ in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
          config.containerWrapper = { destination in
            let tab = Self.makeContainer()
            tab.addChild(Self.controller(destination))
            return tab
          }
        })
      Self.settle()
      let tab = try #require(navigation.topViewController as? Container)
      #expect(tab.children.first is AViewController)
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [source])
    }
  }

  @MainActor fileprivate func aWrapperResultThatIsNotAContainerFailsWithInvalidContainer() throws {
    try Self.run { log in
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.containerWrapper = { destination in
            let plain = Self.makeController()
            plain.addChild(Self.controller(destination))
            return plain
          }
        })
      Self.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidContainer.rawValue)
      #expect(source.presentedViewController == nil)
      #expect(!log.events.contains("A.prepareDestination"))
    }
  }

  @MainActor fileprivate func aContainerThatDoesNotHoldTheDestinationFailsWithInvalidContainer() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.containerWrapper = { _ in Self.makeNavigation() }
        })
      Self.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidContainer.rawValue)
      #expect(source.presentedViewController == nil)
    }
  }
}
