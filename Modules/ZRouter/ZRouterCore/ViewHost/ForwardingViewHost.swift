/// A view class whose own view-tree API has UIKit's shape (`superview`, `subviews`, `addSubview(_:)`,
/// `removeFromSuperview()`): adopting it makes the class a ``ZIKViewHost`` whose requirements forward to that API.
///
/// `UIView`, `NSView` and `HeadlessView` adopt it, so the three behave alike by construction. A view class of your own
/// with the same members adopts it with an empty extension:
/// ```swift
/// extension CanvasView: ForwardingViewHost {}   // superview, subviews, addSubview(_:), removeFromSuperview()
/// ```
@MainActor
public protocol ForwardingViewHost: ZIKViewHost {
  /// The class of the views in the tree (`UIView`, `NSView`, `HeadlessView`). `zix_addSubview(_:)` ignores a view
  /// of any other class.
  associatedtype TreeView: ZIKViewHost
  /// The view this view is a subview of, or `nil` when it is not in a tree.
  var superview: TreeView? { get }
  /// The subviews, back to front.
  var subviews: [TreeView] { get }
  /// Adds `view` as the front-most subview, taking it out of its previous superview first.
  func addSubview(_ view: TreeView)
  /// Takes the view out of its superview; does nothing when it has none.
  func removeFromSuperview()
}

extension ForwardingViewHost {
  /// `superview`, as a host.
  public var zix_superview: (any ZIKViewHost)? { superview }

  /// `subviews`, as hosts.
  public var zix_subviews: [any ZIKViewHost] { subviews }

  /// `addSubview(_:)`; a view that is not a `TreeView` is ignored.
  public func zix_addSubview(_ view: any ZIKViewHost) {
    guard let view = view as? TreeView else { return }
    addSubview(view)
  }

  /// `removeFromSuperview()`.
  public func zix_removeFromSuperview() {
    removeFromSuperview()
  }
}
