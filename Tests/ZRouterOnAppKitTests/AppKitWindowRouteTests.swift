import AppKitModel
import Testing
import ZRouter

/// AppKit's `show` and `showDetail` routes open a window of their own (`NSWindow(contentViewController:)`): the glue
/// must keep that window alive, and a window the user closes ends the route.
@MainActor @Suite struct AppKitWindowRouteTests {
  @Test func aShowWithoutSourceKeepsItsWindowAliveAndOnScreen() async throws {
    try await AppKitRouting.run { log in
      let router = try AppKitPresentationRouteTests.perform(.show, log: log)
      #expect(router.state == .routed)
      let screen = try #require(log.lastDestination as? NoteScreen)
      // The header: the window "must be explicitly retained to keep the window instance alive".
      let window = try #require(screen.view.window)
      #expect(window.isVisible)
      #expect(NSApplication.shared.windows.contains { $0 === window })
      #expect(window.contentViewController === screen)
      #expect(screen.appearances == 1)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(!window.isVisible && screen.view.window == nil)
      #expect(screen.disappearances == 1)
    }
  }

  @Test(arguments: ["show", "showDetail"])
  func aShowFromASourceOpensAWindowTheRouteCanClose(_ kind: String) async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let path: ViewRoutePath = kind == "show" ? .show(from: main.root) : .showDetail(from: main.root)
      let router = try AppKitPresentationRouteTests.perform(path, log: log)
      let screen = try #require(log.lastDestination as? NoteScreen)
      let window = try #require(screen.view.window)
      #expect(window !== main.window && window.isVisible)
      #expect(router.canRemove)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(!window.isVisible)
    }
  }

  @Test func theCloseButtonEndsTheShowRouteOnceAndTheRouterShowsAgain() async throws {
    try await AppKitRouting.run { log in
      let router = try AppKitPresentationRouteTests.perform(.show, log: log)
      let screen = try #require(log.lastDestination as? NoteScreen)
      let window = try #require(screen.view.window)
      log.clear()
      window.performClose(nil)
      await AppKitRouting.settle()
      #expect(router.state == .removed)
      #expect(log.events == ["state removing", "willRemove", "state removed", "didRemove", "remove.success"])
      #expect(window.modelCloseCount == 1)
      router.performRoute()
      #expect(router.state == .routed)
      let again = try #require((log.lastDestination as? NoteScreen)?.view.window)
      #expect(again.isVisible && again !== window)
    }
  }

  /// Apps often install their own window delegate (`view.window?.delegate = self` in a screen's `viewDidAppear()`); the
  /// glue learns of the close from `NSWindow.willCloseNotification`, which `close()` posts whoever the delegate is.
  @Test func aWindowWhoseDelegateTheAppReplacedStillEndsTheRouteOnClose() async throws {
    try await AppKitRouting.run { log in
      let router = try AppKitPresentationRouteTests.perform(.show, log: log)
      let screen = try #require(log.lastDestination as? NoteScreen)
      let window = try #require(screen.view.window)
      let appDelegate = AppWindowDelegate()
      window.delegate = appDelegate
      log.clear()
      window.performClose(nil)
      await AppKitRouting.settle()
      #expect(appDelegate.windowWillCloseCalls == 1)
      #expect(router.state == .removed)
      #expect(log.events == ["state removing", "willRemove", "state removed", "didRemove", "remove.success"])
      #expect(screen.view.window == nil)
    }
  }

  @Test func theRoutersLearnOfAClosedWindowOnceItLeftTheScreen() async throws {
    try await AppKitRouting.run { log in
      var windowWhenRemoved: (visible: Bool, holdsScreen: Bool)?
      let router = try #require(
        Router.perform(
          to: RoutableView<any NoteScreenInput>(), path: .show,
          configuring: { config, _ in log.install(on: config) },
          removing: { config in
            config.successHandler = {
              let window = NSApplication.shared.windows.first { $0.title == "closing" }
              windowWhenRemoved = (window?.isVisible ?? false, window?.contentViewController != nil)
            }
          }))
      let window = try #require((log.lastDestination as? NoteScreen)?.view.window)
      window.title = "closing"
      window.performClose(nil)
      // The window told its delegate it would close; the transition is not over yet.
      #expect(router.state == .routed)
      await AppKitRouting.settle()
      #expect(router.state == .removed)
      #expect(windowWhenRemoved?.visible == false)
      #expect(windowWhenRemoved?.holdsScreen == false)
    }
  }

  @Test func aControllerAlreadyInAWindowIsNotShownAgain() async throws {
    await AppKitRouting.run { _ in
      let main = MainWindow()
      var result: HostTransitionResult?
      main.root.zix_showInNewWindow { result = $0 }
      #expect(result == .notPerformed(reason: "ModelScreen is already displayed"))
      #expect(NSApplication.shared.windows.filter { $0.contentViewController === main.root }.count == 1)
    }
  }
}
