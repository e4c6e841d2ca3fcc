/// The host side of view routing: what each route type needs from its source, the host operations, and AOP.
extension ZIKAnyViewRouter {
  /// The AOP moments sent to every router class registered for the destination's class.
  enum AOPMoment { case willPerform, didPerform, willRemove, didRemove }

  /// The transition the preconditions check for: `show` is checked as a push inside a navigation stack and as a
  /// present outside one, `showDetail` as a present (UIKit's answers without a split view controller). The host
  /// itself decides what `show` and `showDetail` do when the route runs.
  func _effectiveRouteType(_ configuration: ZIKViewRouteConfiguration) -> ZIKViewRouteType {
    switch configuration.routeType {
    case .show:
      guard let source = configuration.source as? any ZIKViewControllerHost else { return .show }
      return source.zix_navigationController == nil ? .presentModally : .push
    case .showDetail: return .presentModally
    default: return configuration.routeType
    }
  }

  /// Whether a route type displays a view controller (and so needs a controller destination and source).
  static func displaysViewController(_ routeType: ZIKViewRouteType) -> Bool {
    switch routeType {
    case .push, .presentModally, .presentAsPopover, .presentAsSheet, .presentWithAnimator, .show, .showDetail,
      .addAsChildViewController:
      true
    default: false
    }
  }

  /// Whether a route type presents from its source (and so follows the presentation rules).
  static func presents(_ routeType: ZIKViewRouteType) -> Bool {
    switch routeType {
    case .presentModally, .presentAsPopover, .presentAsSheet, .presentWithAnimator: true
    default: false
    }
  }

  /// At perform time the source must still exist (it is held weakly).
  func _sourceErrorAtPerformTime(_ configuration: ZIKViewRouteConfiguration) -> (any Error)? {
    if let transit = configuration.storyboardTransit, transit.isSpent {
      return _spentSegueError(transit)
    }
    switch configuration.routeType {
    case .makeDestination, .custom: return nil
    case .show where configuration.showsInNewWindow: return nil
    default:
      guard configuration.source == nil else { return nil }
      return Self.viewRouteError(
        withCode: .invalidSource,
        localizedDescription:
          "The source of \(_routerName)'s \(configuration.routeType) route was released before the perform. Keep the source alive until the route is performed."
      )
    }
  }

  /// The checks made before any preparation runs: destination kind, container, navigation and presentation rules.
  func _hostPreconditionError(destination: AnyObject, configuration: ZIKViewRouteConfiguration) -> (any Error)? {
    let routeType = configuration.routeType
    if Self.displaysViewController(routeType), !(destination is any ZIKViewControllerHost) {
      return Self.routeError(
        withCode: .actionFailed,
        localizedDescription:
          "\(_routerName) made \(type(of: destination)), which is not a view controller host, so it cannot be displayed with \(routeType). Use .addAsSubview for views."
      )
    }
    if routeType == .addAsSubview, !(destination is any ZIKViewHost) {
      return Self.routeError(
        withCode: .actionFailed,
        localizedDescription:
          "\(_routerName) made \(type(of: destination)), which is not a view host, so it cannot be added as a subview.")
    }
    _container = nil
    guard let controller = destination as? any ZIKViewControllerHost, Self.displaysViewController(routeType) else {
      return nil
    }
    var displayed: any ZIKViewControllerHost = controller
    if let wrapper = configuration.containerWrapper {
      guard let platformController = destinationViewController(controller) else {
        return Self.viewRouteError(
          withCode: .invalidContainer,
          localizedDescription:
            "The containerWrapper of \(_routerName) takes a \(DestinationViewController.self), and the destination \(type(of: controller)) is not one. Drop the containerWrapper, or make the destination a \(DestinationViewController.self)."
        )
      }
      let wrapped = wrapper(platformController)
      guard let container = viewControllerHost(wrapped), container is any ZIKViewRouteContainer,
        Self.container(container, contains: controller)
      else {
        return Self.viewRouteError(
          withCode: .invalidContainer,
          localizedDescription:
            "The containerWrapper of \(_routerName) returned \(type(of: wrapped)), which is not a ZIKViewRouteContainer holding the destination. Return a container (such as a navigation controller) whose child is the destination."
        )
      }
      _container = container
      _containerInFlight = container
      displayed = container
    }
    guard let source = configuration.source as? any ZIKViewControllerHost else {
      if displayed.zix_parent != nil || displayed.zix_presentingViewController != nil {
        return Self.viewRouteError(
          withCode: .unbalancedTransition,
          localizedDescription:
            "Cannot show \(type(of: displayed)) in a window of its own: it is already displayed. Remove its current route first."
        )
      }
      return nil
    }
    switch _effectiveRouteType(configuration) {
    case .push:
      guard let navigation = source.zix_navigationController else {
        return Self.viewRouteError(
          withCode: .invalidSource,
          localizedDescription:
            "Cannot push \(type(of: controller)): the source \(type(of: source)) is not in a navigation stack. Put the source in a navigation controller, or present instead."
        )
      }
      let shownBy = (navigation as? any WrappingNavigationHost)?.zix_wrapper(of: displayed)
      if navigation.zix_viewControllers.contains(where: { $0 === displayed || $0 === shownBy }) {
        return Self.routeError(
          withCode: .overRoute,
          localizedDescription:
            "Cannot push \(type(of: displayed)): it is already in the navigation stack. Remove its route first.")
      }
      if displayed is any ZIKNavigationHost {
        return Self.viewRouteError(
          withCode: .invalidContainer,
          localizedDescription:
            "Cannot push \(type(of: displayed)): a navigation controller cannot be pushed. Present it instead, or drop the containerWrapper."
        )
      }
    case .presentModally, .presentAsPopover, .presentAsSheet, .presentWithAnimator:
      if !source.zix_isViewInWindow {
        return Self.viewRouteError(
          withCode: .invalidSource,
          localizedDescription:
            "Cannot present \(type(of: displayed)): the view of the source \(type(of: source)) is in no window, and the platform ignores a present from it. Present from a view controller on screen."
        )
      }
      if source.zix_presentedViewController != nil || source.zix_isTransitioning {
        return Self.viewRouteError(
          withCode: .invalidSource,
          localizedDescription:
            "Cannot present \(type(of: displayed)): the source \(type(of: source)) is already presenting a view controller or in the middle of a transition. Dismiss it first, or wait for the transition to end."
        )
      }
      if source === displayed {
        return Self.viewRouteError(
          withCode: .invalidSource,
          localizedDescription:
            "Cannot present \(type(of: displayed)) from itself. Present it from another view controller.")
      }
      if displayed.zix_parent != nil || displayed.zix_presentingViewController != nil {
        return Self.viewRouteError(
          withCode: .unbalancedTransition,
          localizedDescription:
            "Cannot present \(type(of: displayed)): it is already displayed (it has a parent or a presenter). Remove its current route first."
        )
      }
    case .addAsChildViewController:
      if displayed.zix_parent != nil || displayed.zix_presentingViewController != nil {
        return Self.viewRouteError(
          withCode: .unbalancedTransition,
          localizedDescription:
            "Cannot add \(type(of: displayed)) as a child: it is already displayed. Remove its current route first.")
      }
    default:
      break
    }
    return nil
  }

  static func container(_ container: any ZIKViewControllerHost, contains controller: any ZIKViewControllerHost) -> Bool
  {
    if container === controller { return false }
    if let navigation = container as? any ZIKNavigationHost,
      navigation.zix_viewControllers.contains(where: { $0 === controller })
    {
      return true
    }
    var parent = controller.zix_parent
    while let current = parent {
      if current === container { return true }
      parent = current.zix_parent
    }
    return false
  }

  /// Step 5 for display routes: AOP `willPerform`, the host operation, then success when the host completes.
  func _performDisplayRoute(on destination: AnyObject, configuration: ZIKViewRouteConfiguration) {
    let source = configuration.source
    _performedSource = source
    _detailPlacement = nil
    let animated = configuration.animated
    switch configuration.routeType {
    case .makeDestination:
      realRouteType = .unknown
      _sendsAOP = false
      endPerformRouteWithSuccess()
      return
    case .custom:
      realRouteType = .custom
      _sendsAOP = true
      _sendAOP(.willPerform, destination: destination, source: source)
      _erasedPerformCustomRoute(onDestination: destination, fromSource: source, configuration: configuration)
      return
    case .performSegue:
      if let transit = configuration.storyboardTransit {
        _followStoryboardSegue(destination, transit: transit, configuration: configuration)
        return
      }
      endPerformRouteWithError(
        Self.viewRouteError(
          withCode: .unsupportType,
          localizedDescription:
            "A performSegue route is started by the UIKit or AppKit glue (StoryboardRouting.performSegue), not by a router. Use another route type."
        ))
      return
    default:
      break
    }
    if configuration.routeType == .addAsSubview {
      guard let parentView = source as? any ZIKViewHost, let view = destination as? any ZIKViewHost else {
        _failDisplay(configuration)
        return
      }
      realRouteType = .addAsSubview
      _sendsAOP = true
      _sendAOP(.willPerform, destination: destination, source: source)
      parentView.zix_addSubview(view)
      endPerformRouteWithSuccess()
      return
    }
    guard let controller = destination as? any ZIKViewControllerHost else {
      _failDisplay(configuration)
      return
    }
    let displayed = _container ?? controller
    guard let sourceController = source as? any ZIKViewControllerHost else {
      guard configuration.routeType == .show, configuration.showsInNewWindow else {
        _failDisplay(configuration)
        return
      }
      _startHostTransition(.showInNewWindow, destination: destination, source: source)
      displayed.zix_showInNewWindow { [self] result in
        _endHostTransition(result, operation: "show in a new window", displayed: displayed, realType: .showInNewWindow)
      }
      return
    }
    switch configuration.routeType {
    case .push:
      guard let navigation = sourceController.zix_navigationController else {
        _failDisplay(configuration)
        return
      }
      var displayed = displayed
      if let wrapping = navigation as? any WrappingNavigationHost,
        let wrapper = wrapping.zix_wrapper(forPushing: displayed, from: sourceController)
      {
        // Pushed in the wrapper the host made (a ControllerScreen on a NavigationModel); removal acts on it.
        _container = wrapper
        _containerInFlight = wrapper
        displayed = wrapper
      }
      _startHostTransition(.push, destination: destination, source: source)
      navigation.zix_push(displayed, animated: animated) { [self] result in
        _endHostTransition(result, operation: "push", displayed: displayed, realType: .push)
      }
    case .presentModally, .presentAsPopover, .presentAsSheet, .presentWithAnimator:
      let (style, realType) = Self.presentation(of: configuration)
      _startHostTransition(realType, destination: destination, source: source)
      sourceController.zix_present(displayed, style: style, animated: animated) { [self] result in
        _endHostTransition(result, operation: "present", displayed: displayed, realType: realType)
      }
    case .show:
      _startHostTransition(.unknown, destination: destination, source: source)
      sourceController.zix_show(displayed) { [self] result in
        _endHostTransition(result, operation: "show", displayed: displayed, realType: Self.placement(of: displayed))
      }
    case .showDetail:
      // A split shows the controller as its detail in a regular environment: a detail route, removed by putting
      // back the detail it replaced. Elsewhere UIKit pushes or presents it, and the route is that.
      let split = DetailPlacement.split(above: sourceController)
      let previous = split?.zix_detailController
      _startHostTransition(.unknown, destination: destination, source: source)
      sourceController.zix_showDetail(displayed) { [self] result in
        if case .completed = result, let split, split.zix_detailController === displayed {
          _detailPlacement = DetailPlacement(split: split, previous: previous)
          _endHostTransition(result, operation: "showDetail", displayed: displayed, realType: .addAsChildViewController)
          return
        }
        _endHostTransition(
          result, operation: "showDetail", displayed: displayed, realType: Self.placement(of: displayed))
      }
    case .addAsChildViewController:
      _sendsAOP = false
      // UIKit's order: addChild (which sends willMove(toParent:)), the child's view, then didMove(toParent:).
      sourceController.zix_addChild(displayed)
      let finish: () -> Void = { [self] in
        displayed.zix_didMove(toParent: sourceController)
        realRouteType = .addAsChildViewController
        _observeRemoval(of: displayed)
        endPerformRouteWithSuccess()
      }
      if let handler = configuration.addingChildViewHandler,
        let platformController = destinationViewController(displayed)
      {
        handler(platformController, finish)
      } else {
        sourceController.zix_view.zix_addSubview(displayed.zix_view)
        finish()
      }
    default:
      endPerformRouteWithError(
        Self.viewRouteError(
          withCode: .unsupportType,
          localizedDescription: "\(_routerName) cannot perform route type \(configuration.routeType)."))
    }
  }

  /// The presentation style and real route type of a presenting route.
  static func presentation(of configuration: ZIKViewRouteConfiguration) -> (PresentationStyle, ZIKViewRouteRealType) {
    switch configuration.routeType {
    case .presentAsPopover:
      return (.popover(configuration.popoverConfiguration ?? ZIKViewRoutePopoverConfiguration()), .presentAsPopover)
    case .presentAsSheet:
      return (.sheet, .presentAsSheet)
    case .presentWithAnimator:
      if let animator = configuration.animator { return (.animator(animator), .presentWithAnimator) }
      return (.modal, .presentModally)
    default:
      return (.modal, .presentModally)
    }
  }

  /// Where the host put a controller it was asked to show: on a stack, in a container, presented, or in a window of
  /// its own (AppKit's `show`).
  static func placement(of displayed: any ZIKViewControllerHost) -> ZIKViewRouteRealType {
    if displayed.zix_parent is any ZIKNavigationHost { return .push }
    if displayed.zix_parent != nil { return .addAsChildViewController }
    if displayed.zix_presentingViewController != nil { return .presentModally }
    if displayed.zix_isViewInWindow { return .showInNewWindow }
    return .unknown
  }

  /// Before a host transition: the real route type it should give, and AOP `willPerform`.
  private func _startHostTransition(_ realType: ZIKViewRouteRealType, destination: AnyObject, source: Any?) {
    realRouteType = realType
    _sendsAOP = true
    _sendAOP(.willPerform, destination: destination, source: source)
  }

  /// Ends the perform with what the host reported: success (watching for removals the platform makes), or an
  /// `unbalancedTransition` error saying why the host did not `operation` the destination.
  private func _endHostTransition(
    _ result: HostTransitionResult, operation: String, displayed: any ZIKViewControllerHost,
    realType: ZIKViewRouteRealType
  ) {
    _endHostTransition(result, displayed: displayed, realType: realType) { reason in
      Self.viewRouteError(
        withCode: .unbalancedTransition,
        localizedDescription:
          "The host did not \(operation) \(type(of: displayed)) for \(_routerName): \(reason). Perform again once the source can display it."
      )
    }
  }

  /// Ends the perform with what the host reported: success (watching for removals the platform makes), or the error
  /// `failure` makes of the host's reason, so the router never stays `.routing`.
  func _endHostTransition(
    _ result: HostTransitionResult, displayed: any ZIKViewControllerHost, realType: ZIKViewRouteRealType,
    failure: (_ reason: String) -> any Error
  ) {
    switch result {
    case .completed:
      realRouteType = realType
      _observeRemoval(of: displayed)
      endPerformRouteWithSuccess()
    case .notPerformed(let reason):
      realRouteType = .unknown
      endPerformRouteWithError(failure(reason))
    }
  }

  /// Ends a display route whose source or destination no longer fits (checked before, so only reachable when a
  /// custom `performRouteOnDestination` changed the configuration).
  func _failDisplay(_ configuration: ZIKViewRouteConfiguration) {
    endPerformRouteWithError(
      Self.routeError(
        withCode: .actionFailed,
        localizedDescription:
          "\(_routerName) cannot display its destination with \(configuration.routeType) from this source. Check the source and the destination kind."
      ))
  }

  /// Sends an AOP moment to every router class registered for the destination's class (block routes have no hooks).
  func _sendAOP(_ moment: AOPMoment, destination: AnyObject, source: Any?) {
    let registry = _registry
    let routerClasses: [ZIKAnyViewRouter.Type] = registry.locked {
      var seen = Set<ObjectIdentifier>()
      return registry.views.classes.compactMap { entry in
        guard entry.matches(destination), let routerClass = entry.routerType.routerClass,
          seen.insert(ObjectIdentifier(routerClass)).inserted
        else { return nil }
        return routerClass
      }
    }
    for routerClass in routerClasses {
      routerClass._aop(moment, self, destination: destination, source: source)
    }
  }
}
