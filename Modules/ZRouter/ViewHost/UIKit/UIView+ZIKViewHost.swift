#if canImport(UIKit)
  import UIKit

  /// `UIView` as a view host: each requirement forwards to UIKit's view-tree API.
  extension UIView: ZIKForwardingViewHost {}
#endif
