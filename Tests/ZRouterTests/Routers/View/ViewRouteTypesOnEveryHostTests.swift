import Foundation
import Testing

@testable import ZRouterCore
import ViewTestSupport

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// Every route type performed, removed by its router, removed by the user and performed again, written once for every
/// host: this file builds the headless suite and, through a symlink, the UIKit-model suite (`TestStage` and the
/// `Test…` classes are each target's own).
@MainActor @Suite(.serialized) struct ViewRouteTypesOnEveryHostTests {
  /// Performs to `AViewInput` along `path` and lets the transition end.
  private func perform(_ path: ViewRoutePath) throws -> ViewRouter<any AViewInput, ViewRouteConfig> {
    let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: path))
    TestStage.settle()
    return router
  }

  /// Removes the route, lets the transition end and expects it removed; then performs again.
  private func expectRemovedAndPerformedAgain(
    _ router: ViewRouter<any AViewInput, ViewRouteConfig>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    router.removeRoute()
    TestStage.settle()
    #expect(router.state == .removed, sourceLocation: sourceLocation)
    router.performRoute()
    TestStage.settle()
    #expect(router.state == .routed, sourceLocation: sourceLocation)
  }

  @Test func push() throws {
    try ViewFixtureRegistry.run { _ in
      let home = TestViewController()
      let navigation = TestStage.navigation(home: home)
      let router = try perform(.push(from: home))
      #expect(router.state == .routed)
      #expect(navigation.viewControllers.count == 2)
      expectRemovedAndPerformedAgain(router)
      TestStage.swipeBack(navigation)
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [home])
    }
  }

  @Test func popToRootByTheUserRemovesEveryPushedRoute() throws {
    try ViewFixtureRegistry.run { _ in
      let home = TestViewController()
      let navigation = TestStage.navigation(home: home)
      let first = try perform(.push(from: home))
      let second = try perform(.push(from: try #require(navigation.topViewController)))
      let third = try perform(.push(from: try #require(navigation.topViewController)))
      navigation.popToViewController(home, animated: true)
      TestStage.settle()
      #expect([first.state, second.state, third.state] == [.removed, .removed, .removed])
    }
  }

  @Test func presentModally() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try perform(.presentModally(from: source))
      #expect(router.state == .routed)
      #expect(source.presentedViewController is AViewController)
      expectRemovedAndPerformedAgain(router)
      TestStage.swipeDown(try #require(source.presentedViewController))
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
    }
  }

  @Test func presentAsSheet() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try perform(.presentAsSheet(from: source))
      #expect(router.state == .routed)
      expectRemovedAndPerformedAgain(router)
    }
  }

  @Test func presentAsPopover() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let anchor = TestView()
      source.view.addSubview(anchor)
      let router = try perform(.presentAsPopover(from: source) { $0.sourceView = anchor })
      #expect(router.state == .routed)
      expectRemovedAndPerformedAgain(router)
    }
  }

  @Test func presentInAContainer() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .presentModally(from: source),
          configuring: { config, _ in
            config.containerWrapper = { TestNavigationController(rootViewController: testController($0)) }
          }
        ))
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(source.presentedViewController is TestNavigationController)
      expectRemovedAndPerformedAgain(router)
    }
  }

  @Test func removingAPresentedScreenThatPresentsAnother() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let outer = try perform(.presentModally(from: source))
      let inner = try perform(.presentModally(from: try #require(source.presentedViewController)))
      outer.removeRoute()
      TestStage.settle()
      #expect(source.presentedViewController == nil)
      #expect(outer.state == .removed)
      #expect(inner.state == .removed)
    }
  }

  @Test func showPushesInANavigationControllerAndPresentsElsewhere() throws {
    try ViewFixtureRegistry.run { _ in
      let home = TestViewController()
      let navigation = TestStage.navigation(home: home)
      let pushed = try perform(.show(from: home))
      #expect(navigation.viewControllers.count == 2)
      expectRemovedAndPerformedAgain(pushed)
      let source = TestStage.screen()
      let presented = try perform(.show(from: source))
      #expect(source.presentedViewController is AViewController)
      expectRemovedAndPerformedAgain(presented)
    }
  }

  @Test func showDetailPresentsWithoutASplitViewController() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try perform(.showDetail(from: source))
      #expect(source.presentedViewController is AViewController)
      expectRemovedAndPerformedAgain(router)
    }
  }

  @Test func addAsChildViewController() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try perform(
        .addAsChildViewController(from: source) { child, done in
          source.view.addSubview(testController(child).view)
          done()
        })
      #expect(router.state == .routed)
      #expect(source.children.count == 1)
      expectRemovedAndPerformedAgain(router)
      let child = try #require(source.children.first)
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      TestStage.settle()
      #expect(router.state == .removed)
    }
  }

  @Test func addAsSubview() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any BSubviewInput>(), path: .addAsSubview(from: source.view)))
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(source.view.subviews.contains { $0 is BSubview })
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(!source.view.subviews.contains { $0 is BSubview })
    }
  }
}
