import Foundation

/// A view in a window's view tree: the parts of AppKit's `NSView` the router's glue uses.
///
/// Rules, from `AppKit/NSView.h` (macOS 14 SDK) and the `NSView` documentation:
/// - `window` is the window of the view's root: the content view of a window, or a view below it. A view outside
///   such a tree has no window.
/// - `addSubview(_:)` makes the view the front-most subview, taking it out of its previous superview first;
///   `removeFromSuperview()` unlinks it ("Unlinks the view from its superview and its window").
/// - When a change moves a subtree into or out of a window, every view of the subtree gets
///   `viewWillMove(toWindow:)` before the change and `viewDidMoveToWindow()` after it, parents before children.
/// - `isFlipped` is `false` by default: "the default coordinate system has its origin at the lower-left corner",
///   so `NSRectEdge.minY` is the bottom edge; a flipped view puts the origin at the upper-left corner.
/// - `visibleRect` is "the portion of the view that isn't clipped by its superviews": the view's bounds cut by each
///   superview's visible rectangle. The model clips to frames only (no scroll views, no hidden views) and reads a
///   view in no window as fully visible.
/// - A controller's root view tells its controller when it appears and disappears (see `NSViewController`).
@MainActor
open class NSView: NSResponder {
  /// The view's frame in its superview's coordinates.
  open var frame: NSRect
  /// Whether the view is hidden. Hiding a view, or showing it again, tells the controllers of its subtree that they
  /// disappear or appear (see `NSViewController`).
  open var isHidden = false {
    willSet {
      if newValue, !isHidden { propagateWindowVisibilityWillChange(toVisible: false) }
    }
    didSet {
      if oldValue != isHidden { propagateWindowVisibilityDidChange() }
    }
  }

  /// Whether the view or one of its superviews is hidden.
  open var isHiddenOrHasHiddenAncestor: Bool { isHidden || superview?.isHiddenOrHasHiddenAncestor == true }
  /// The view this view is a subview of (AppKit does not retain it).
  open private(set) weak var superview: NSView?
  /// The subviews, back to front (retained).
  open private(set) var subviews: [NSView] = []
  /// The window whose content view this view is, when it is one.
  weak var hostingWindow: NSWindow?
  /// The controller this view is the root view of.
  weak var owningController: NSViewController?

  /// A view with `frameRect` as its frame, as `init(frame:)`, AppKit's designated initializer.
  public init(frame frameRect: NSRect) {
    frame = frameRect
    super.init()
  }

  /// A view with an empty frame, as the `init()` Objective-C inherits from `NSObject`.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// A view decoded from an archive: the model keeps no archives, so the view is empty.
  public required init?(coder: NSCoder) {
    frame = .zero
    super.init(coder: coder)
  }

  /// The view's own coordinate rectangle: its frame's size at the origin.
  open var bounds: NSRect { NSRect(origin: .zero, size: frame.size) }

  /// The part of the view's bounds no superview clips, in the view's own coordinates (empty when it is all clipped).
  open var visibleRect: NSRect {
    guard let superview else { return bounds }
    let clipped = superview.visibleRect.intersection(frame)
    guard !clipped.isNull, !clipped.isEmpty else { return .zero }
    // From the superview's coordinates to the view's own: y runs the other way when exactly one of them is flipped.
    let y = isFlipped == superview.isFlipped ? clipped.minY - frame.minY : frame.maxY - clipped.maxY
    return NSRect(x: clipped.minX - frame.minX, y: y, width: clipped.width, height: clipped.height)
  }

  /// Whether the view's origin is its upper-left corner. AppKit's default is `false` (lower-left origin, y up).
  open var isFlipped: Bool { false }

  /// The window of the view's root, or `nil` when the view is in no window.
  open var window: NSWindow? { superview?.window ?? hostingWindow }

  /// Adds `view` as the front-most subview, taking it out of its previous superview first. Adding the receiver or one
  /// of its ancestors raises in AppKit (recorded in the model log).
  open func addSubview(_ view: NSView) {
    var ancestor: NSView? = self
    while let current = ancestor {
      if current === view {
        AppKitModelLog.raise("addSubview: \(type(of: view)) is the receiver or one of its ancestors")
        return
      }
      ancestor = current.superview
    }
    let oldWindow = view.window
    let newWindow = window
    if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
    view.detachFromSuperview()
    view.viewWillMove(toSuperview: self)
    subviews.append(view)
    view.superview = self
    view.viewDidMoveToSuperview()
    if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
  }

  /// Unlinks the view from its superview and its window; does nothing when it has no superview.
  open func removeFromSuperview() {
    guard superview != nil else { return }
    let leavesWindow = window != nil
    if leavesWindow { propagateWillMove(toWindow: nil) }
    viewWillMove(toSuperview: nil)
    detachFromSuperview()
    viewDidMoveToSuperview()
    if leavesWindow { propagateDidMoveToWindow() }
  }

  /// Called before the view moves to `newWindow` (`nil`: out of its window). Call `super` when overriding.
  open func viewWillMove(toWindow newWindow: NSWindow?) {}

  /// Called after the view moved into or out of a window (`window` is the new one). Call `super` when overriding.
  open func viewDidMoveToWindow() {}

  /// Called before the view moves to `newSuperview` (`nil`: out of its superview).
  open func viewWillMove(toSuperview newSuperview: NSView?) {}

  /// Called after the view's superview changed.
  open func viewDidMoveToSuperview() {}

  private func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// `viewWillMove(toWindow:)` on the subtree, parents first; a controller's root view first tells its controller
  /// when it is about to disappear.
  func propagateWillMove(toWindow newWindow: NSWindow?) {
    owningController?.appearanceWillChange(toVisible: newWindow?.isVisible == true)
    viewWillMove(toWindow: newWindow)
    for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
  }

  /// `viewDidMoveToWindow()` on the subtree, parents first; a controller's root view then tells its controller
  /// whether it appeared or disappeared.
  func propagateDidMoveToWindow() {
    viewDidMoveToWindow()
    for subview in subviews { subview.propagateDidMoveToWindow() }
    owningController?.appearanceDidChange()
  }

  /// Tells the controllers of the subtree that their window is about to be ordered in or out.
  func propagateWindowVisibilityWillChange(toVisible visible: Bool) {
    owningController?.appearanceWillChange(toVisible: visible)
    for subview in subviews { subview.propagateWindowVisibilityWillChange(toVisible: visible) }
  }

  /// Tells the controllers of the subtree that their window was ordered in or out.
  func propagateWindowVisibilityDidChange() {
    for subview in subviews { subview.propagateWindowVisibilityDidChange() }
    owningController?.appearanceDidChange()
  }
}
