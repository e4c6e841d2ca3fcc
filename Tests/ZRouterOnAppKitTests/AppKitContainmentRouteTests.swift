import AppKitModel
import Testing
import ZRouter

/// Children, subviews and custom routes on AppKit: AppKit sends no containment callbacks, so a parent dropping a
/// child is seen from the child's view leaving the window.
@MainActor @Suite struct AppKitContainmentRouteTests {
  static func addChild(to main: MainWindow, log: AppKitRouteLog) throws -> DestinationViewRouter<any NoteScreenInput> {
    try AppKitPresentationRouteTests.perform(
      .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: main.root)), log: log)
  }

  @Test func addAsChildAddsTheControllerAndItsViewAndRemoveRouteTakesBothOut() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try Self.addChild(to: main, log: log)
      let child = try #require(main.root.children.first as? NoteScreen)
      #expect(child.view.superview === main.root.view)
      #expect(child.view.window === main.window)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(main.root.children.isEmpty && child.view.superview == nil)
    }
  }

  @Test func aParentDroppingAChildInTheUsualOrderEndsTheRoute() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try Self.addChild(to: main, log: log)
      let child = try #require(main.root.children.first)
      log.clear()
      // The usual order: the view first, then the controller.
      child.view.removeFromSuperview()
      child.removeFromParent()
      await AppKitRouting.settle()
      #expect(router.state == .removed)
      // Child routes send no AOP, as their removeRoute.
      #expect(log.events == ["state removing", "state removed", "remove.success"])
      #expect(router.canPerform)
    }
  }

  @Test func aParentDroppingAChildControllerFirstEndsTheRoute() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try Self.addChild(to: main, log: log)
      let child = try #require(main.root.children.first)
      child.removeFromParent()
      child.view.removeFromSuperview()
      await AppKitRouting.settle()
      #expect(router.state == .removed)
    }
  }

  /// A hidden view makes its controller disappear ("viewDidDisappear ... it is now hidden or has a hidden ancestor"),
  /// but the controller is still where its route put it: hiding is not a removal, and showing it again appears.
  @Test func aChildHiddenWithItsParentsViewDisappearsAndStaysRouted() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try Self.addChild(to: main, log: log)
      let child = try #require(main.root.children.first as? NoteScreen)
      #expect(child.appearances == 1)
      main.root.view.isHidden = true
      #expect(child.disappearances == 1)
      await AppKitRouting.settle()
      #expect(router.state == .routed)
      main.root.view.isHidden = false
      #expect(child.appearances == 2)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(child.disappearances == 2)
    }
  }

  @Test func aChildWhoseViewLeavesButStaysAChildIsStillRouted() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try Self.addChild(to: main, log: log)
      let child = try #require(main.root.children.first)
      child.view.removeFromSuperview()
      await AppKitRouting.settle()
      #expect(router.state == .routed)
      #expect(router.canRemove)
    }
  }

  @Test func aChildRouteWithAHandlerLetsTheCallerPlaceTheView() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let container = NSView()
      main.root.view.addSubview(container)
      let router = try AppKitPresentationRouteTests.perform(
        .addAsChildViewController(
          from: main.root,
          addingChildViewHandler: { destination, completion in
            container.addSubview(appKitController(destination).view)
            completion()
          }), log: log)
      let child = try #require(main.root.children.first)
      #expect(child.view.superview === container)
      router.removeRoute(configuring: { config in
        config.removingChildViewHandler = { destination, completion in
          appKitController(destination).view.removeFromSuperview()
          completion()
        }
      })
      #expect(router.state == .removed)
      #expect(container.subviews.isEmpty)
    }
  }

  @Test func addAsSubviewAddsTheViewAndRemoveRouteTakesItOut() async throws {
    try await AppKitRouting.run { _ in
      let main = MainWindow()
      let router = try #require(
        Router.perform(to: RoutableView<any BadgeViewInput>(), path: .addAsSubview(from: main.root.view)))
      let badge = try #require(main.root.view.subviews.last as? BadgeView)
      #expect(badge.window === main.window)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(badge.superview == nil)
    }
  }

  @Test func aCustomRouteRunsTheRoutersTransitionBothWays() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try AppKitPresentationRouteTests.perform(.custom(from: main.root), log: log)
      #expect(router.state == .routed)
      let child = try #require(main.root.children.first as? NoteScreen)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(child.parent == nil && child.view.window == nil)
      #expect(log.events.contains("willRemove") && log.events.contains("didRemove"))
    }
  }

  @Test func aPushHasNoNavigationControllerOnAppKit() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try AppKitPresentationRouteTests.perform(.push(from: main.root), log: log)
      #expect(router.state == .unrouted)
      #expect((router.error as? ZIKViewRouteError)?.code == .invalidSource)
    }
  }

  @Test func theGlueRefusesControllersThatAreNotAppKitControllers() async throws {
    await AppKitRouting.run { _ in
      let main = MainWindow()
      let foreign = HeadlessViewController()
      var result: HostTransitionResult?
      main.root.zix_present(foreign, style: .sheet, animated: false) { result = $0 }
      #expect(result == .notPerformed(reason: "AppKit presents only NSViewController subclasses"))
      main.root.zix_addChild(foreign)
      #expect(main.root.children.isEmpty)
      #expect(main.root.zix_navigationController == nil)
      #expect(!main.root.zix_isTransitioning)
      #expect(main.root.zix_isViewInWindow)
      #expect(main.root.zix_presentedViewController == nil)
    }
  }
}
