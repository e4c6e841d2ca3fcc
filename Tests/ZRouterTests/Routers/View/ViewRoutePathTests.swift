import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// A destination whose router pushes by default (its configuration's `routeType` is `.push`).
final class DViewController: TestViewController {}
extension DViewController: ZIKRoutableView {}

/// Found by the identifier `"d.push"`; `defaultPath(from:)` uses its default route type, `.push`.
final class DefaultPushViewRouter: ZIKViewRouter<DViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(DViewController.self)
    registerIdentifier("d.push")
  }

  override class func defaultRouteConfiguration() -> ViewRouteConfig {
    let configuration = ViewRouteConfig()
    configuration.routeType = .push
    return configuration
  }

  override func destination(with configuration: ViewRouteConfig) -> DViewController? { DViewController() }
}

/// `defaultPath(from:)`, `extensible(path:)` and the removal of `makeDestination` routes.
@MainActor @Suite struct ViewRoutePathTests {
  @Test func defaultPathPerformsTheRouteTypeOfTheRoutersConfigurationFromTheGivenSource() throws {
    try ViewFixtureRegistry.run(registering: { DefaultPushViewRouter.registerRoutableDestination() }) { _ in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(Router.to(viewIdentifier: "d.push")?.perform(path: .defaultPath(from: source)))
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(router.configuration.routeType == .push)
      #expect(router.router.realRouteType == .push)
      #expect(navigation.topViewController is DViewController)
    }
  }

  @Test func defaultPathOfARouterWithoutARouteTypePresents() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .defaultPath(from: source)))
      TestStage.settle()
      #expect(router.router.realRouteType == .presentModally)
      #expect(source.presentedViewController is AViewController)
    }
  }

  @Test func extensiblePathPerformsTheRouteTypeAndSourceOfThePathObject() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let path = ZIKViewRoutePath(routeType: .push, source: source)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .extensible(path: path)))
      TestStage.settle()
      #expect(router.configuration.routeType == .push)
      #expect(router.configuration.source === source)
      #expect(navigation.topViewController is AViewController)
    }
  }

  @Test func aPathObjectRoundTripsThroughViewRoutePath() throws {
    let source = TestStage.screen()
    let path = try #require(ViewRoutePath(path: ZIKViewRoutePath(routeType: .showDetail, source: source)))
    #expect(path.routeType == .showDetail)
    #expect(path.source === source)
    #expect(ViewRoutePath.push(from: source).path.routeType == .push)
    #expect(ViewRoutePath.defaultPath(from: source).path.useDefault)
    #expect(ViewRoutePath.makeDestination.source == nil)
  }

  @Test func thePathWinsOverTheBuildersSourceAndRouteType() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let other = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.routeType = .push
          config.source = other
        })
      TestStage.settle()
      #expect(router.configuration.routeType == .presentModally)
      #expect(source.presentedViewController is AViewController)
      #expect(other.presentedViewController == nil)
    }
  }

  // MARK: Removal of makeDestination routes

  @Test func aMadeDestinationPushedByTheAppIsRemovedByPopping() throws {
    try ViewFixtureRegistry.run { _ in
      var made: (any AViewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { made = $0 }
        })
      TestStage.settle()
      #expect(router.router.realRouteType == .unknown)
      let destination = try #require(made as? AViewController)
      let root = TestViewController()
      let navigation = TestStage.navigation(home: root)
      navigation.pushViewController(destination, animated: false)
      TestStage.settle()
      #expect(router.canRemove)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [root])
    }
  }

  @Test func aMadeDestinationPresentedByTheAppIsRemovedByDismissal() throws {
    try ViewFixtureRegistry.run { _ in
      var made: (any AViewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { made = $0 }
        })
      TestStage.settle()
      let destination = try #require(made as? AViewController)
      let presenter = TestStage.screen()
      presenter.present(destination, animated: false)
      TestStage.settle()
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(presenter.presentedViewController == nil)
    }
  }

  @Test func aMadeDestinationAddedAsAChildByTheAppIsRemovedFromItsParent() throws {
    try ViewFixtureRegistry.run { _ in
      var made: (any AViewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { made = $0 }
        })
      TestStage.settle()
      let destination = try #require(made as? AViewController)
      let parent = TestViewController()
      parent.addChild(destination)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(destination.parent == nil)
      #expect(parent.children.isEmpty)
    }
  }

  @Test func aMadeViewAddedToASuperviewByTheAppIsRemovedFromIt() throws {
    try ViewFixtureRegistry.run { _ in
      var made: (any BSubviewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any BSubviewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { made = $0 }
        })
      TestStage.settle()
      let destination = try #require(made as? BSubview)
      let container = TestView()
      container.addSubview(destination)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(destination.superview == nil)
    }
  }

  @Test func aMadeDestinationThatWasNeverDisplayedCannotBeRemoved() throws {
    try ViewFixtureRegistry.run { log in
      var made: (any AViewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { made = $0 }
        })
      TestStage.settle()
      #expect(made != nil)
      #expect(!router.canRemove)
      log.clear()
      router.removeRoute(configuring: { log.install(onRemoval: $0) })
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(
        log.events == [
          "remove.error RemoveRoute 3", "remove.completion false RemoveRoute 3", "remove.performerError RemoveRoute 3",
          "global RemoveRoute 3",
        ])
    }
  }
}
