#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// `NSView` as a view host: each requirement forwards to AppKit's view-tree API.
  extension NSView: ZIKForwardingViewHost {}

  /// Tab view controllers are valid results of a `containerWrapper`.
  extension NSTabViewController: ZIKViewRouteContainer {}
  /// Split view controllers are valid results of a `containerWrapper`.
  extension NSSplitViewController: ZIKViewRouteContainer {}
  /// Page controllers are valid results of a `containerWrapper`.
  extension NSPageController: ZIKViewRouteContainer {}
#endif
