/// How a host presents a controller: the presentations of UIKit and AppKit, as one value the router hands the host.
///
/// Routes map to styles: `presentModally(from:)` is `.modal` (a modal window on AppKit), `presentAsPopover` is
/// `.popover` with every popover setting of the configuration, and the AppKit routes `presentAsSheet(from:)` and
/// `present(from:animator:)` are `.sheet` and `.animator`. A host that has no such presentation reports the
/// transition as `HostTransitionResult.notPerformed`.
@MainActor
public enum PresentationStyle {
  /// A modal presentation: full screen or a sheet on UIKit, a modal window on AppKit.
  case modal
  /// A popover anchored as the configuration says (source view or bar button item, rectangle, arrows...).
  case popover(ZIKViewRoutePopoverConfiguration)
  /// A sheet attached to the presenting controller's window (AppKit).
  case sheet
  /// A presentation driven by a custom animator (AppKit's `present(_:animator:)`).
  case animator(any PresentationAnimator)
}

@_spi(ZRouterGlue)
extension PresentationStyle {
  /// The animator of an `.animator` presentation, as an object the glue casts to its framework's animator protocol.
  public var animatorObject: AnyObject? {
    if case .animator(let animator) = self { return animator as AnyObject }
    return nil
  }
}
