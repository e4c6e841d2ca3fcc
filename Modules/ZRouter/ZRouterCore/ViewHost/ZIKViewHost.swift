/// A view in a view tree, as the router sees it.
///
/// The requirements are `zix_`-prefixed so a platform view (`UIView`, `NSView`) can adopt the protocol without
/// clashing with its own members. `addAsSubview` routes call `zix_addSubview(_:)` on the source and remove with
/// `zix_removeFromSuperview()` on the destination.
@MainActor
public protocol ZIKViewHost: ZIKViewRouteSource {
  /// The view this view is a subview of, or `nil` when it is not in a tree.
  var zix_superview: (any ZIKViewHost)? { get }
  /// The subviews, back to front.
  var zix_subviews: [any ZIKViewHost] { get }
  /// Adds `view` as the front-most subview, taking it out of its previous superview first.
  ///
  /// A host ignores a view it cannot adopt (itself, one of its ancestors, or a view of another kind).
  func zix_addSubview(_ view: any ZIKViewHost)
  /// Takes the view out of its superview; does nothing when it has none.
  func zix_removeFromSuperview()
}
