#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// `NSView` as a view host: each requirement forwards to AppKit.
  extension NSView: ZIKViewHost {
    /// `superview`.
    public var zix_superview: (any ZIKViewHost)? { superview }
    /// `subviews`.
    public var zix_subviews: [any ZIKViewHost] { subviews }
    /// `addSubview(_:)`; a view that is not an `NSView` is ignored.
    public func zix_addSubview(_ view: any ZIKViewHost) {
      guard let view = view as? NSView else { return }
      addSubview(view)
    }
    /// `removeFromSuperview()`.
    public func zix_removeFromSuperview() {
      removeFromSuperview()
    }
  }

  /// Tab view controllers are valid results of a `containerWrapper`.
  extension NSTabViewController: ZIKViewRouteContainer {}
  /// Split view controllers are valid results of a `containerWrapper`.
  extension NSSplitViewController: ZIKViewRouteContainer {}
  /// Page controllers are valid results of a `containerWrapper`.
  extension NSPageController: ZIKViewRouteContainer {}
#endif
