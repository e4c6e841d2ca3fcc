import Foundation

/// The model of `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public let rawValue: UInt
  /// A set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// An arrow pointing up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// An arrow pointing down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// An arrow pointing left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// An arrow pointing right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// The direction is not known yet.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The model of `UIPopoverPresentationControllerSourceItem`: something a popover can point at.
@MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

/// The model of `UIPopoverPresentationControllerDelegate` (every method is optional in UIKit; the model calls none).
@MainActor
public protocol UIPopoverPresentationControllerDelegate: AnyObject {}

/// The model of `UIPopoverPresentationController`: where a popover points and how it looks.
///
/// `sourceRect`: "In iOS 13.2 and later, the default value is CGRectNull, which instructs the system to use the
/// current frame of sourceView." `sourceView`/`sourceItem`: a popover needs one of them before it is presented.
@MainActor
public final class UIPopoverPresentationController {
  /// The presented controller.
  public private(set) weak var presentedViewController: UIViewController?
  /// The view containing the anchor rectangle.
  public var sourceView: UIView?
  /// The anchor rectangle in `sourceView`; `CGRect.null` (the default) means the whole `sourceView`.
  public var sourceRect: CGRect = .null
  /// The item the popover points at instead of a view (a bar button item).
  public var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
  /// The arrow directions the popover may use. Default: any.
  public var permittedArrowDirections: UIPopoverArrowDirection = .any
  /// Views the user can interact with while the popover is shown.
  public var passthroughViews: [UIView]?
  /// The popover's background color; `nil` for the system's.
  public var backgroundColor: UIColor?
  /// The margins the popover keeps from the screen's edges.
  public var popoverLayoutMargins: UIEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  /// The delegate. Held weakly.
  public weak var delegate: (any UIPopoverPresentationControllerDelegate)?

  init(presentedViewController: UIViewController) { self.presentedViewController = presentedViewController }

  /// The rectangle the arrow points at: `sourceRect`, or the source view's bounds when it is `CGRect.null`.
  public var anchorRect: CGRect {
    guard sourceRect.isNull else { return sourceRect }
    return CGRect(origin: .zero, size: sourceView?.frame.size ?? .zero)
  }
}

/// The model of `UIBarButtonItem`: a button in a bar, which a popover can point at.
@MainActor
public final class UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
  /// The item's title.
  public var title: String?
  /// An item with no title.
  public init() {}
}

/// The model of `UIColor`: a color as its RGBA components.
public final class UIColor: Sendable {
  /// The components, 0...1.
  public let red: Double, green: Double, blue: Double, alpha: Double
  /// A color from its components.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }
  /// Opaque red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Transparent.
  public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// The model of `UIEdgeInsets`.
public struct UIEdgeInsets: Sendable, Hashable {
  /// The insets, in points.
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  /// Insets from their four values.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  /// No insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// UIKit/UIPopoverPresentationControllerSourceItem.h: `@interface UIView (UIPopoverPresentationControllerSourceItem)
/// <UIPopoverPresentationControllerSourceItem>` (iOS 16): a popover can point at any view through `sourceItem`.
extension UIView: UIPopoverPresentationControllerSourceItem {}
