#if canImport(UIKit)
  import UIKit
  @_spi(ZRouterGlue) import ZRouterCore

  /// `UIView` as a view host: each requirement forwards to UIKit's view-tree API.
  extension UIKit.UIView: ZRouterCore.ForwardingViewHost {}
#endif
