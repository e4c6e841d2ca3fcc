import AppKitModel
import Foundation
import Testing

/// `NSPopover` and popover presentation in the AppKit model, against AppKit/NSPopover.h and Apple's documentation.
@MainActor @Suite struct AppKitPopoverModelTests {
  /// `show(relativeTo:of:preferredEdge:)` "will throw a NSInvalidArgumentException if view is nil or if view is not in
  /// a window" and "a NSInternalInconsistencyException if the popover's content view controller (or the view
  /// controller's view) is nil". The model records both and shows nothing.
  @Test func showingWithoutAWindowOrContentRaises() {
    let log = withAppKitLog { _ in
      let popover = NSPopover()
      popover.contentViewController = AppKitScreen()
      popover.show(relativeTo: .zero, of: NSView(), preferredEdge: .minY)
      #expect(!popover.isShown)
      let main = AppKitMainWindow()
      let empty = NSPopover()
      empty.show(relativeTo: .zero, of: main.root.view, preferredEdge: .minY)
      #expect(!empty.isShown)
    }
    #expect(log.raisedExceptions.count == 2)
    #expect(log.raisedExceptions[0].hasPrefix("NSInvalidArgumentException"))
    #expect(log.raisedExceptions[1].hasPrefix("NSInternalInconsistencyException"))
  }

  /// "An empty rectangle [...] will default to the bounds of positioningView"; `preferredEdge` "respects the
  /// -isFlipped state of positioningView": `.minY` is the bottom edge of a non-flipped view, the top of a flipped one.
  @Test func anEmptyRectMeansTheBoundsAndMinYFollowsFlipping() {
    withAppKitLog { _ in
      final class FlippedView: NSView {
        override var isFlipped: Bool { true }
      }
      let main = AppKitMainWindow()
      let popover = NSPopover()
      popover.contentViewController = AppKitScreen()
      popover.show(relativeTo: .zero, of: main.root.view, preferredEdge: .minY)
      #expect(popover.positioningRect == main.root.view.bounds)
      #expect(popover.modelAnchorSide == .bottom)
      popover.close()
      let flipped = FlippedView(frame: NSRect(x: 0, y: 0, width: 50, height: 50))
      main.root.view.addSubview(flipped)
      popover.show(relativeTo: .zero, of: flipped, preferredEdge: .minY)
      #expect(popover.modelAnchorSide == .top)
      popover.close()
    }
  }

  /// "If the positioning view isn't visible (its window isn't visible, or the positioning rect is outside of its
  /// visible rect), this method does nothing."
  @Test func aPositioningViewThatIsNotVisibleShowsNothing() {
    let log = withAppKitLog { _ in
      let main = AppKitMainWindow()
      main.window.orderOut(nil)
      let popover = NSPopover()
      popover.contentViewController = AppKitScreen()
      popover.show(relativeTo: .zero, of: main.root.view, preferredEdge: .minY)
      #expect(!popover.isShown)
      main.window.makeKeyAndOrderFront(nil)
      popover.show(relativeTo: NSRect(x: 500, y: 500, width: 10, height: 10), of: main.root.view, preferredEdge: .minY)
      #expect(!popover.isShown)
    }
    #expect(log.raisedExceptions.isEmpty)
  }

  /// Closing posts `willCloseNotification` ("Sent before the popover is closed"), then `didCloseNotification`; the
  /// delegate hears both. `performClose(_:)`: "The popover will not be closed if it has a delegate and the delegate
  /// returns NO to -popoverShouldClose:".
  @Test func closingNotifiesWillThenDidAndTheDelegateCanRefuse() {
    withAppKitLog { _ in
      final class Delegate: NSObject, NSPopoverDelegate {
        var allow = false
        var heard: [String] = []
        func popoverShouldClose(_ popover: NSPopover) -> Bool { allow }
        func popoverWillClose(_ notification: Notification) { MainActor.assumeIsolated { heard.append("will") } }
        func popoverDidClose(_ notification: Notification) { MainActor.assumeIsolated { heard.append("did") } }
      }
      let main = AppKitMainWindow()
      let popover = NSPopover()
      let delegate = Delegate()
      popover.delegate = delegate
      popover.contentViewController = AppKitScreen()
      popover.show(relativeTo: .zero, of: main.root.view, preferredEdge: .maxX)
      let recorder = NotificationRecorder(
        [NSPopover.willCloseNotification, NSPopover.didCloseNotification], object: popover)
      popover.performClose(nil)
      #expect(popover.isShown && delegate.heard.isEmpty)
      delegate.allow = true
      popover.performClose(nil)
      #expect(!popover.isShown)
      #expect(delegate.heard == ["will", "did"])
      #expect(recorder.names == [NSPopover.willCloseNotification, NSPopover.didCloseNotification])
    }
  }

  /// Behaviors: a transient popover "is closed in response to most user interactions"; a semi-transient one "when the
  /// user interacts with user interface elements in the window containing the popover's positioning view"; an
  /// application-defined one is "not usually closed on the developer's behalf".
  @Test(arguments: [
    (NSPopover.Behavior.transient, true, true),
    (.semitransient, false, true),
    (.applicationDefined, false, false),
  ])
  func eachBehaviorClosesOnTheInteractionsItNames(
    _ behavior: NSPopover.Behavior, closesOnOtherApp: Bool, closesInItsWindow: Bool
  ) {
    withAppKitLog { _ in
      let main = AppKitMainWindow()
      let popover = NSPopover()
      popover.behavior = behavior
      popover.contentViewController = AppKitScreen()
      popover.show(relativeTo: .zero, of: main.root.view, preferredEdge: .minY)
      NSPopover.modelUserInteractsOutsidePopovers(in: nil)
      #expect(popover.isShown == !closesOnOtherApp)
      NSPopover.modelUserInteractsOutsidePopovers(in: main.window)
      #expect(popover.isShown == !(closesOnOtherApp || closesInItsWindow))
      popover.close()
    }
  }

  /// `present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)`: the controller "is made the delegate and
  /// contentViewController of the popover while it is shown"; a transient popover the user clicks away ends the
  /// presentation.
  @Test func aPopoverThatClosesByItselfEndsItsPresentation() throws {
    try withAppKitLog { _ in
      let main = AppKitMainWindow()
      let content = AppKitScreen()
      main.root.present(
        content, asPopoverRelativeTo: .zero, of: main.root.view, preferredEdge: .minY, behavior: .transient)
      let popover = try #require(NSPopover.modelShownPopovers.last)
      #expect(popover.contentViewController === content)
      #expect(content.view.window?.isVisible == true)
      NSPopover.modelUserInteractsOutsidePopovers(in: nil)
      #expect(main.root.presentedViewControllers == nil)
      #expect(content.presentingViewController == nil)
      #expect(content.view.window == nil)
    }
  }
}
