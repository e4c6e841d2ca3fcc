import Foundation
import Testing
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// `addAsChildViewController(from:addingChildViewHandler:)`.
@MainActor @Suite struct ViewChildRouteTests {
  @Test func theHandlerGetsTheDestinationAndACompletionThatEndsTheRoute() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      var handedChild: (any ZIKViewControllerHost)?
      var pendingCompletion: (() -> Void)?
      let path = ViewRoutePath.addAsChildViewController(from: source) { child, completion in
        handedChild = child
        pendingCompletion = completion
      }
      let performed = Router.perform(to: RoutableView<any AViewInput>(), path: path) { config, _ in
        log.install(on: config)
      }
      let router = try #require(performed)
      let destination = try #require(source.children.first as? AViewController)
      #expect(handedChild === destination)
      #expect(router.state == .routing)
      #expect(router.router.realRouteType == .unknown)
      #expect(!log.events.contains("success"))

      source.view.addSubview(destination.view)
      let complete = try #require(pendingCompletion)
      complete()
      #expect(router.state == .routed)
      #expect(router.router.realRouteType == .addAsChildViewController)
      #expect(log.events.suffix(3) == ["success", "completion true destination PerformRoute", "performerSuccess"])
    }
  }

  @Test func withoutAHandlerTheDestinationViewIsAddedToTheSourceView() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(),
          path: .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: source))))
      let destination = try #require(source.children.first as? AViewController)
      #expect(router.state == .routed)
      #expect(router.router.realRouteType == .addAsChildViewController)
      #expect(destination.parent === source)
      #expect(destination.view.superview === source.view)
    }
  }

  @Test func removalUsesTheRemovingChildViewHandlerThenLeavesTheParent() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let path = ViewRoutePath.addAsChildViewController(from: source) { child, completion in
        source.view.addSubview(testController(child).view)
        completion()
      }
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: path))
      let destination = try #require(source.children.first as? AViewController)
      var handedChild: (any ZIKViewControllerHost)?
      var pendingCompletion: (() -> Void)?
      router.removeRoute(configuring: { config in
        config.removingChildViewHandler = { child, completion in
          handedChild = child
          pendingCompletion = completion
        }
      })
      #expect(handedChild === destination)
      #expect(router.state == .removing)
      #expect(destination.parent === source)
      destination.view.removeFromSuperview()
      let complete = try #require(pendingCompletion)
      complete()
      #expect(router.state == .removed)
      #expect(destination.parent == nil)
      #expect(source.children.isEmpty)
    }
  }

  @Test func removalWithoutAHandlerRemovesTheViewAndTheParent() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(),
          path: .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: source))))
      let destination = try #require(source.children.first as? AViewController)
      #expect(router.canRemove)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(destination.parent == nil)
      #expect(destination.view.superview == nil)
      #expect(source.view.subviews.isEmpty)
    }
  }
}
