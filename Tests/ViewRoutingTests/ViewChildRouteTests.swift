import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// `addAsChildViewController(from:addingChildViewHandler:)`.
@MainActor @Suite struct ViewChildRouteTests {
  @Test(arguments: viewTestHosts) func theHandlerGetsTheDestinationAndACompletionThatEndsTheRoute(
    host: any ViewTestHost
  ) throws {
    try host.theHandlerGetsTheDestinationAndACompletionThatEndsTheRoute()
  }

  @Test(arguments: viewTestHosts) func withoutAHandlerTheDestinationViewIsAddedToTheSourceView(host: any ViewTestHost)
    throws
  {
    try host.withoutAHandlerTheDestinationViewIsAddedToTheSourceView()
  }

  @Test(arguments: viewTestHosts) func removalUsesTheRemovingChildViewHandlerThenLeavesTheParent(host: any ViewTestHost)
    throws
  {
    try host.removalUsesTheRemovingChildViewHandlerThenLeavesTheParent()
  }

  @Test(arguments: viewTestHosts) func removalWithoutAHandlerRemovesTheViewAndTheParent(host: any ViewTestHost) throws {
    try host.removalWithoutAHandlerRemovesTheViewAndTheParent()
  }
}

extension ViewTestHost {
  @MainActor fileprivate func theHandlerGetsTheDestinationAndACompletionThatEndsTheRoute() throws {
    try Self.run { log in
      let source = Self.screen()
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

      source.hostView.addSubview(destination.hostView)
      let complete = try #require(pendingCompletion)
      complete()
      #expect(router.state == .routed)
      #expect(router.router.realRouteType == .addAsChildViewController)
      #expect(log.events.suffix(3) == ["success", "completion true destination PerformRoute", "performerSuccess"])
    }
  }

  @MainActor fileprivate func withoutAHandlerTheDestinationViewIsAddedToTheSourceView() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(),
          path: .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: source))))
      let destination = try #require(source.children.first as? AViewController)
      #expect(router.state == .routed)
      #expect(router.router.realRouteType == .addAsChildViewController)
      #expect(destination.parent === source)
      #expect(destination.hostView.superview === source.hostView)
    }
  }

  @MainActor fileprivate func removalUsesTheRemovingChildViewHandlerThenLeavesTheParent() throws {
    try Self.run { _ in
      let source = Self.screen()
      let path = ViewRoutePath.addAsChildViewController(from: source) { child, completion in
        source.hostView.addSubview(Self.controller(child).hostView)
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
      destination.hostView.removeFromSuperview()
      let complete = try #require(pendingCompletion)
      complete()
      #expect(router.state == .removed)
      #expect(destination.parent == nil)
      #expect(source.children.isEmpty)
    }
  }

  @MainActor fileprivate func removalWithoutAHandlerRemovesTheViewAndTheParent() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(),
          path: .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: source))))
      let destination = try #require(source.children.first as? AViewController)
      #expect(router.canRemove)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(destination.parent == nil)
      #expect(destination.hostView.superview == nil)
      #expect(source.hostView.subviews.isEmpty)
    }
  }
}
