import Foundation

/// The model of `UIView`: a view tree whose window is the `UIWindow` at its root, and the window notifications.
///
/// Rules, from Apple's documentation of `UIView`:
/// - `addSubview(_:)`: "Views can have only one superview. If view already has a superview and that view is not the
///   receiver, this method removes the previous superview before making the receiver its new superview."
/// - `window`: "This property is nil if the view has not yet been added to a window."
/// - `didMoveToWindow()`: "Tells the view that its window object changed"; the model calls it on every view of the
///   subtree whose window changed, after the change, parents before children.
@MainActor
open class UIView {
  /// The frame in the superview's coordinates. Stored only; the model lays nothing out.
  open var frame: CGRect = .zero
  /// Whether the view is hidden. Stored only.
  open var isHidden = false

  /// The superview; `nil` when the view is not in a tree. Held weakly, as UIKit does.
  public private(set) weak var superview: UIView?
  /// The subviews, back to front. Held strongly.
  public private(set) var subviews: [UIView] = []

  /// A detached view with a zero frame.
  nonisolated public init() {}

  /// A detached view with `frame`.
  public init(frame: CGRect) { self.frame = frame }

  /// The window at the root of the view's tree, or `nil` when the tree has no window at its root.
  open var window: UIWindow? {
    var root = self
    while let next = root.superview { root = next }
    return root as? UIWindow
  }

  /// Adds `view` as the front-most subview, taking it out of its previous superview first.
  ///
  /// Adding the receiver or one of its ancestors is a programming error UIKit rejects; the model records it in
  /// ``UIKitModelDiagnostics`` and ignores it.
  open func addSubview(_ view: UIView) {
    insert(view, at: nil)
  }

  /// Inserts `view` below `siblingSubview` (at the back when `siblingSubview` is not a subview).
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insert(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
  }

  /// Takes the view out of its superview; does nothing when it has none.
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    let oldWindow = window
    parent.subviews.removeAll { $0 === self }
    superview = nil
    notifyWindowChange(from: oldWindow)
  }

  /// Called after the view's window changed (including to `nil`). The default does nothing.
  open func didMoveToWindow() {}

  /// Whether `view` is the receiver or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  private func insert(_ view: UIView, at index: Int?) {
    guard !isDescendant(of: view) else {
      UIKitModelDiagnostics.record("addSubview: a view cannot be added to itself or one of its subviews")
      return
    }
    let oldWindow = view.window
    if let parent = view.superview { parent.subviews.removeAll { $0 === view } }
    if let index, index <= subviews.count { subviews.insert(view, at: index) } else { subviews.append(view) }
    view.superview = self
    view.notifyWindowChange(from: oldWindow)
  }

  /// Calls `didMoveToWindow()` on the subtree when its window is no longer `oldWindow`.
  func notifyWindowChange(from oldWindow: UIWindow?) {
    guard window !== oldWindow else { return }
    for view in subtree() { view.didMoveToWindow() }
  }

  /// The receiver and its descendants, parents first.
  private func subtree() -> [UIView] {
    [self] + subviews.flatMap { $0.subtree() }
  }
}

extension UIView: Hashable {
  /// Views are equal only when they are the same instance, as UIKit's (`NSObject`) are.
  nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
  /// Hashes the instance's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
