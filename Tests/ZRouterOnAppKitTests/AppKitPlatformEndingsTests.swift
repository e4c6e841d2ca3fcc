import AppKitModel
import Testing
import ZRouter

@testable import ZRouterAppKit
@_spi(ZRouterGlue) @testable import ZRouterCore

/// Removals AppKit makes on its own, observed through the routers' handlers, state notifiers and AOP hooks (never
/// through a read that feeds them): a closed window ends every route shown in it, a sentinel the app takes out of a
/// live controller's view ends nothing, and a presenter AppKit declares `assign` is never read once released.
@MainActor @Suite struct AppKitPlatformEndingsTests {
  static let endsWithAOP = ["state removing", "willRemove", "state removed", "didRemove", "remove.success"]
  static let endsWithoutAOP = ["state removing", "state removed", "remove.success"]

  /// The states, removal handlers and removal AOP a log recorded.
  static func removalEvents(_ log: AppKitRouteLog) -> [String] {
    log.events.filter { $0.hasPrefix("state") || $0.hasPrefix("remove.") || $0.hasSuffix("Remove") }
  }

  enum Closing: CaseIterable, Sendable {
    /// `NSWindow.close()`, as the app calls it.
    case close
    /// `performClose(_:)`: the close button, or File > Close.
    case performClose
  }

  static func close(_ window: NSWindow, _ closing: Closing) {
    switch closing {
    case .close: window.close()
    case .performClose: window.performClose(nil)
    }
  }

  /// Closing the main window ends the sheet on it, the sheet's child and a child of its content, each once with its
  /// handlers and AOP (child routes send none), and nothing runs again later. (A custom route's removal is the
  /// router's own: the glue watches display routes only.)
  @Test(arguments: Closing.allCases)
  func closingAWindowEndsEveryRouteShownInItOnce(_ closing: Closing) async throws {
    try await AppKitRouting.run { _ in
      let main = MainWindow()
      let sheetLog = AppKitRouteLog()
      let sheet = try AppKitPresentationRouteTests.perform(.presentAsSheet(from: main.root), log: sheetLog)
      let sheetScreen = try #require(main.root.presentedViewControllers?.first as? NoteScreen)
      let sheetChildLog = AppKitRouteLog()
      let sheetChild = try AppKitPresentationRouteTests.perform(
        .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: sheetScreen)),
        log: sheetChildLog)
      let childLog = AppKitRouteLog()
      let child = try AppKitPresentationRouteTests.perform(
        .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: main.root)), log: childLog)
      let routers = [sheet, sheetChild, child]
      #expect(routers.allSatisfy { $0.state == .routed })
      for log in [sheetLog, sheetChildLog, childLog] { log.clear() }
      Self.close(main.window, closing)
      #expect(!main.window.isVisible)
      for _ in 0..<3 { await AppKitRouting.settle() }
      #expect(routers.allSatisfy { $0.state == .removed })
      #expect(Self.removalEvents(sheetLog) == Self.endsWithAOP)
      #expect(Self.removalEvents(sheetChildLog) == Self.endsWithoutAOP, "child routes send no AOP")
      #expect(Self.removalEvents(childLog) == Self.endsWithoutAOP)
      // Later events report nothing again.
      ZIKAnyViewRouter.reportRemovalsMadeElsewhere()
      main.window.makeKeyAndOrderFront(nil)
      main.window.close()
      for _ in 0..<3 { await AppKitRouting.settle() }
      #expect(Self.removalEvents(sheetLog) == Self.endsWithAOP)
      #expect(Self.removalEvents(childLog) == Self.endsWithoutAOP)
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }

  /// A window whose delegate refuses to close (`windowShouldClose(_:)` answers `false`) stays, and so do its routes.
  @Test func aWindowThatRefusesToCloseKeepsItsRoutes() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let child = try AppKitPresentationRouteTests.perform(
        .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: main.root)), log: log)
      let delegate = RefusingWindowDelegate()
      main.window.delegate = delegate
      log.clear()
      main.window.performClose(nil)
      for _ in 0..<3 { await AppKitRouting.settle() }
      #expect(main.window.isVisible && child.state == .routed)
      #expect(log.events.isEmpty)
    }
  }

  /// A window the app closes and shows again before the current job is over was not closed for its routes.
  @Test func aWindowShownAgainAtOnceKeepsItsRoutes() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let child = try AppKitPresentationRouteTests.perform(
        .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: main.root)), log: log)
      log.clear()
      main.window.close()
      main.window.makeKeyAndOrderFront(nil)
      for _ in 0..<3 { await AppKitRouting.settle() }
      #expect(child.state == .routed)
      #expect(log.events.isEmpty)
    }
  }

  /// The child of a screen a `show` route put in a window of its own ends with that window.
  @Test func closingAShownWindowEndsTheChildrenOfItsScreen() async throws {
    try await AppKitRouting.run { log in
      let shown = try AppKitPresentationRouteTests.perform(.show, log: log)
      let screen = try #require(log.lastDestination as? NoteScreen)
      let window = try #require(screen.view.window)
      let childLog = AppKitRouteLog()
      let child = try AppKitPresentationRouteTests.perform(
        .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: screen)), log: childLog)
      log.clear()
      childLog.clear()
      window.performClose(nil)
      for _ in 0..<3 { await AppKitRouting.settle() }
      #expect(shown.state == .removed && child.state == .removed)
      #expect(Self.removalEvents(log) == Self.endsWithAOP)
      #expect(Self.removalEvents(childLog) == Self.endsWithoutAOP)
    }
  }

  enum LostSentinel: CaseIterable, Sendable {
    /// The app clears the view's subviews (`view.subviews.forEach { $0.removeFromSuperview() }`).
    case subviewsCleared
    /// The app replaces the controller's `view` and shows the new one in the window.
    case viewReplaced
  }

  /// A sentinel the app takes out of a screen's view while the screen stays in its window ends nothing: no handler,
  /// no AOP, the route stays removable; the sentinel goes back, so the window's close still ends the route once.
  @Test(arguments: LostSentinel.allCases)
  func aLostSentinelNeverEndsALiveScreensRoute(_ loss: LostSentinel) async throws {
    try await AppKitRouting.run { log in
      let router = try AppKitPresentationRouteTests.perform(.show, log: log)
      let screen = try #require(log.lastDestination as? NoteScreen)
      let window = try #require(screen.view.window)
      log.clear()
      switch loss {
      case .subviewsCleared:
        for subview in screen.view.subviews { subview.removeFromSuperview() }
      case .viewReplaced:
        let old = screen.view
        screen.view = NSView(frame: old.frame)
        window.contentView = screen.view
        window.contentViewController = screen
      }
      #expect(!screen.view.subviews.contains { $0 is ZIKRemovalSentinelNSView } || loss == .viewReplaced)
      // The glue's look at the end of this job, run here without suspending: a route action of a test running
      // alongside would otherwise have the sentinels report first (and put the lost one back on that path).
      MainTurn.runPending(of: "AppKit")
      #expect(router.state == .routed)
      #expect(log.events.isEmpty, "the screen is still shown: nothing ended")
      #expect(screen.view.subviews.contains { $0 is ZIKRemovalSentinelNSView }, "the sentinel is back")
      for _ in 0..<3 { await AppKitRouting.settle() }
      #expect(router.state == .routed && log.events.isEmpty)
      #expect(router.canRemove)
      window.performClose(nil)
      for _ in 0..<3 { await AppKitRouting.settle() }
      #expect(router.state == .removed)
      #expect(Self.removalEvents(log) == Self.endsWithAOP)
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }

  /// A sheet's presenter released while the sheet is up (a sidebar the app dropped): AppKit's
  /// `presentingViewController` is `assign`, so the model does not keep the presenter alive and records a read of it
  /// as an exception. The glue reads its own weak reference: routing a child into the sheet and ending the sheet's
  /// route read nothing freed.
  @Test func theGlueNeverReadsAReleasedPresenter() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      weak var releasedSidebar: ModelScreen?
      let sheet: DestinationViewRouter<any NoteScreenInput>
      let sheetScreen: NoteScreen
      do {
        let sidebar = main.addSidebar()
        releasedSidebar = sidebar
        sheet = try AppKitPresentationRouteTests.perform(.presentAsSheet(from: sidebar), log: log)
        sheetScreen = try #require(sidebar.presentedViewControllers?.first as? NoteScreen)
        sidebar.view.removeFromSuperview()
        sidebar.removeFromParent()
      }
      #expect(releasedSidebar == nil, "the model keeps no presenter alive")
      #expect(main.window.sheets.count == 1)
      log.clear()
      let childLog = AppKitRouteLog()
      let child = try AppKitPresentationRouteTests.perform(
        .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: sheetScreen)),
        log: childLog)
      #expect(child.state == .routed)
      #expect(sheet.state == .removed, "the route action reported the sheet whose presenter is gone")
      #expect(Self.removalEvents(log) == Self.endsWithAOP)
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }
}

/// A window delegate that keeps its window open.
final class RefusingWindowDelegate: NSObject, NSWindowDelegate {
  func windowShouldClose(_ sender: NSWindow) -> Bool { false }
}
