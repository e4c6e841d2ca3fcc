import Foundation

/// The configuration of a view perform: source, route type, animation, container and popover settings.
///
/// Usually filled by a `ViewRoutePath` (`.push(from: self)` sets `source` and `routeType`) and the caller's builder.
/// Nonisolated like every configuration; the router reads it on the main actor.
open class ZIKViewRouteConfiguration: ZIKPerformRouteConfiguration {
  /// The view controller (or view, for `addAsSubview`) the route starts from. Held weakly.
  public weak var source: (any ZIKViewRouteSource)?
  /// How to display the destination. Default `.presentModally`.
  public var routeType: ZIKViewRouteType = .presentModally
  /// Whether the transition is animated. Default `true`.
  public var animated = true
  /// Wraps the destination in a container (for example a navigation controller) before displaying it.
  ///
  /// It receives and returns the platform's own controllers (`UIViewController` on iOS). The result must be a
  /// `ZIKViewRouteContainer` containing the destination, else the route fails with `invalidContainer`; so must the
  /// destination be a `ViewController`.
  /// ```swift
  /// config.containerWrapper = { destination in UINavigationController(rootViewController: destination) }
  /// ```
  public var containerWrapper: ((DestinationViewController) -> DestinationViewController)?
  /// The object that triggered the route, for the app's own use.
  public var sender: AnyObject?
  /// The popover settings of `presentAsPopover`.
  public var popoverConfiguration: ZIKViewRoutePopoverConfiguration?
  /// Adds the destination's view for `addAsChildViewController`: call `completion` once it is in place.
  ///
  /// It receives the platform's own controller (`UIViewController` on iOS), so `destination.view` is at hand.
  /// Without it (or for a destination that is not a `ViewController`), the router adds the destination's view to
  /// the source's view.
  public var addingChildViewHandler: ((DestinationViewController, @escaping () -> Void) -> Void)?
  /// The animator of `presentWithAnimator` routes (AppKit's `present(_:animator:)`).
  public var animator: (any PresentationAnimator)?
  /// Has no effect: routes never hand a destination to an external router.
  @available(*, deprecated, message: "handleExternalRoute has no effect; remove the assignment")
  public var handleExternalRoute: Bool {
    get { handlesExternalRouteValue }
    set { handlesExternalRouteValue = newValue }
  }
  /// The value stored by ``handleExternalRoute``, copied with the configuration but read by nothing else.
  var handlesExternalRouteValue = false
  /// Whether a `show` route opens a window of its own (AppKit's `show`, set by `ViewRoutePath.show`) rather than
  /// showing from a source.
  var showsInNewWindow = false
  /// The storyboard-made destination this route follows (set by the UIKit and AppKit glue).
  @_spi(ZRouterGlue) public internal(set) var storyboardTransit: StoryboardTransit?

  public required init() { super.init() }

  /// Sets ``popoverConfiguration`` through a builder.
  public func configurePopover(_ builder: (ZIKViewRoutePopoverConfiguration) -> Void) {
    let popover = popoverConfiguration ?? ZIKViewRoutePopoverConfiguration()
    builder(popover)
    popoverConfiguration = popover
  }

  /// Applies a path: it overrides `source`, `routeType`, the popover settings and the child handler.
  public func configurePath(_ path: ViewRoutePath) {
    let resolved = path.path
    source = resolved.source
    if !resolved.useDefault { routeType = resolved.routeType }
    showsInNewWindow = resolved.showsInNewWindow
    if let configurePopover = resolved.configurePopover { self.configurePopover(configurePopover) }
    if let addingChildViewHandler = resolved.addingChildViewHandler {
      self.addingChildViewHandler = addingChildViewHandler
    }
    if let animator = resolved.animator { self.animator = animator }
    storyboardTransit = resolved.storyboardTransit
    resolved.configure?(self)
  }

  override func copyFields(from source: ZIKRouteConfiguration) {
    super.copyFields(from: source)
    copyValues(
      declaredBy: ZIKViewRouteConfiguration.self, \.source, \.routeType, \.animated, \.containerWrapper, \.sender,
      \.addingChildViewHandler, \.animator, \.showsInNewWindow, \.handlesExternalRouteValue, from: source)
    guard let source = source as? ZIKViewRouteConfiguration else { return }
    popoverConfiguration = source.popoverConfiguration?.copy()
    storyboardTransit = source.storyboardTransit
  }
}
