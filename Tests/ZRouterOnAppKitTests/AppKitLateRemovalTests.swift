import AppKitModel
import Testing

@testable import ZRouterAppKit
@testable import ZRouterCore

/// A parent dropping a child whose view is in no window (an unselected tab's controller, say): no view changes
/// window and AppKit posts nothing, so the removal sentinel is not told. Reading the router's state changes nothing;
/// the app's explicit call (`ZIKAnyViewRouter.reportRemovalsMadeElsewhere()`) or any route action ends the route as
/// the sentinel's report would: the handlers once, and nothing again later.
@MainActor @Suite struct AppKitLateRemovalTests {
  /// A controller of the main window's hierarchy whose view is in no window, with a routed child.
  private static func childOffScreen(
    in main: MainWindow, log: AppKitRouteLog
  ) throws -> (parent: ModelScreen, router: DestinationViewRouter<any NoteScreenInput>) {
    let parent = ModelScreen()
    main.root.addChild(parent)
    let router = try AppKitPresentationRouteTests.perform(
      .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: parent)), log: log)
    #expect(router.state == .routed)
    #expect(parent.view.window == nil)
    return (parent, router)
  }

  private static let removal = ["state removing", "state removed", "remove.success"]

  /// The state changes and removal handlers `log` recorded (AOP hooks of every route of the test log there too).
  private static func routeEvents(_ log: AppKitRouteLog) -> [String] {
    log.events.filter { $0.hasPrefix("state") || $0.hasPrefix("remove.") }
  }

  @Test(arguments: [true, false])
  func theExplicitCallEndsTheRouteOfAChildDroppedOffScreen(viewFirst: Bool) async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let (parent, router) = try Self.childOffScreen(in: main, log: log)
      let child = try #require(parent.children.first as? NoteScreen)
      log.clear()
      if viewFirst {
        child.view.removeFromSuperview()
        child.removeFromParent()
      } else {
        child.removeFromParent()
        child.view.removeFromSuperview()
      }
      // Checked before this test awaits: a route action of a test running alongside would end the route too.
      #expect(router.state == .routed, "AppKit showed nothing: the sentinel was not told")
      #expect(!router.router.canRemoveRoute && router.state == .routed, "reads change nothing")
      #expect(Self.routeEvents(log).isEmpty)
      ZIKAnyViewRouter.reportRemovalsMadeElsewhere()
      #expect(Self.routeEvents(log) == Self.removal, "child routes send no AOP")
      #expect(!router.canRemove)
      // Later changes the sentinel sees (the parent's view joins the window, a window closes) report nothing again.
      main.root.view.addSubview(parent.view)
      let other = try AppKitPresentationRouteTests.perform(.presentModally(from: main.root), log: AppKitRouteLog())
      try #require(main.root.presentedViewControllers?.first?.view.window).performClose(nil)
      await AppKitRouting.settle()
      #expect(other.state == .removed)
      #expect(Self.routeEvents(log) == Self.removal)
      // The router performs again.
      router.performRoute()
      #expect(router.state == .routed)
      #expect(parent.children.count == 1)
    }
  }

  /// What usually happens: nothing else holds the dropped child, which is released with its view and sentinel. The
  /// route moves to `.removed` with no hooks or handlers (there is no destination to give them).
  @Test func theExplicitCallEndsTheRouteOfAChildDroppedOffScreenAndReleased() async throws {
    try await AppKitRouting.run { _ in
      let main = MainWindow()
      let parent = ModelScreen()
      main.root.addChild(parent)
      var events: [String] = []
      // Nothing here holds the destination (a route log would keep the last one).
      let router = try #require(
        Router.perform(
          to: RoutableView<any NoteScreenInput>(),
          path: .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: parent)),
          configuring: { config, _ in config.stateNotifier = { _, new in events.append("state \(new)") } },
          removing: { config in config.successHandler = { events.append("remove.success") } }))
      events = []
      parent.children.first?.view.removeFromSuperview()
      parent.removeChild(at: 0)
      #expect(router.router._destination == nil)
      #expect(router.state == .routed)
      ZIKAnyViewRouter.reportRemovalsMadeElsewhere()
      #expect(events == ["state removed"])
      router.performRoute()
      #expect(router.state == .routed)
    }
  }

  /// Without reading its state: another router's perform ends the route first, before acting.
  @Test func anotherRoutersPerformEndsTheRouteBeforeItActs() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let (parent, router) = try Self.childOffScreen(in: main, log: log)
      let child = try #require(parent.children.first)
      log.clear()
      child.view.removeFromSuperview()
      child.removeFromParent()
      #expect(router.state == .routed)
      log.record("state: other perform")
      let other = try AppKitPresentationRouteTests.perform(.presentAsSheet(from: main.root), log: AppKitRouteLog())
      #expect(router.state == .removed)
      #expect(
        Array(Self.routeEvents(log).prefix(4)) == ["state: other perform"] + Self.removal,
        "the route ended when the other perform started")
      #expect(other.state == .routed)
    }
  }

  /// A removal handler reading the state and `canRemoveRoute` during the ending starts no second ending.
  @Test func aRemovalHandlerReadingTheStateStartsNoSecondEnding() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let parent = ModelScreen()
      main.root.addChild(parent)
      var seen: [String] = []
      var router: DestinationViewRouter<any NoteScreenInput>?
      let made = try #require(
        Router.perform(
          to: RoutableView<any NoteScreenInput>(),
          path: .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: parent)),
          configuring: { config, _ in log.install(on: config) },
          removing: { config in
            config.successHandler = {
              guard let router else { return }
              seen.append("handler reads \(router.state) canRemove \(router.router.canRemoveRoute)")
            }
          }))
      router = made
      let child = try #require(parent.children.first)
      log.clear()
      child.view.removeFromSuperview()
      child.removeFromParent()
      #expect(seen.isEmpty)
      ZIKAnyViewRouter.reportRemovalsMadeElsewhere()
      #expect(seen == ["handler reads removed canRemove false"])
      #expect(log.events == ["state removing", "state removed"])
      await AppKitRouting.settle()
      #expect(made.state == .removed)
      #expect(seen.count == 1)
    }
  }
}
