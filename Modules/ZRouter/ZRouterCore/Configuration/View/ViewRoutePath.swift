/// Where and how to display a view destination: `.push(from: self)`, `.presentModally(from: self)`, `.makeDestination`…
///
/// ```swift
/// Router.perform(to: .editorViewInput, path: .push(from: self))
/// ```
/// A path sets the configuration's `source` and `routeType` (and the popover or child handler) after the caller's
/// builder ran, so the path always wins.
public enum ViewRoutePath {
  /// Push onto the navigation stack of `source` (it must be in one).
  case push(from: any ZIKViewControllerHost)
  /// Present modally from `source`.
  case presentModally(from: any ZIKViewControllerHost)
  /// Present as a popover from `source`; `configure` must set the popover's `sourceView`, `barButtonItem` or `sourceItem`.
  case presentAsPopover(from: any ZIKViewControllerHost, configure: (ZIKViewRoutePopoverConfiguration) -> Void)
  /// Show from `source` the way its hierarchy decides (UIKit's `show(_:sender:)`): a navigation controller pushes,
  /// a split view controller places the destination, and a hierarchy with neither presents it.
  case show(from: any ZIKViewControllerHost)
  /// Show as the detail of `source`'s hierarchy (UIKit's `showDetailViewController(_:sender:)`): a split view
  /// controller places it as its secondary controller; without one it is presented.
  case showDetail(from: any ZIKViewControllerHost)
  /// Present as a sheet attached to `source`'s window (AppKit's `presentAsSheet(_:)`).
  case presentAsSheet(from: any ZIKViewControllerHost)
  /// Present from `source` with a custom animator (AppKit's `present(_:animator:)`).
  case present(from: any ZIKViewControllerHost, animator: any PresentationAnimator)
  /// Add as a child of `source`; the handler receives the child (the platform's own view controller, so its
  /// `view` is at hand), adds the child's view and calls its completion.
  case addAsChildViewController(
    from: any ZIKViewControllerHost, addingChildViewHandler: (DestinationViewController, @escaping () -> Void) -> Void)
  /// Add as a subview of the view `source`.
  case addAsSubview(from: any ZIKViewHost)
  /// The router's custom transition from `source`.
  case custom(from: (any ZIKViewRouteSource)?)
  /// The router's default route type, from `source`.
  case defaultPath(from: any ZIKViewRouteSource)
  /// Only make and prepare the destination.
  case makeDestination
  /// A path described by a ``ZIKViewRoutePath`` object.
  case extensible(path: ZIKViewRoutePath)

  /// Show the destination in a window of its own (AppKit's `show` route, which has no source).
  public static var show: ViewRoutePath {
    let path = ZIKViewRoutePath(routeType: .show, source: nil)
    path.showsInNewWindow = true
    return .extensible(path: path)
  }

  /// Rebuilds a path from its object form; `nil` when the object describes no known path.
  public init?(path: ZIKViewRoutePath) {
    self = .extensible(path: path)
  }

  /// The source of the path.
  public var source: (any ZIKViewRouteSource)? { path.source }

  /// The route type of the path (`defaultPath` reads as `.custom` with `useDefault`).
  public var routeType: ZIKViewRouteType { path.routeType }

  /// The object form of the path.
  public var path: ZIKViewRoutePath {
    switch self {
    case .push(let source): ZIKViewRoutePath(.push, from: source)
    case .presentModally(let source): ZIKViewRoutePath(.presentModally, from: source)
    case .presentAsPopover(let source, let configure):
      ZIKViewRoutePath(.presentAsPopover, from: source, popover: configure)
    case .show(let source): ZIKViewRoutePath(.show, from: source)
    case .showDetail(let source): ZIKViewRoutePath(.showDetail, from: source)
    case .presentAsSheet(let source): ZIKViewRoutePath(.presentAsSheet, from: source)
    case .present(let source, let animator): ZIKViewRoutePath(.presentWithAnimator, from: source, animator: animator)
    case .addAsChildViewController(let source, let handler):
      ZIKViewRoutePath(.addAsChildViewController, from: source, addingChildViewHandler: handler)
    case .addAsSubview(let source): ZIKViewRoutePath(.addAsSubview, from: source)
    case .custom(let source): ZIKViewRoutePath(.custom, from: source)
    case .defaultPath(let source): ZIKViewRoutePath(.custom, from: source, useDefault: true)
    case .makeDestination: ZIKViewRoutePath(.makeDestination, from: nil)
    case .extensible(let path): path
    }
  }
}

/// The object form of a ``ViewRoutePath``, for paths built at run time (for example from a URL).
public final class ZIKViewRoutePath {
  /// The route type.
  public let routeType: ZIKViewRouteType
  /// The source (held strongly for the life of the path).
  public let source: (any ZIKViewRouteSource)?
  /// Keep the router's own route type and only set the source.
  public var useDefault = false
  /// Extra configuration applied after the path's own settings.
  public var configure: ((ZIKViewRouteConfiguration) -> Void)?
  /// Popover settings for `presentAsPopover`.
  public var configurePopover: ((ZIKViewRoutePopoverConfiguration) -> Void)?
  /// The child handler for `addAsChildViewController`.
  public var addingChildViewHandler: ((DestinationViewController, @escaping () -> Void) -> Void)?
  /// Whether a `show` path opens a window of its own instead of showing from a source (AppKit's `show`).
  var showsInNewWindow = false
  /// The animator for `presentWithAnimator`.
  public var animator: (any PresentationAnimator)?
  /// The storyboard-made destination a `performSegue` path follows (set by the UIKit and AppKit glue).
  @_spi(ZRouterGlue) public var storyboardTransit: StoryboardTransit?

  /// A path of `routeType` from `source`.
  public init(routeType: ZIKViewRouteType, source: (any ZIKViewRouteSource)?) {
    self.routeType = routeType
    self.source = source
  }

  /// A path of `routeType` from `source` with the settings of one ``ViewRoutePath`` case.
  convenience init(
    _ routeType: ZIKViewRouteType, from source: (any ZIKViewRouteSource)?,
    popover: ((ZIKViewRoutePopoverConfiguration) -> Void)? = nil, animator: (any PresentationAnimator)? = nil,
    addingChildViewHandler: ((DestinationViewController, @escaping () -> Void) -> Void)? = nil, useDefault: Bool = false
  ) {
    self.init(routeType: routeType, source: source)
    configurePopover = popover
    self.animator = animator
    self.addingChildViewHandler = addingChildViewHandler
    self.useDefault = useDefault
  }
}
