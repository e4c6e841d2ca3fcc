#if canImport(UIKit)
  import UIKit
  @_spi(ZRouterGlue) import ZRouterCore

  extension ZIKViewRoutePopoverConfiguration {
    /// Hands every setting to UIKit's popover presentation controller. `sourceRect` only when it was set: UIKit's own
    /// default (`CGRect.null` since iOS 13.2) points at the whole source view, where `.zero` would point at its
    /// top-left corner.
    @MainActor func apply(to popover: UIPopoverPresentationController) {
      popover.sourceView = sourceView as? UIView
      if let sourceRect = sourceRectIfSet { popover.sourceRect = sourceRect }
      if let item = erasedBarButtonItem as? any UIPopoverPresentationControllerSourceItem { popover.sourceItem = item }
      popover.permittedArrowDirections = UIPopoverArrowDirection(rawValue: arrowDirectionsRawValue)
      popover.passthroughViews = passthroughViews?.compactMap { $0 as? UIView }
      if let color = erasedBackgroundColor as? UIColor { popover.backgroundColor = color }
      if let margins = erasedLayoutMargins as? UIEdgeInsets { popover.popoverLayoutMargins = margins }
      if let delegate = erasedDelegate as? any UIPopoverPresentationControllerDelegate { popover.delegate = delegate }
    }
  }
#endif
