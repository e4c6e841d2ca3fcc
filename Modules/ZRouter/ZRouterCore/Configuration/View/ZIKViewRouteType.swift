/// How a view router displays its destination.
public enum ZIKViewRouteType: Int, Sendable, CustomStringConvertible {
  /// Push onto the source's navigation stack.
  case push = 0
  /// Present modally from the source.
  case presentModally = 1
  /// Present as a popover anchored to a view (headless: presented modally, the popover settings are kept).
  case presentAsPopover = 2
  /// Present as a sheet attached to the source's window (AppKit).
  case presentAsSheet = 3
  /// Present with a custom animator (AppKit's `present(_:animator:)`).
  case presentWithAnimator = 4
  /// A storyboard segue: started by the UIKit and AppKit glue (`StoryboardRouting`), never by a router's own path.
  case performSegue = 5
  /// Show the way the source's hierarchy decides (a navigation controller pushes, else present); without a source
  /// (AppKit), in a window of its own.
  case show = 6
  /// Show as the detail of the source's hierarchy (a split view decides; without one, present).
  case showDetail = 7
  /// Add as a child view controller of the source.
  case addAsChildViewController = 8
  /// Add as a subview of the source view.
  case addAsSubview = 9
  /// A transition the router implements itself (`performCustomRoute`).
  case custom = 10
  /// Only make and prepare the destination; the caller displays it.
  case makeDestination = 11

  public var description: String {
    switch self {
    case .push: "push"
    case .presentModally: "presentModally"
    case .presentAsPopover: "presentAsPopover"
    case .presentAsSheet: "presentAsSheet"
    case .presentWithAnimator: "presentWithAnimator"
    case .performSegue: "performSegue"
    case .show: "show"
    case .showDetail: "showDetail"
    case .addAsChildViewController: "addAsChildViewController"
    case .addAsSubview: "addAsSubview"
    case .custom: "custom"
    case .makeDestination: "makeDestination"
    }
  }
}

/// A set of route types a router supports: bit `1 << ZIKViewRouteType.rawValue`.
public struct ZIKViewRouteTypeMask: OptionSet, Sendable, Hashable {
  /// The bits of the mask.
  public let rawValue: Int
  /// A mask from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The mask of one route type.
  init(_ routeType: ZIKViewRouteType) { rawValue = 1 << routeType.rawValue }

  /// Only `.push`.
  public static let push = ZIKViewRouteTypeMask(.push)
  /// Only `.presentModally`.
  public static let presentModally = ZIKViewRouteTypeMask(.presentModally)
  /// Only `.presentAsPopover`.
  public static let presentAsPopover = ZIKViewRouteTypeMask(.presentAsPopover)
  /// Only `.presentAsSheet`.
  public static let presentAsSheet = ZIKViewRouteTypeMask(.presentAsSheet)
  /// Only `.presentWithAnimator`.
  public static let presentWithAnimator = ZIKViewRouteTypeMask(.presentWithAnimator)
  /// Only `.performSegue`.
  public static let performSegue = ZIKViewRouteTypeMask(.performSegue)
  /// Only `.show`.
  public static let show = ZIKViewRouteTypeMask(.show)
  /// Only `.showDetail`.
  public static let showDetail = ZIKViewRouteTypeMask(.showDetail)
  /// Only `.addAsChildViewController`.
  public static let addAsChildViewController = ZIKViewRouteTypeMask(.addAsChildViewController)
  /// Only `.addAsSubview`.
  public static let addAsSubview = ZIKViewRouteTypeMask(.addAsSubview)
  /// Only `.custom`.
  public static let custom = ZIKViewRouteTypeMask(.custom)
  /// Only `.makeDestination`.
  public static let makeDestination = ZIKViewRouteTypeMask(.makeDestination)

  /// What a view controller router supports by default.
  public static let viewControllerDefault: ZIKViewRouteTypeMask = [
    .push, .presentModally, .presentAsPopover, .presentAsSheet, .presentWithAnimator, .show, .showDetail,
    .addAsChildViewController, .makeDestination,
  ]
  /// What a view router supports by default.
  public static let viewDefault: ZIKViewRouteTypeMask = [.addAsSubview, .makeDestination]
}

/// The transition a view router really performed (`show` resolves to push or present).
public enum ZIKViewRouteRealType: Int, Sendable, CustomStringConvertible {
  /// Nothing was displayed yet, or the transition is not known.
  case unknown = 0
  /// Pushed onto a navigation stack.
  case push
  /// Presented modally.
  case presentModally
  /// Presented as a popover.
  case presentAsPopover
  /// Added as a child view controller.
  case addAsChildViewController
  /// Added as a subview.
  case addAsSubview
  /// An unwind segue in the original; here an unwind segue ends the routes it unwinds, so no route reports it.
  case unwind
  /// Displayed by the router's own custom transition.
  case custom
  /// Presented as a sheet attached to the source's window (AppKit).
  case presentAsSheet
  /// Presented with a custom animator (AppKit's `present(_:animator:)`).
  case presentWithAnimator
  /// Shown in a window of its own (AppKit's `show` without a source).
  case showInNewWindow

  public var description: String {
    switch self {
    case .unknown: "unknown"
    case .push: "push"
    case .presentModally: "presentModally"
    case .presentAsPopover: "presentAsPopover"
    case .addAsChildViewController: "addAsChildViewController"
    case .addAsSubview: "addAsSubview"
    case .unwind: "unwind"
    case .custom: "custom"
    case .presentAsSheet: "presentAsSheet"
    case .presentWithAnimator: "presentWithAnimator"
    case .showInNewWindow: "showInNewWindow"
    }
  }
}
