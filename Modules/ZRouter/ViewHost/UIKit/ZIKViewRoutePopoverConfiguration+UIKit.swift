#if canImport(UIKit) && !os(tvOS)
  import UIKit

  extension ZIKViewRoutePopoverConfiguration {
    /// Hands every setting to UIKit's popover presentation controller. `sourceRect` only when it was set: UIKit's own
    /// default (`CGRect.null` since iOS 13.2) points at the whole source view, where `.zero` would point at its
    /// top-left corner. `sourceItem` wins over `barButtonItem` when both are set. tvOS has no popovers: there a popover
    /// route fails before it reaches the host (see `UIViewController.zix_unavailability(of:)`).
    @MainActor func apply(to popover: UIPopoverPresentationController) {
      popover.sourceView = sourceView as? UIView
      if isSourceRectSet { popover.sourceRect = sourceRect }
      if let item = sourceItem ?? barButtonItem { popover.sourceItem = item }
      popover.permittedArrowDirections = permittedArrowDirections
      popover.passthroughViews = passthroughViews?.compactMap { $0 as? UIView }
      if let backgroundColor { popover.backgroundColor = backgroundColor }
      if let popoverLayoutMargins { popover.popoverLayoutMargins = popoverLayoutMargins }
      if let delegate { popover.delegate = delegate }
    }
  }
#endif
