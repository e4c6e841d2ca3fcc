import Foundation
import Testing
import ViewTestSupport

@testable import ZRouterCore

/// Every route type performed, removed by its router, removed by the user and performed again, written once and run on
/// every host through the test's argument (the host's stage and controller classes come from the host).
@MainActor @Suite(.serialized) struct ViewRouteTypesOnEveryHostTests {
  /// Performs to `AViewInput` along `path` and lets the transition end.
  /// Removes the route, lets the transition end and expects it removed; then performs again.
  @Test(arguments: viewTestHosts) func push(host: any ViewTestHost) throws {
    try host.push()
  }

  @Test(arguments: viewTestHosts) func popToRootByTheUserRemovesEveryPushedRoute(host: any ViewTestHost) throws {
    try host.popToRootByTheUserRemovesEveryPushedRoute()
  }

  @Test(arguments: viewTestHosts) func presentModally(host: any ViewTestHost) throws {
    try host.presentModally()
  }

  @Test(arguments: viewTestHosts) func presentAsSheet(host: any ViewTestHost) throws {
    try host.presentAsSheet()
  }

  @Test(arguments: viewTestHosts) func presentAsPopover(host: any ViewTestHost) throws {
    try host.presentAsPopover()
  }

  @Test(arguments: viewTestHosts) func presentInAContainer(host: any ViewTestHost) throws {
    try host.presentInAContainer()
  }

  @Test(arguments: viewTestHosts) func removingAPresentedScreenThatPresentsAnother(host: any ViewTestHost) throws {
    try host.removingAPresentedScreenThatPresentsAnother()
  }

  @Test(arguments: viewTestHosts) func showPushesInANavigationControllerAndPresentsElsewhere(host: any ViewTestHost)
    throws
  {
    try host.showPushesInANavigationControllerAndPresentsElsewhere()
  }

  @Test(arguments: viewTestHosts) func showDetailPresentsWithoutASplitViewController(host: any ViewTestHost) throws {
    try host.showDetailPresentsWithoutASplitViewController()
  }

  @Test(arguments: viewTestHosts) func addAsChildViewController(host: any ViewTestHost) throws {
    try host.addAsChildViewController()
  }

  @Test(arguments: viewTestHosts) func addAsSubview(host: any ViewTestHost) throws {
    try host.addAsSubview()
  }
}

@MainActor extension ViewTestHost {
  private func perform(_ path: ViewRoutePath) throws -> ViewRouter<any AViewInput, ViewRouteConfig> {
    let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: path))
    Self.settle()
    return router
  }

  private func expectRemovedAndPerformedAgain(
    _ router: ViewRouter<any AViewInput, ViewRouteConfig>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    router.removeRoute()
    Self.settle()
    #expect(router.state == .removed, sourceLocation: sourceLocation)
    router.performRoute()
    Self.settle()
    #expect(router.state == .routed, sourceLocation: sourceLocation)
  }

  @MainActor fileprivate func push() throws {
    try Self.run { _ in
      let home = Self.makeController()
      let navigation = Self.navigation(home: home)
      let router = try perform(.push(from: home))
      #expect(router.state == .routed)
      #expect(navigation.viewControllers.count == 2)
      expectRemovedAndPerformedAgain(router)
      Self.swipeBack(navigation)
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [home])
    }
  }

  @MainActor fileprivate func popToRootByTheUserRemovesEveryPushedRoute() throws {
    try Self.run { _ in
      let home = Self.makeController()
      let navigation = Self.navigation(home: home)
      let first = try perform(.push(from: home))
      let second = try perform(.push(from: try #require(navigation.topViewController)))
      let third = try perform(.push(from: try #require(navigation.topViewController)))
      navigation.popToViewController(home, animated: true)
      Self.settle()
      #expect([first.state, second.state, third.state] == [.removed, .removed, .removed])
    }
  }

  @MainActor fileprivate func presentModally() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try perform(.presentModally(from: source))
      #expect(router.state == .routed)
      #expect(source.presentedViewController is AViewController)
      expectRemovedAndPerformedAgain(router)
      Self.swipeDown(try #require(source.presentedViewController))
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
    }
  }

  @MainActor fileprivate func presentAsSheet() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try perform(.presentAsSheet(from: source))
      #expect(router.state == .routed)
      expectRemovedAndPerformedAgain(router)
    }
  }

  @MainActor fileprivate func presentAsPopover() throws {
    try Self.run { _ in
      let source = Self.screen()
      let anchor = Self.makeView()
      source.hostView.addSubview(anchor)
      let router = try perform(.presentAsPopover(from: source) { $0.sourceView = anchor })
      #expect(router.state == .routed)
      expectRemovedAndPerformedAgain(router)
    }
  }

  @MainActor fileprivate func presentInAContainer() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .presentModally(from: source),
          configuring: { config, _ in
            config.containerWrapper = { Self.makeNavigation(root: Self.controller($0)) }
          }
        ))
      Self.settle()
      #expect(router.state == .routed)
      #expect(source.presentedViewController is Navigation)
      expectRemovedAndPerformedAgain(router)
    }
  }

  @MainActor fileprivate func removingAPresentedScreenThatPresentsAnother() throws {
    try Self.run { _ in
      let source = Self.screen()
      let outer = try perform(.presentModally(from: source))
      let inner = try perform(.presentModally(from: try #require(source.presentedViewController)))
      outer.removeRoute()
      Self.settle()
      #expect(source.presentedViewController == nil)
      #expect(outer.state == .removed)
      #expect(inner.state == .removed)
    }
  }

  @MainActor fileprivate func showPushesInANavigationControllerAndPresentsElsewhere() throws {
    try Self.run { _ in
      let home = Self.makeController()
      let navigation = Self.navigation(home: home)
      let pushed = try perform(.show(from: home))
      #expect(navigation.viewControllers.count == 2)
      expectRemovedAndPerformedAgain(pushed)
      let source = Self.screen()
      let presented = try perform(.show(from: source))
      #expect(source.presentedViewController is AViewController)
      expectRemovedAndPerformedAgain(presented)
    }
  }

  @MainActor fileprivate func showDetailPresentsWithoutASplitViewController() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try perform(.showDetail(from: source))
      #expect(source.presentedViewController is AViewController)
      expectRemovedAndPerformedAgain(router)
    }
  }

  @MainActor fileprivate func addAsChildViewController() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try perform(
        .addAsChildViewController(from: source) { child, done in
          source.hostView.addSubview(Self.controller(child).hostView)
          done()
        })
      #expect(router.state == .routed)
      #expect(source.children.count == 1)
      expectRemovedAndPerformedAgain(router)
      let child = try #require(source.children.first)
      child.willMove(toParent: nil)
      child.hostView.removeFromSuperview()
      child.removeFromParent()
      Self.settle()
      #expect(router.state == .removed)
    }
  }

  @MainActor fileprivate func addAsSubview() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any BSubviewInput>(), path: .addAsSubview(from: source.hostView)))
      Self.settle()
      #expect(router.state == .routed)
      #expect(source.hostView.subviews.contains { $0 is BSubview })
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(!source.hostView.subviews.contains { $0 is BSubview })
    }
  }
}
