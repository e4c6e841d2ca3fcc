import Foundation

#if canImport(UIKit)
  import UIKit

  /// The platform's view controller class: `UIViewController` here.
  public typealias ViewController = UIViewController
  /// The platform's view class: `UIView` here.
  public typealias View = UIView
  /// The bar button item a popover can point at: `UIBarButtonItem` here.
  public typealias ZIKPopoverBarButtonItem = UIBarButtonItem
  /// The popover's background color: `UIColor` here.
  public typealias ZIKPopoverColor = UIColor
  /// The popover's layout margins: `UIEdgeInsets` here.
  public typealias ZIKPopoverEdgeInsets = UIEdgeInsets
  /// The arrow directions a popover may use: `UIPopoverArrowDirection` here.
  public typealias ZIKPopoverArrowDirection = UIPopoverArrowDirection
  #if os(tvOS)
    /// The popover's delegate: any object on tvOS, which has no popovers (a popover route fails with
    /// `ZIKViewRouteError.unsupportType`).
    public typealias ZIKPopoverDelegate = AnyObject
    /// What a popover can point at besides a view or a bar button item: any object on tvOS, which has no popovers.
    public typealias ZIKPopoverSourceItem = AnyObject
  #else
    /// The popover's delegate: `UIPopoverPresentationControllerDelegate` here.
    public typealias ZIKPopoverDelegate = UIPopoverPresentationControllerDelegate
    /// What a popover can point at: `UIPopoverPresentationControllerSourceItem` here (a view, a layout guide, a bar
    /// button item, a tab bar item).
    public typealias ZIKPopoverSourceItem = UIPopoverPresentationControllerSourceItem
  #endif
  /// The animator of `present(from:animator:)`, an AppKit route: any object here (UIKit hosts refuse it).
  public typealias ZIKPresentationAnimator = AnyObject
#elseif canImport(AppKit)
  import AppKit

  /// The platform's view controller class: `NSViewController` here.
  public typealias ViewController = NSViewController
  /// The platform's view class: `NSView` here.
  public typealias View = NSView
  /// The object a popover can point at instead of a view (AppKit popovers point at views): any object here.
  public typealias ZIKPopoverBarButtonItem = AnyObject
  /// The popover's background color: `NSColor` here.
  public typealias ZIKPopoverColor = NSColor
  /// The popover's layout margins: `NSEdgeInsets` here.
  public typealias ZIKPopoverEdgeInsets = NSEdgeInsets
  /// The arrow directions a popover may use: the router's own option set here.
  public typealias ZIKPopoverArrowDirection = ZIKHeadlessPopoverArrowDirection
  /// The popover's delegate: `NSPopoverDelegate` here.
  public typealias ZIKPopoverDelegate = NSPopoverDelegate
  /// What a popover can point at besides a view (UIKit's source items): any object here; AppKit popovers point at
  /// views.
  public typealias ZIKPopoverSourceItem = AnyObject
  /// The animator of `present(from:animator:)`: `NSViewControllerPresentationAnimator` here.
  public typealias ZIKPresentationAnimator = NSViewControllerPresentationAnimator
#else
  /// The platform's view controller class: `HeadlessViewController` where neither UIKit nor AppKit exists.
  ///
  /// Write `ViewController` in code meant for every platform, `HeadlessViewController` in code that needs the headless host.
  public typealias ViewController = HeadlessViewController
  /// The platform's view class: `HeadlessView` where neither UIKit nor AppKit exists.
  public typealias View = HeadlessView
  /// The bar button item a popover can point at: any object where no UI framework exists.
  public typealias ZIKPopoverBarButtonItem = AnyObject
  /// The popover's background color: any object where no UI framework exists.
  public typealias ZIKPopoverColor = AnyObject
  /// The popover's layout margins: `NSEdgeInsets` where no UI framework exists.
  public typealias ZIKPopoverEdgeInsets = NSEdgeInsets
  /// The arrow directions a popover may use: the router's own option set where no UI framework exists.
  public typealias ZIKPopoverArrowDirection = ZIKHeadlessPopoverArrowDirection
  /// The popover's delegate: any object where no UI framework exists.
  public typealias ZIKPopoverDelegate = AnyObject
  /// What a popover can point at besides a view (UIKit's source items): any object where no UI framework exists.
  public typealias ZIKPopoverSourceItem = AnyObject
  /// The animator of `present(from:animator:)`: any object where no UI framework exists.
  public typealias ZIKPresentationAnimator = AnyObject
#endif

/// The arrow directions a popover may use, where UIKit's `UIPopoverArrowDirection` does not exist.
///
/// Same names and bits as UIKit's, so `popover.permittedArrowDirections = [.up, .down]` reads the same everywhere.
public struct ZIKHeadlessPopoverArrowDirection: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public let rawValue: UInt
  /// A set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// An arrow pointing up.
  public static let up = ZIKHeadlessPopoverArrowDirection(rawValue: 1 << 0)
  /// An arrow pointing down.
  public static let down = ZIKHeadlessPopoverArrowDirection(rawValue: 1 << 1)
  /// An arrow pointing left.
  public static let left = ZIKHeadlessPopoverArrowDirection(rawValue: 1 << 2)
  /// An arrow pointing right.
  public static let right = ZIKHeadlessPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction. The default.
  public static let any: ZIKHeadlessPopoverArrowDirection = [.up, .down, .left, .right]
}
