import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a popover is anchored. Headless hosts present popovers modally and keep these settings for the app.
public final class ZIKViewRoutePopoverConfiguration {
  /// The view the popover points at. Required: a popover route without it fails with `invalidConfiguration`.
  public weak var sourceView: (any ZIKViewHost)?
  /// The rectangle in `sourceView` the popover points at.
  public var sourceRect: CGRect = .zero

  /// An anchor with no source view yet.
  public init() {}

  /// A copy with the same anchor.
  public func copy() -> ZIKViewRoutePopoverConfiguration {
    let copy = ZIKViewRoutePopoverConfiguration()
    copy.sourceView = sourceView
    copy.sourceRect = sourceRect
    return copy
  }
}
