#if canImport(UIKit)
  import UIKit

  extension ZIKViewRoutePopoverConfiguration {
    /// Hands every setting to UIKit's popover presentation controller. `sourceRect` only when it was set: UIKit's own
    /// default (`CGRect.null` since iOS 13.2) points at the whole source view, where `.zero` would point at its
    /// top-left corner.
    @MainActor func apply(to popover: UIPopoverPresentationController) {
      popover.sourceView = sourceView as? UIView
      if isSourceRectSet { popover.sourceRect = sourceRect }
      if let barButtonItem { popover.sourceItem = barButtonItem }
      popover.permittedArrowDirections = permittedArrowDirections
      popover.passthroughViews = passthroughViews?.compactMap { $0 as? UIView }
      if let backgroundColor { popover.backgroundColor = backgroundColor }
      if let popoverLayoutMargins { popover.popoverLayoutMargins = popoverLayoutMargins }
      if let delegate { popover.delegate = delegate }
    }
  }
#endif
