#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_spi(ZRouterGlue) import ZRouterCore

  /// `NSView` as a view host: each requirement forwards to AppKit's view-tree API.
  extension AppKit.NSView: ZRouterCore.ForwardingViewHost {}

  /// Tab view controllers are valid results of a `containerWrapper`.
  extension AppKit.NSTabViewController: ZRouterCore.ZIKViewRouteContainer {}
  /// Split view controllers are valid results of a `containerWrapper`.
  extension AppKit.NSSplitViewController: ZRouterCore.ZIKViewRouteContainer {}
  /// Page controllers are valid results of a `containerWrapper`.
  extension AppKit.NSPageController: ZRouterCore.ZIKViewRouteContainer {}
#endif
