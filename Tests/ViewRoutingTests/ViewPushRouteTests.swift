import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// Makes navigation controllers, found by the identifier `"navigation.destination"`: pushing one must fail with
/// `invalidContainer`.
final class NavigationDestinationRouter<Host: ViewTestHost>: ZIKViewRouter<Host.Controller, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerIdentifier("navigation.destination")
  }

  override func destination(with configuration: ViewRouteConfig) -> Host.Controller? {
    Host.controller(Host.makeNavigation(root: Host.makeController()))
  }
}

/// `push(from:)`, on every host.
@MainActor @Suite struct ViewPushRouteTests {
  @Test(arguments: viewTestHosts) func pushFromAControllerOutsideANavigationStackFailsWithInvalidSource(
    host: any ViewTestHost
  ) throws {
    try host.pushFromAControllerOutsideANavigationStackFailsWithInvalidSource()
  }

  @Test(arguments: viewTestHosts) func pushInsideANavigationStackSucceedsAndRemovalPopsBackToTheSource(
    host: any ViewTestHost
  ) throws {
    try host.pushInsideANavigationStackSucceedsAndRemovalPopsBackToTheSource()
  }

  @Test(arguments: viewTestHosts) func removalPopsOnlyTheDestinationWhenTheSourceLeftTheStack(host: any ViewTestHost)
    throws
  {
    try host.removalPopsOnlyTheDestinationWhenTheSourceLeftTheStack()
  }

  @Test(arguments: viewTestHosts) func pushOfADestinationAlreadyInTheStackFailsWithOverRouteBeforeAnyPreparation(
    host: any ViewTestHost
  ) throws {
    try host.pushOfADestinationAlreadyInTheStackFailsWithOverRouteBeforeAnyPreparation()
  }

  @Test(arguments: viewTestHosts) func pushOfANavigationControllerDestinationFailsWithInvalidContainer(
    host: any ViewTestHost
  ) throws {
    try host.pushOfANavigationControllerDestinationFailsWithInvalidContainer()
  }

  @Test(arguments: viewTestHosts) func pushOfAContainerWrapperThatIsANavigationControllerFailsWithInvalidContainer(
    host: any ViewTestHost
  ) throws {
    try host.pushOfAContainerWrapperThatIsANavigationControllerFailsWithInvalidContainer()
  }
}

extension ViewTestHost {
  @MainActor fileprivate func pushFromAControllerOutsideANavigationStackFailsWithInvalidSource() throws {
    try Self.run { log in
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
          log.install(on: config)
        })
      Self.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidSource.rawValue)
      #expect(log.events.contains("performerError PerformRoute 13"))
      #expect(source.children.isEmpty)
      #expect(source.presentedViewController == nil)
    }
  }

  @MainActor fileprivate func pushInsideANavigationStackSucceedsAndRemovalPopsBackToTheSource() throws {
    try Self.run { _ in
      let root = Self.makeController()
      let source = Self.makeController()
      let navigation = Self.navigation(home: root)
      navigation.pushViewController(source, animated: false)
      Self.settle()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
      Self.settle()
      #expect(router.state == .routed)
      #expect(router.router.realRouteType == .push)
      let destination = try #require(navigation.topViewController as? AViewController)
      #expect(destination.navigationController === navigation)
      navigation.pushViewController(Self.makeController(), animated: false)
      Self.settle()
      #expect(navigation.viewControllers.count == 4)
      #expect(router.canRemove)
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [root, source])
      #expect(destination.parent == nil)
    }
  }

  @MainActor fileprivate func removalPopsOnlyTheDestinationWhenTheSourceLeftTheStack() throws {
    try Self.run { _ in
      let root = Self.makeController()
      let source = Self.makeController()
      let navigation = Self.navigation(home: root)
      navigation.pushViewController(source, animated: false)
      Self.settle()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
      Self.settle()
      let destination = try #require(navigation.topViewController as? AViewController)
      navigation.setViewControllers([root, Self.controller(destination)], animated: false)
      Self.settle()
      #expect(source.parent == nil)
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [root])
    }
  }

  @MainActor fileprivate func pushOfADestinationAlreadyInTheStackFailsWithOverRouteBeforeAnyPreparation() throws {
    try Self.run { log in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let destination = Self.makeA()
      navigation.pushViewController(Self.controller(destination), animated: false)
      Self.settle()
      log.clear()
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.perform(
          onDestination: Self.input(destination), path: .push(from: source)))
      Self.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKRouteError.Code.overRoute.rawValue)
      #expect(!log.events.contains("A.prepareDestination"))
      #expect(navigation.viewControllers == [source, Self.controller(destination)])
    }
  }

  @MainActor fileprivate func pushOfANavigationControllerDestinationFailsWithInvalidContainer() throws {
    try Self.run(registering: { NavigationDestinationRouter<Self>.registerRoutableDestination() }) { _ in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(Router.to(viewIdentifier: "navigation.destination")?.perform(path: .push(from: source)))
      Self.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidContainer.rawValue)
      #expect(navigation.viewControllers == [source])
    }
  }

  @MainActor fileprivate func pushOfAContainerWrapperThatIsANavigationControllerFailsWithInvalidContainer() throws {
    try Self.run { log in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
          config.containerWrapper = { Self.makeNavigation(root: Self.controller($0)) }
        })
      Self.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidContainer.rawValue)
      #expect(navigation.viewControllers == [source])
      #expect(!log.events.contains("A.prepareDestination"))
    }
  }
}
