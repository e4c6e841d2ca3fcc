import Foundation

#if canImport(UIKit)
  import UIKit

  /// The platform's view controller class: `UIViewController` here. Screens written once for every platform subclass
  /// it.
  public typealias PlatformViewController = UIViewController
  /// The destination as `containerWrapper`, `addingChildViewHandler` and `removingChildViewHandler` hand it over:
  /// a `UIViewController` here.
  public typealias DestinationViewController = UIViewController
  /// The bar button item a popover can point at: `UIBarButtonItem` here.
  public typealias PopoverBarButtonItem = UIBarButtonItem
  /// The popover's background color: `UIColor` here.
  public typealias PopoverColor = UIColor
  /// The popover's layout margins: `UIEdgeInsets` here.
  public typealias PopoverEdgeInsets = UIEdgeInsets
  /// The arrow directions a popover may use: `UIPopoverArrowDirection` here.
  public typealias PopoverArrowDirection = UIPopoverArrowDirection
  #if os(tvOS)
    /// The popover's delegate: any object on tvOS, which has no popovers (a popover route fails with
    /// `ZIKViewRouteError.unsupportType`).
    public typealias PopoverDelegate = AnyObject
    /// What a popover can point at besides a view or a bar button item: any object on tvOS, which has no popovers.
    public typealias PopoverSourceItem = AnyObject
  #else
    /// The popover's delegate: `UIPopoverPresentationControllerDelegate` here.
    public typealias PopoverDelegate = UIPopoverPresentationControllerDelegate
    /// What a popover can point at: `UIPopoverPresentationControllerSourceItem` here (a view, a layout guide, a bar
    /// button item, a tab bar item).
    public typealias PopoverSourceItem = UIPopoverPresentationControllerSourceItem
  #endif
  /// The animator of `present(from:animator:)`, an AppKit route: any object here (UIKit hosts refuse it).
  public typealias PresentationAnimator = AnyObject
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The platform's view controller class: `NSViewController` here. Screens written once for every platform subclass
  /// it.
  public typealias PlatformViewController = NSViewController
  /// The destination as `containerWrapper`, `addingChildViewHandler` and `removingChildViewHandler` hand it over:
  /// an `NSViewController` here.
  public typealias DestinationViewController = NSViewController
  /// The object a popover can point at instead of a view (AppKit popovers point at views): any object here.
  public typealias PopoverBarButtonItem = AnyObject
  /// The popover's background color: `NSColor` here.
  public typealias PopoverColor = NSColor
  /// The popover's layout margins: `NSEdgeInsets` here.
  public typealias PopoverEdgeInsets = NSEdgeInsets
  /// The arrow directions a popover may use: the router's own option set here.
  public typealias PopoverArrowDirection = HeadlessPopoverArrowDirection
  /// The popover's delegate: `NSPopoverDelegate` here.
  public typealias PopoverDelegate = NSPopoverDelegate
  /// What a popover can point at besides a view (UIKit's source items): any object here; AppKit popovers point at
  /// views.
  public typealias PopoverSourceItem = AnyObject
  /// The animator of `present(from:animator:)`: `NSViewControllerPresentationAnimator` here.
  public typealias PresentationAnimator = NSViewControllerPresentationAnimator
#else
  /// The platform's view controller class: ``HeadlessViewController`` where neither UIKit nor AppKit exists. Screens
  /// written once for every platform subclass it.
  public typealias PlatformViewController = HeadlessViewController
  /// The destination as `containerWrapper`, `addingChildViewHandler` and `removingChildViewHandler` hand it over: any
  /// host of the router where neither UIKit nor AppKit exists (the headless host's controllers, and the controllers
  /// of any other host an app or a test brings).
  public typealias DestinationViewController = any ZIKViewControllerHost
  /// The bar button item a popover can point at: any object where no UI framework exists.
  public typealias PopoverBarButtonItem = AnyObject
  /// The popover's background color: any object where no UI framework exists.
  public typealias PopoverColor = AnyObject
  /// The popover's layout margins: any value where no UI framework exists.
  public typealias PopoverEdgeInsets = Any
  /// The arrow directions a popover may use: the router's own option set where no UI framework exists.
  public typealias PopoverArrowDirection = HeadlessPopoverArrowDirection
  /// The popover's delegate: any object where no UI framework exists.
  public typealias PopoverDelegate = AnyObject
  /// What a popover can point at besides a view (UIKit's source items): any object where no UI framework exists.
  public typealias PopoverSourceItem = AnyObject
  /// The animator of `present(from:animator:)`: any object where no UI framework exists.
  public typealias PresentationAnimator = AnyObject
#endif

/// The arrow directions a popover may use, where UIKit's `UIPopoverArrowDirection` does not exist.
///
/// Same names and bits as UIKit's, so `popover.permittedArrowDirections = [.up, .down]` reads the same everywhere.
public struct HeadlessPopoverArrowDirection: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public let rawValue: UInt
  /// A set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// An arrow pointing up.
  public static let up = HeadlessPopoverArrowDirection(rawValue: 1 << 0)
  /// An arrow pointing down.
  public static let down = HeadlessPopoverArrowDirection(rawValue: 1 << 1)
  /// An arrow pointing left.
  public static let left = HeadlessPopoverArrowDirection(rawValue: 1 << 2)
  /// An arrow pointing right.
  public static let right = HeadlessPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction. The default.
  public static let any: HeadlessPopoverArrowDirection = [.up, .down, .left, .right]
}

/// `host` as a ``DestinationViewController``, the type the app's handlers take, or `nil` when it is another kind of
/// host.
@MainActor
func destinationViewController(_ host: any ZIKViewControllerHost) -> DestinationViewController? {
  #if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
    host as? DestinationViewController
  #else
    host
  #endif
}

/// `controller`, which an app's handler returned, as a host of the router. The platform's view controllers are hosts
/// through the glue (`ZRouterUIKit`, `ZRouterAppKit`), which the core does not import, so the cast happens at run time.
@MainActor
func viewControllerHost(_ controller: DestinationViewController) -> (any ZIKViewControllerHost)? {
  #if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
    controller as AnyObject as? any ZIKViewControllerHost
  #else
    controller
  #endif
}

/// A new, empty ``PlatformViewController``.
@MainActor
func makePlatformViewController() -> PlatformViewController { PlatformViewController() }
