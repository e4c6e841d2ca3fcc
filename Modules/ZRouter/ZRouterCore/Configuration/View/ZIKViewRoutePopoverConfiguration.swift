import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif
#if canImport(UIKit)
  import UIKit
#endif

/// Where and how a popover is shown: every setting of UIKit's `UIPopoverPresentationController`, handed to the host
/// with the presentation (``PresentationStyle/popover(_:)``).
///
/// ```swift
/// Router.perform(to: .editorViewInput, path: .presentAsPopover(from: self) { popover in
///   popover.sourceView = self.view
///   popover.sourceRect = CGRect(x: 0, y: 0, width: 44, height: 44)
///   popover.permittedArrowDirections = .up
/// })
/// ```
/// The types are the platform's own (`UIView`, `UIBarButtonItem`, `UIColor`, `UIEdgeInsets`,
/// `UIPopoverArrowDirection` on iOS). Headless hosts present popovers modally and keep the settings on the presented
/// controller, for tests to read.
public final class ZIKViewRoutePopoverConfiguration {
  /// The view the popover points at. A popover route needs it, ``barButtonItem`` or ``sourceItem``, else it fails
  /// with `invalidConfiguration`.
  public weak var sourceView: (any ZIKViewHost)?
  /// The rectangle in `sourceView` the popover points at. Left unset, UIKit points at the whole source view (its
  /// default since iOS 13.2); AppKit and the headless host read `.zero`.
  public var sourceRect: CGRect = .zero {
    didSet { isSourceRectSet = true }
  }
  /// Whether `sourceRect` was set: UIKit hosts hand it over only then.
  var isSourceRectSet = false
  /// The bar button item the popover points at, instead of a source view.
  public weak var barButtonItem: PopoverBarButtonItem?
  /// What the popover points at, instead of a source view: UIKit's `UIPopoverPresentationControllerSourceItem` (a
  /// view, a layout guide, a bar button item, a tab bar item), handed to the popover's `sourceItem`. Set it, rather
  /// than ``barButtonItem``, for anything else than a bar button item. When both are set, this one wins. AppKit and
  /// headless hosts keep it for tests to read. Held weakly.
  public weak var sourceItem: (any PopoverSourceItem)?
  /// The arrow directions the popover may use. Default: any.
  public var permittedArrowDirections: PopoverArrowDirection = .any
  /// Views the user can interact with while the popover is shown.
  public var passthroughViews: [any ZIKViewHost]?
  /// The popover's background color; `nil` keeps the platform's.
  public var backgroundColor: PopoverColor?
  /// The margins the popover keeps from the edges of the screen; `nil` keeps the platform's.
  public var popoverLayoutMargins: PopoverEdgeInsets?
  /// The popover presentation's delegate. Held weakly.
  public weak var delegate: (any PopoverDelegate)?

  /// An anchor with no source view yet.
  public init() {}

  /// Whether the popover has something to point at: a source view, a bar button item or a source item.
  var hasAnchor: Bool { sourceView != nil || barButtonItem != nil || sourceItem != nil }

  /// A copy with the same settings.
  public func copy() -> ZIKViewRoutePopoverConfiguration {
    let copy = ZIKViewRoutePopoverConfiguration()
    copyFieldValues(
      \.sourceView, \.sourceRect, \.barButtonItem, \.sourceItem, \.permittedArrowDirections, \.passthroughViews,
      \.backgroundColor,
      \.popoverLayoutMargins, \.delegate, from: self, to: copy)
    copy.isSourceRectSet = isSourceRectSet
    return copy
  }
}

@_spi(ZRouterGlue)
extension ZIKViewRoutePopoverConfiguration {
  /// `sourceRect` when it was set, `nil` otherwise: UIKit hosts hand it over only then.
  public var sourceRectIfSet: CGRect? { isSourceRectSet ? sourceRect : nil }
  /// `barButtonItem`, as an object the glue casts to its framework's type.
  public var erasedBarButtonItem: AnyObject? { barButtonItem }
  /// `sourceItem`, as an object the glue casts to its framework's source-item protocol.
  public var erasedSourceItem: AnyObject? { sourceItem }
  /// The bits of `permittedArrowDirections` (UIKit's and the router's option sets share them).
  public var arrowDirectionsRawValue: UInt { permittedArrowDirections.rawValue }
  /// `backgroundColor`, as an object the glue casts to its framework's color class.
  public var erasedBackgroundColor: AnyObject? { backgroundColor }
  /// `popoverLayoutMargins`, as a value the glue casts to its framework's insets.
  public var erasedLayoutMargins: Any? { popoverLayoutMargins }
  /// `delegate`, as an object the glue casts to its framework's delegate protocol.
  public var erasedDelegate: AnyObject? { delegate }
}
