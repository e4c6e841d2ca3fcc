import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// Found by the identifier `"d.push"`; `defaultPath(from:)` uses its default route type, `.push`. Its destinations are
/// controllers of a class of their own.
final class DefaultPushViewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.Controller, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(Host.controllerClass(tagged: Self.self))
    registerIdentifier("d.push")
  }

  override class func defaultRouteConfiguration() -> ViewRouteConfig {
    let configuration = ViewRouteConfig()
    configuration.routeType = .push
    return configuration
  }

  override func destination(with configuration: ViewRouteConfig) -> Host.Controller? {
    Host.makeController(tagged: Self.self)
  }
}

/// `defaultPath(from:)`, `extensible(path:)` and the removal of `makeDestination` routes.
@MainActor @Suite struct ViewRoutePathTests {
  @Test(arguments: viewTestHosts) func defaultPathPerformsTheRouteTypeOfTheRoutersConfigurationFromTheGivenSource(
    host: any ViewTestHost
  ) throws {
    try host.defaultPathPerformsTheRouteTypeOfTheRoutersConfigurationFromTheGivenSource()
  }

  @Test(arguments: viewTestHosts) func defaultPathOfARouterWithoutARouteTypePresents(host: any ViewTestHost) throws {
    try host.defaultPathOfARouterWithoutARouteTypePresents()
  }

  @Test(arguments: viewTestHosts) func extensiblePathPerformsTheRouteTypeAndSourceOfThePathObject(
    host: any ViewTestHost
  ) throws {
    try host.extensiblePathPerformsTheRouteTypeAndSourceOfThePathObject()
  }

  @Test(arguments: viewTestHosts) func aPathObjectRoundTripsThroughViewRoutePath(host: any ViewTestHost) throws {
    try host.aPathObjectRoundTripsThroughViewRoutePath()
  }

  @Test(arguments: viewTestHosts) func thePathWinsOverTheBuildersSourceAndRouteType(host: any ViewTestHost) throws {
    try host.thePathWinsOverTheBuildersSourceAndRouteType()
  }

  @Test(arguments: viewTestHosts) func aMadeDestinationPushedByTheAppIsRemovedByPopping(host: any ViewTestHost) throws {
    try host.aMadeDestinationPushedByTheAppIsRemovedByPopping()
  }

  @Test(arguments: viewTestHosts) func aMadeDestinationPresentedByTheAppIsRemovedByDismissal(host: any ViewTestHost)
    throws
  {
    try host.aMadeDestinationPresentedByTheAppIsRemovedByDismissal()
  }

  @Test(arguments: viewTestHosts) func aMadeDestinationAddedAsAChildByTheAppIsRemovedFromItsParent(
    host: any ViewTestHost
  ) throws {
    try host.aMadeDestinationAddedAsAChildByTheAppIsRemovedFromItsParent()
  }

  @Test(arguments: viewTestHosts) func aMadeViewAddedToASuperviewByTheAppIsRemovedFromIt(host: any ViewTestHost) throws
  {
    try host.aMadeViewAddedToASuperviewByTheAppIsRemovedFromIt()
  }

  @Test(arguments: viewTestHosts) func aMadeDestinationThatWasNeverDisplayedCannotBeRemoved(host: any ViewTestHost)
    throws
  {
    try host.aMadeDestinationThatWasNeverDisplayedCannotBeRemoved()
  }
}

@MainActor extension ViewTestHost {
  @MainActor fileprivate func defaultPathPerformsTheRouteTypeOfTheRoutersConfigurationFromTheGivenSource() throws {
    try Self.run(registering: { DefaultPushViewRouter<Self>.registerRoutableDestination() }) { _ in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(Router.to(viewIdentifier: "d.push")?.perform(path: .defaultPath(from: source)))
      Self.settle()
      #expect(router.state == .routed)
      #expect(router.configuration.routeType == .push)
      #expect(router.router.realRouteType == .push)
      #expect(Self.isController(navigation.topViewController, tagged: DefaultPushViewRouter<Self>.self))
    }
  }

  @MainActor fileprivate func defaultPathOfARouterWithoutARouteTypePresents() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .defaultPath(from: source)))
      Self.settle()
      #expect(router.router.realRouteType == .presentModally)
      #expect(source.presentedViewController is AViewController)
    }
  }

  @MainActor fileprivate func extensiblePathPerformsTheRouteTypeAndSourceOfThePathObject() throws {
    try Self.run { _ in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let path = ZIKViewRoutePath(routeType: .push, source: source)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .extensible(path: path)))
      Self.settle()
      #expect(router.configuration.routeType == .push)
      #expect(router.configuration.source === source)
      #expect(navigation.topViewController is AViewController)
    }
  }

  @MainActor fileprivate func aPathObjectRoundTripsThroughViewRoutePath() throws {
    let source = Self.screen()
    let path = try #require(ViewRoutePath(path: ZIKViewRoutePath(routeType: .showDetail, source: source)))
    #expect(path.routeType == .showDetail)
    #expect(path.source === source)
    #expect(ViewRoutePath.push(from: source).path.routeType == .push)
    #expect(ViewRoutePath.defaultPath(from: source).path.useDefault)
    #expect(ViewRoutePath.makeDestination.source == nil)
  }

  @MainActor fileprivate func thePathWinsOverTheBuildersSourceAndRouteType() throws {
    try Self.run { _ in
      let source = Self.screen()
      let other = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.routeType = .push
          config.source = other
        })
      Self.settle()
      #expect(router.configuration.routeType == .presentModally)
      #expect(source.presentedViewController is AViewController)
      #expect(other.presentedViewController == nil)
    }
  }

  // MARK: Removal of makeDestination routes

  @MainActor fileprivate func aMadeDestinationPushedByTheAppIsRemovedByPopping() throws {
    try Self.run { _ in
      var made: (any AViewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { made = $0 }
        })
      Self.settle()
      #expect(router.router.realRouteType == .unknown)
      let destination = try #require(made as? AViewController)
      let root = Self.makeController()
      let navigation = Self.navigation(home: root)
      navigation.pushViewController(Self.controller(destination), animated: false)
      Self.settle()
      #expect(router.canRemove)
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [root])
    }
  }

  @MainActor fileprivate func aMadeDestinationPresentedByTheAppIsRemovedByDismissal() throws {
    try Self.run { _ in
      var made: (any AViewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { made = $0 }
        })
      Self.settle()
      let destination = try #require(made as? AViewController)
      let presenter = Self.screen()
      presenter.present(Self.controller(destination), animated: false)
      Self.settle()
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(presenter.presentedViewController == nil)
    }
  }

  @MainActor fileprivate func aMadeDestinationAddedAsAChildByTheAppIsRemovedFromItsParent() throws {
    try Self.run { _ in
      var made: (any AViewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { made = $0 }
        })
      Self.settle()
      let destination = try #require(made as? AViewController)
      let parent = Self.makeController()
      parent.addChild(Self.controller(destination))
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(destination.parent == nil)
      #expect(parent.children.isEmpty)
    }
  }

  @MainActor fileprivate func aMadeViewAddedToASuperviewByTheAppIsRemovedFromIt() throws {
    try Self.run { _ in
      var made: (any BSubviewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any BSubviewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { made = $0 }
        })
      Self.settle()
      let destination = try #require(made as? BSubview)
      let container = Self.makeView()
      container.addSubview(Self.view(destination))
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(destination.superview == nil)
    }
  }

  @MainActor fileprivate func aMadeDestinationThatWasNeverDisplayedCannotBeRemoved() throws {
    try Self.run { log in
      var made: (any AViewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { made = $0 }
        })
      Self.settle()
      #expect(made != nil)
      #expect(!router.canRemove)
      log.clear()
      router.removeRoute(configuring: { log.install(onRemoval: $0) })
      Self.settle()
      #expect(router.state == .routed)
      #expect(
        log.events == [
          "remove.error RemoveRoute 3", "remove.completion false RemoveRoute 3", "remove.performerError RemoveRoute 3",
          "global RemoveRoute 3",
        ])
    }
  }
}
