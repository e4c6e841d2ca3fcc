/// A typed view onto a ``ZIKViewRouteConfiguration``: closures receive the destination as `Destination`.
///
/// ```swift
/// Router.perform(to: .editorViewInput, path: .push(from: self)) { config, _ in
///   config.animated = false
///   config.prepareDestination = { editor in editor.noteID = id }
/// }
/// ```
open class ViewRouteStrictConfig<Destination>: PerformRouteStrictConfig<Destination> {
  /// The view configuration this proxy edits.
  let viewConfiguration: ZIKViewRouteConfiguration

  /// Wraps `configuration`.
  init(configuration: ZIKViewRouteConfiguration) {
    viewConfiguration = configuration
    super.init(configuration: configuration)
  }

  /// A proxy whose `configuration` is the ``ZIKViewRouteConfiguration`` itself.
  public var config: RouteStrictConfig<ZIKViewRouteConfiguration> {
    RouteStrictConfig(configuration: viewConfiguration)
  }

  /// The source of the route (set by the path).
  public var source: (any ZIKViewRouteSource)? {
    get { viewConfiguration.source }
    set { viewConfiguration.source = newValue }
  }

  /// The route type (set by the path).
  public var routeType: ZIKViewRouteType {
    get { viewConfiguration.routeType }
    set { viewConfiguration.routeType = newValue }
  }

  /// Whether the transition is animated.
  public var animated: Bool {
    get { viewConfiguration.animated }
    set { viewConfiguration.animated = newValue }
  }

  /// Wraps the destination in a container before displaying it.
  public var containerWrapper: ((DestinationViewController) -> DestinationViewController)? {
    get { viewConfiguration.containerWrapper }
    set { viewConfiguration.containerWrapper = newValue }
  }

  /// The object that triggered the route.
  public var sender: AnyObject? {
    get { viewConfiguration.sender }
    set { viewConfiguration.sender = newValue }
  }

  /// Adds the destination's view for `addAsChildViewController`.
  public var addingChildViewHandler: ((DestinationViewController, @escaping () -> Void) -> Void)? {
    get { viewConfiguration.addingChildViewHandler }
    set { viewConfiguration.addingChildViewHandler = newValue }
  }

  /// The popover settings of `presentAsPopover`.
  public var popoverConfiguration: ZIKViewRoutePopoverConfiguration? {
    get { viewConfiguration.popoverConfiguration }
    set { viewConfiguration.popoverConfiguration = newValue }
  }

  /// Sets the popover settings through a builder.
  public func configurePopover(_ builder: (ZIKViewRoutePopoverConfiguration) -> Void) {
    viewConfiguration.configurePopover(builder)
  }

  /// Has no effect: routes never hand a destination to an external router.
  @available(*, deprecated, message: "handleExternalRoute has no effect; remove the assignment")
  public var handleExternalRoute: Bool {
    get { viewConfiguration.handleExternalRoute }
    set { viewConfiguration.handleExternalRoute = newValue }
  }
}

/// A typed view onto a ``ZIKViewRemoveConfiguration``.
open class ViewRemoveStrictConfig<Destination>: RemoveRouteStrictConfig<Destination> {
  /// The view removal configuration this proxy edits.
  let viewRemoveConfiguration: ZIKViewRemoveConfiguration

  /// Wraps `configuration`.
  init(configuration: ZIKViewRemoveConfiguration) {
    viewRemoveConfiguration = configuration
    super.init(configuration: configuration)
  }

  /// Whether the removal is animated.
  public var animated: Bool {
    get { viewRemoveConfiguration.animated }
    set { viewRemoveConfiguration.animated = newValue }
  }

  /// Removes a child view controller's view; call the completion once it is gone.
  public var removingChildViewHandler: ((DestinationViewController, @escaping () -> Void) -> Void)? {
    get { viewRemoveConfiguration.removingChildViewHandler }
    set { viewRemoveConfiguration.removingChildViewHandler = newValue }
  }
}
