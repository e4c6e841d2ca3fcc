import AppKitModel
import Testing
import ZRouter

/// Popovers through the glue: the arrow directions of the configuration become the edge NSPopover reads in the
/// anchor's own coordinates, an anchor in no window is refused before AppKit raises, and a popover the user closes
/// ends the route.
@MainActor @Suite struct AppKitPopoverRouteTests {
  static func popover(
    from main: MainWindow, anchor: NSView, arrows: PopoverArrowDirection, log: AppKitRouteLog
  ) throws -> DestinationViewRouter<any NoteScreenInput> {
    try AppKitPresentationRouteTests.perform(
      .presentAsPopover(
        from: main.root,
        configure: { popover in
          popover.sourceView = anchor
          popover.sourceRect = NSRect(x: 10, y: 10, width: 20, height: 20)
          popover.permittedArrowDirections = arrows
        }), log: log)
  }

  @Test(arguments: [false, true])
  func anArrowPointingUpPutsThePopoverBelowTheAnchor(flipped: Bool) async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let frame = NSRect(x: 0, y: 0, width: 100, height: 40)
      let anchor = flipped ? FlippedView(frame: frame) : NSView(frame: frame)
      main.root.view.addSubview(anchor)
      let router = try Self.popover(from: main, anchor: anchor, arrows: .up, log: log)
      #expect(router.state == .routed)
      let shown = try #require(NSPopover.modelShownPopovers.last)
      #expect(shown.modelAnchorSide == .bottom)
      #expect(shown.modelPositioningView === anchor)
      #expect(shown.behavior == .transient)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(!shown.isShown)
    }
  }

  @Test(arguments: [
    (PopoverArrowDirection.down, NSPopover.ModelAnchorSide.top), (.left, .right), (.right, .left),
  ])
  func eachArrowDirectionPutsThePopoverOnTheOppositeSide(
    arrows: PopoverArrowDirection, side: NSPopover.ModelAnchorSide
  ) async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try Self.popover(from: main, anchor: main.root.view, arrows: arrows, log: log)
      #expect(NSPopover.modelShownPopovers.last?.modelAnchorSide == side)
      router.removeRoute()
    }
  }

  @Test func anAnchorInNoWindowIsRefusedBeforeAppKitRaises() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let detached = NSView()
      let router = try Self.popover(from: main, anchor: detached, arrows: .any, log: log)
      #expect(router.state == .unrouted)
      let error = try #require(router.error as? ZIKViewRouteError)
      #expect(error.code == .unbalancedTransition)
      #expect("\(error)".contains("is in no window"))
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
      #expect(main.root.presentedViewControllers == nil)
    }
  }

  @Test func aPopoverWithoutSourceViewIsRefused() async throws {
    await AppKitRouting.run { log in
      let main = MainWindow()
      var result: HostTransitionResult?
      main.root.zix_present(NoteScreen(), style: .popover(ZIKViewRoutePopoverConfiguration()), animated: false) {
        result = $0
      }
      #expect(result == .notPerformed(reason: "an AppKit popover needs a source view"))
    }
  }

  @Test func aPopoverTheUserClosesEndsTheRouteOnce() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try Self.popover(from: main, anchor: main.root.view, arrows: .up, log: log)
      let shown = try #require(NSPopover.modelShownPopovers.last)
      log.clear()
      shown.performClose(nil)
      await AppKitRouting.settle()
      #expect(router.state == .removed)
      #expect(main.root.presentedViewControllers == nil)
      #expect(log.events == ["state removing", "willRemove", "state removed", "didRemove", "remove.success"])
    }
  }

  /// The glue shows popovers with `.transient` behavior: "AppKit will close the popover when the user interacts with a
  /// user interface element outside the popover", and the route ends once, after the popover closed.
  @Test(arguments: [true, false])
  func aClickOutsideTheTransientPopoverEndsTheRouteOnce(inTheAnchorsWindow: Bool) async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try Self.popover(from: main, anchor: main.root.view, arrows: .up, log: log)
      let shown = try #require(NSPopover.modelShownPopovers.last)
      let screen = try #require(shown.contentViewController as? NoteScreen)
      log.clear()
      NSPopover.modelUserInteractsOutsidePopovers(in: inTheAnchorsWindow ? main.window : nil)
      #expect(!shown.isShown)
      await AppKitRouting.settle()
      #expect(router.state == .removed)
      #expect(main.root.presentedViewControllers == nil)
      #expect(screen.view.window == nil)
      #expect(log.events == ["state removing", "willRemove", "state removed", "didRemove", "remove.success"])
      await AppKitRouting.settle()
      #expect(log.events.filter { $0 == "remove.success" }.count == 1)
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }

  /// "When a window is closed in response to the -close message being sent, all of its popovers will be closed": a
  /// popover pointing into a shown window ends its route when the user closes that window, and so does the window's.
  @Test func closingTheWindowThePopoverPointsIntoEndsBothRoutesOnce() async throws {
    try await AppKitRouting.run { log in
      let windowLog = AppKitRouteLog()
      let shownRouter = try AppKitPresentationRouteTests.perform(.show, log: windowLog)
      let shownScreen = try #require(windowLog.lastDestination as? NoteScreen)
      let window = try #require(shownScreen.view.window)
      shownScreen.routeLog = windowLog
      let popoverRouter = try AppKitPresentationRouteTests.perform(
        .presentAsPopover(from: shownScreen, configure: { $0.sourceView = shownScreen.view }), log: log)
      #expect(popoverRouter.state == .routed)
      let shown = try #require(NSPopover.modelShownPopovers.last)
      log.clear()
      windowLog.clear()
      window.performClose(nil)
      #expect(!shown.isShown)
      await AppKitRouting.settle()
      await AppKitRouting.settle()
      #expect(popoverRouter.state == .removed)
      #expect(shownRouter.state == .removed)
      let removal = ["state removing", "willRemove", "state removed", "didRemove", "remove.success"]
      #expect(log.events == removal)
      #expect(windowLog.events == removal)
      #expect(shownScreen.presentedViewControllers == nil)
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }

  /// "If the positioning view isn't visible (its window isn't visible, or the positioning rect is outside of its
  /// visible rect), this method does nothing" (`AppKit/NSPopover.h`): the route is refused rather than routed to a
  /// popover nobody sees, which would also keep the source presenting.
  @Test func aPopoverFromAnAnchorInAWindowThatIsNotOnScreenIsRefused() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let offscreen = NSWindow(contentViewController: ModelScreen())
      let anchor = try #require(offscreen.contentView)
      let router = try Self.popover(from: main, anchor: anchor, arrows: .up, log: log)
      #expect(router.state == .unrouted)
      let error = try #require(router.error as? ZIKViewRouteError)
      #expect(error.code == .unbalancedTransition)
      #expect("\(error)".contains("not on screen"))
      #expect(main.root.presentedViewControllers == nil)
      #expect(NSPopover.modelShownPopovers.isEmpty)
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }

  /// The source rectangle must meet the part of the anchor its superviews do not clip.
  @Test func aPopoverPointingOutsideTheVisiblePartOfItsAnchorIsRefused() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      // Only the anchor's first 20 points are inside the 400-point-wide root view.
      let anchor = NSView(frame: NSRect(x: 380, y: 0, width: 100, height: 40))
      main.root.view.addSubview(anchor)
      let router = try AppKitPresentationRouteTests.perform(
        .presentAsPopover(
          from: main.root,
          configure: { popover in
            popover.sourceView = anchor
            popover.sourceRect = NSRect(x: 50, y: 10, width: 20, height: 20)
          }), log: log)
      #expect(router.state == .unrouted)
      #expect("\(String(describing: router.error))".contains("outside the visible part"))
      #expect(main.root.presentedViewControllers == nil)
      // A rectangle in the visible part is shown.
      let shown = try AppKitPresentationRouteTests.perform(
        .presentAsPopover(
          from: main.root,
          configure: { popover in
            popover.sourceView = anchor
            popover.sourceRect = NSRect(x: 5, y: 5, width: 10, height: 10)
          }), log: AppKitRouteLog())
      #expect(shown.state == .routed)
      #expect(NSPopover.modelShownPopovers.last?.modelPositioningView === anchor)
      shown.removeRoute()
    }
  }
}
