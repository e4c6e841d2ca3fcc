#if canImport(UIKit)
  import UIKit

  /// `UIView` as a view host: each requirement forwards to UIKit.
  extension UIView: ZIKViewHost {
    /// `superview`.
    public var zix_superview: (any ZIKViewHost)? { superview }
    /// `subviews`.
    public var zix_subviews: [any ZIKViewHost] { subviews }
    /// `addSubview(_:)`; a view that is not a `UIView` is ignored.
    public func zix_addSubview(_ view: any ZIKViewHost) {
      guard let view = view as? UIView else { return }
      addSubview(view)
    }
    /// `removeFromSuperview()`.
    public func zix_removeFromSuperview() {
      removeFromSuperview()
    }
  }
#endif
