import Foundation

/// A popover: the parts of AppKit's `NSPopover` the router's glue and the model's popover presentation use.
///
/// Rules, from `AppKit/NSPopover.h` (macOS 14 SDK):
/// - `show(relativeTo:of:preferredEdge:)` "will throw a NSInvalidArgumentException if view is nil or if view is not
///   in a window" and "a NSInternalInconsistencyException if the popover's content view controller (or the view
///   controller's view) is nil". The model records those exceptions and shows nothing.
/// - `preferredEdge` is "the edge of positioningView the popover should prefer to be anchored to (respects to the
///   -isFlipped state of positioningView)": `.minY` is the bottom edge of a non-flipped view, the top edge of a
///   flipped one. The model keeps the edge, in the view's own terms, in `modelAnchorSide`.
/// - "An empty rectangle ... will default to the bounds of positioningView."
/// - "If the positioning view isn't visible (its window isn't visible, or the positioning rect is outside of its
///   visible rect), this method does nothing." (The model reads "outside" as not meeting `visibleRect`.)
/// - A shown popover is "considered to be shown from the point when -showRelativeToRect:ofView:preferredEdge: is
///   invoked until the popover is closed in response to an invocation of either -close or -performClose:".
///   Closing posts `willCloseNotification` (the delegate's `popoverWillClose(_:)`), then `didCloseNotification`.
/// - The popover's content is in a window of its own while shown.
/// - Behaviors: a transient popover "is closed in response to most user interactions" ("AppKit will close the popover
///   when the user interacts with a user interface element outside the popover"), a semi-transient one "when the user
///   interacts with user interface elements in the window containing the popover's positioning view", and an
///   application-defined one is "not usually closed on the developer's behalf".
///   `modelUserInteractsOutsidePopovers(in:)` is such an interaction; AppKit asks the delegate first, as
///   `performClose(_:)` does ("The popover will not be closed if it has a delegate and the delegate returns NO to
///   -popoverShouldClose:").
/// - "When a window is closed in response to the -close message being sent, all of its popovers will be closed": the
///   popover remembers the window of its positioning view (`modelAnchorWindow`), and `NSWindow.close()` closes it.
@MainActor
open class NSPopover: NSResponder {
  /// When a popover closes by itself.
  public enum Behavior: Int, Sendable {
    /// The app closes it.
    case applicationDefined = 0
    /// It closes when the user interacts outside it.
    case transient = 1
    /// It closes when the user interacts with the window outside it.
    case semitransient = 2
  }

  /// Which side of the positioning rectangle, as the user sees it, a popover is anchored to. Not part of AppKit.
  public enum ModelAnchorSide: Sendable, Hashable {
    /// Above the rectangle, on screen.
    case top
    /// Below the rectangle, on screen.
    case bottom
    /// Left of the rectangle.
    case left
    /// Right of the rectangle.
    case right
  }

  /// Posted before a popover closes; the object is the popover.
  nonisolated public static let willCloseNotification = Notification.Name("NSPopoverWillCloseNotification")
  /// Posted after a popover closed; the object is the popover.
  nonisolated public static let didCloseNotification = Notification.Name("NSPopoverDidCloseNotification")

  /// When the popover closes by itself. Default: `.applicationDefined`.
  open var behavior: Behavior = .applicationDefined
  /// The controller whose view the popover shows.
  open var contentViewController: NSViewController?
  /// The popover's delegate (not retained).
  open weak var delegate: (any NSPopoverDelegate)?
  /// Whether the popover is shown.
  open private(set) var isShown = false
  /// The rectangle, in the positioning view, the popover points at (the view's bounds for an empty rectangle).
  open var positioningRect: NSRect = .zero
  /// The view the popover points at while shown. Not part of AppKit's API.
  public private(set) weak var modelPositioningView: NSView?
  /// The side of the positioning rectangle the popover is anchored to, on screen. Not part of AppKit.
  public private(set) var modelAnchorSide: ModelAnchorSide?
  /// The window of the positioning view when the popover was shown. Not part of AppKit.
  public private(set) weak var modelAnchorWindow: NSWindow?
  /// The popovers on screen, oldest first, among those shown under the running task's `AppKitModelLog` (one test's,
  /// so that tests running side by side do not see or close each other's popovers). Not part of AppKit.
  public static var modelShownPopovers: [NSPopover] {
    allShown.filter { $0.shownUnderLog === AppKitModelLog.current }
  }

  /// Every popover on screen, oldest first.
  static private(set) var allShown: [NSPopover] = []
  /// The log bound when the popover was shown.
  private weak var shownUnderLog: AppKitModelLog?

  private var popoverWindow: NSWindow?
  /// Run once when the popover closes (the presentation that made it ends).
  var closeHandler: (() -> Void)?

  /// A popover with no content.
  public override init() { super.init() }

  /// Popovers are not archived in the model.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Shows the popover anchored to `positioningRect` of `positioningView`, preferring its `preferredEdge`.
  open func show(relativeTo positioningRect: NSRect, of positioningView: NSView, preferredEdge: NSRectEdge) {
    guard positioningView.window != nil else {
      AppKitModelLog.raise("NSInvalidArgumentException: the popover's positioning view is not in a window")
      return
    }
    guard let contentViewController else {
      AppKitModelLog.raise("NSInternalInconsistencyException: the popover has no content view controller")
      return
    }
    let rect = positioningRect.isEmpty ? positioningView.bounds : positioningRect
    guard positioningView.window?.isVisible == true, rect.intersects(positioningView.visibleRect) else { return }
    self.positioningRect = rect
    modelPositioningView = positioningView
    modelAnchorWindow = positioningView.window
    modelAnchorSide = Self.side(of: preferredEdge, flipped: positioningView.isFlipped)
    guard !isShown else { return }
    isShown = true
    shownUnderLog = AppKitModelLog.current
    Self.allShown.append(self)
    let window = NSWindow(contentViewController: contentViewController)
    window.isReleasedWhenClosed = false
    popoverWindow = window
    window.makeKeyAndOrderFront(nil)
  }

  /// Closes the popover unless the delegate's `popoverShouldClose(_:)` answers `false` (what a transient popover
  /// does when the user clicks outside it).
  open func performClose(_ sender: Any?) {
    guard isShown else { return }
    if let delegate, !delegate.popoverShouldClose(self) { return }
    close()
  }

  /// The user clicks or types outside the shown popovers, in `window` (`nil`: in another app or on the desktop). A
  /// transient popover closes, a semi-transient one closes when `window` holds its positioning view, and an
  /// application-defined one stays; the delegate may refuse, as with `performClose(_:)`. Not part of AppKit.
  public static func modelUserInteractsOutsidePopovers(in window: NSWindow?) {
    for popover in modelShownPopovers {
      switch popover.behavior {
      case .transient: popover.performClose(nil)
      case .semitransient where window != nil && window === popover.modelAnchorWindow: popover.performClose(nil)
      case .semitransient, .applicationDefined: continue
      }
    }
  }

  /// Closes the popover: `willCloseNotification`, the window leaves the screen, `didCloseNotification`.
  open func close() {
    guard isShown else { return }
    let willClose = Notification(name: Self.willCloseNotification, object: self)
    delegate?.popoverWillClose(willClose)
    NotificationCenter.default.post(willClose)
    isShown = false
    Self.allShown.removeAll { $0 === self }
    if let popoverWindow {
      popoverWindow.close()
      if AppKitModelVariant.dismissedContentStaysInItsWindow {
        AppKitModelVariant.keep(popoverWindow)
      } else {
        popoverWindow.contentViewController = nil
      }
    }
    popoverWindow = nil
    let didClose = Notification(name: Self.didCloseNotification, object: self)
    delegate?.popoverDidClose(didClose)
    NotificationCenter.default.post(didClose)
    let handler = closeHandler
    closeHandler = nil
    handler?()
  }

  /// The on-screen side of `edge` in a view that is `flipped` or not: y grows upwards in a non-flipped view.
  static func side(of edge: NSRectEdge, flipped: Bool) -> ModelAnchorSide {
    switch edge {
    case .minX: return .left
    case .maxX: return .right
    case .minY: return flipped ? .top : .bottom
    case .maxY: return flipped ? .bottom : .top
    @unknown default: return .bottom
    }
  }
}

/// What a popover tells its delegate: the parts of `NSPopoverDelegate` the model uses, AppKit's optional
/// requirements modelled as requirements with default implementations.
@MainActor
public protocol NSPopoverDelegate: NSObjectProtocol {
  /// Whether the popover may close. Default: `true`.
  func popoverShouldClose(_ popover: NSPopover) -> Bool
  /// The popover is about to close.
  func popoverWillClose(_ notification: Notification)
  /// The popover closed.
  func popoverDidClose(_ notification: Notification)
}

extension NSPopoverDelegate {
  /// Lets the popover close.
  public func popoverShouldClose(_ popover: NSPopover) -> Bool { true }
  /// Does nothing.
  public func popoverWillClose(_ notification: Notification) {}
  /// Does nothing.
  public func popoverDidClose(_ notification: Notification) {}
}
