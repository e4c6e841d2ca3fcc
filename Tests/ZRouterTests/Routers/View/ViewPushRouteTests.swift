import Foundation
import Testing
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// A navigation controller destination: pushing it must fail with `invalidContainer`.
final class NavigationDestinationController: TestNavigationController {}
extension NavigationDestinationController: ZIKRoutableView {}

/// Makes `NavigationDestinationController`s, found by the identifier `"navigation.destination"`.
final class NavigationDestinationRouter: ZIKViewRouter<NavigationDestinationController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(NavigationDestinationController.self)
    registerIdentifier("navigation.destination")
  }

  override func destination(with configuration: ViewRouteConfig) -> NavigationDestinationController? {
    NavigationDestinationController(rootViewController: TestViewController())
  }
}

/// `push(from:)`.
@MainActor @Suite struct ViewPushRouteTests {
  @Test func pushFromAControllerOutsideANavigationStackFailsWithInvalidSource() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
          log.install(on: config)
        })
      TestStage.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidSource.rawValue)
      #expect(log.events.contains("performerError PerformRoute 13"))
      #expect(source.children.isEmpty)
      #expect(source.presentedViewController == nil)
    }
  }

  @Test func pushInsideANavigationStackSucceedsAndRemovalPopsBackToTheSource() throws {
    try ViewFixtureRegistry.run { _ in
      let root = TestViewController()
      let source = TestViewController()
      let navigation = TestStage.navigation(home: root)
      navigation.pushViewController(source, animated: false)
      TestStage.settle()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(router.router.realRouteType == .push)
      let destination = try #require(navigation.topViewController as? AViewController)
      #expect(destination.navigationController === navigation)
      navigation.pushViewController(TestViewController(), animated: false)
      TestStage.settle()
      #expect(navigation.viewControllers.count == 4)
      #expect(router.canRemove)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [root, source])
      #expect(destination.parent == nil)
    }
  }

  @Test func removalPopsOnlyTheDestinationWhenTheSourceLeftTheStack() throws {
    try ViewFixtureRegistry.run { _ in
      let root = TestViewController()
      let source = TestViewController()
      let navigation = TestStage.navigation(home: root)
      navigation.pushViewController(source, animated: false)
      TestStage.settle()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
      TestStage.settle()
      let destination = try #require(navigation.topViewController as? AViewController)
      navigation.setViewControllers([root, destination], animated: false)
      TestStage.settle()
      #expect(source.parent == nil)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [root])
    }
  }

  @Test func pushOfADestinationAlreadyInTheStackFailsWithOverRouteBeforeAnyPreparation() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let destination = AViewController()
      navigation.pushViewController(destination, animated: false)
      TestStage.settle()
      log.clear()
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.perform(onDestination: destination, path: .push(from: source)))
      TestStage.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKRouteError.Code.overRoute.rawValue)
      #expect(!log.events.contains("A.prepareDestination"))
      #expect(navigation.viewControllers == [source, destination])
    }
  }

  @Test func pushOfANavigationControllerDestinationFailsWithInvalidContainer() throws {
    try ViewFixtureRegistry.run(registering: { NavigationDestinationRouter.registerRoutableDestination() }) { _ in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(Router.to(viewIdentifier: "navigation.destination")?.perform(path: .push(from: source)))
      TestStage.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidContainer.rawValue)
      #expect(navigation.viewControllers == [source])
    }
  }

  @Test func pushOfAContainerWrapperThatIsANavigationControllerFailsWithInvalidContainer() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
          config.containerWrapper = { TestNavigationController(rootViewController: testController($0)) }
        })
      TestStage.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidContainer.rawValue)
      #expect(navigation.viewControllers == [source])
      #expect(!log.events.contains("A.prepareDestination"))
    }
  }
}
