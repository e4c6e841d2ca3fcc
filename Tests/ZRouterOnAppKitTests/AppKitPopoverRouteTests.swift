import AppKitModel
import Testing
import ZRouter

/// Popovers through the glue: the arrow directions of the configuration become the edge NSPopover reads in the
/// anchor's own coordinates, an anchor in no window is refused before AppKit raises, and a popover the user closes
/// ends the route.
@MainActor @Suite struct AppKitPopoverRouteTests {
  static func popover(
    from main: MainWindow, anchor: NSView, arrows: ZIKPopoverArrowDirection, log: AppKitRouteLog
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
      let anchor = flipped ? FlippedView(frame: NSRect(x: 0, y: 0, width: 100, height: 40)) : NSView()
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
    (ZIKPopoverArrowDirection.down, NSPopover.ModelAnchorSide.top), (.left, .right), (.right, .left),
  ])
  func eachArrowDirectionPutsThePopoverOnTheOppositeSide(
    arrows: ZIKPopoverArrowDirection, side: NSPopover.ModelAnchorSide
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
      var result: ZIKHostTransitionResult?
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
}
