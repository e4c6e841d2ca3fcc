#if canImport(UIKit)
  import UIKit

  extension ZIKViewRoutePopoverConfiguration {
    /// Hands every setting to UIKit's popover presentation controller.
    @MainActor func apply(to popover: UIPopoverPresentationController) {
      popover.sourceView = sourceView as? UIView
      popover.sourceRect = sourceRect
      if let barButtonItem { popover.sourceItem = barButtonItem }
      popover.permittedArrowDirections = permittedArrowDirections
      popover.passthroughViews = passthroughViews?.compactMap { $0 as? UIView }
      if let backgroundColor { popover.backgroundColor = backgroundColor }
      if let popoverLayoutMargins { popover.popoverLayoutMargins = popoverLayoutMargins }
      if let delegate { popover.delegate = delegate }
    }
  }
#endif
