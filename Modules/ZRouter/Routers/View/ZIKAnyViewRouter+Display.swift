/// The host side of view routing: the §4 preconditions, the host operations, and AOP.
extension ZIKAnyViewRouter {
  /// The AOP moments sent to every router class registered for the destination's class.
  enum AOPMoment { case willPerform, didPerform, willRemove, didRemove }

  /// `show` resolves to push inside a navigation stack, else present; `showDetail` presents (no split containers).
  func _effectiveRouteType(_ configuration: ZIKViewRouteConfiguration) -> ZIKViewRouteType {
    switch configuration.routeType {
    case .show:
      let source = configuration.source as? any ZIKViewControllerHost
      return source?.zix_navigationController == nil ? .presentModally : .push
    case .showDetail: return .presentModally
    default: return configuration.routeType
    }
  }

  /// Whether a route type displays a view controller (and so needs a controller destination and source).
  static func displaysViewController(_ routeType: ZIKViewRouteType) -> Bool {
    switch routeType {
    case .push, .presentModally, .presentAsPopover, .show, .showDetail, .addAsChildViewController: true
    default: false
    }
  }

  /// At perform time the source must still exist (it is held weakly).
  func _sourceErrorAtPerformTime(_ configuration: ZIKViewRouteConfiguration) -> (any Error)? {
    switch configuration.routeType {
    case .makeDestination, .custom: return nil
    default:
      guard configuration.source == nil else { return nil }
      return Self.viewRouteError(
        withCode: .invalidSource,
        localizedDescription: "The source of \(_routerName)'s \(configuration.routeType) route was released before the perform. Keep the source alive until the route is performed.")
    }
  }

  /// The §4 checks made before any preparation runs: destination kind, container, navigation and presentation rules.
  func _hostPreconditionError(destination: AnyObject, configuration: ZIKViewRouteConfiguration) -> (any Error)? {
    let routeType = configuration.routeType
    if Self.displaysViewController(routeType), !(destination is any ZIKViewControllerHost) {
      return Self.routeError(
        withCode: .actionFailed,
        localizedDescription: "\(_routerName) made \(type(of: destination)), which is not a view controller host, so it cannot be displayed with \(routeType). Use .addAsSubview for views.")
    }
    if routeType == .addAsSubview, !(destination is any ZIKViewHost) {
      return Self.routeError(
        withCode: .actionFailed,
        localizedDescription: "\(_routerName) made \(type(of: destination)), which is not a view host, so it cannot be added as a subview.")
    }
    _container = nil
    guard let controller = destination as? any ZIKViewControllerHost, Self.displaysViewController(routeType) else {
      return nil
    }
    var displayed: any ZIKViewControllerHost = controller
    if let wrapper = configuration.containerWrapper {
      let container = wrapper(controller)
      guard container is any ZIKViewRouteContainer, Self.container(container, contains: controller) else {
        return Self.viewRouteError(
          withCode: .invalidContainer,
          localizedDescription: "The containerWrapper of \(_routerName) returned \(type(of: container)), which is not a ZIKViewRouteContainer holding the destination. Return a container (such as a navigation controller) whose child is the destination.")
      }
      _container = container
      _containerInFlight = container
      displayed = container
    }
    guard let source = configuration.source as? any ZIKViewControllerHost else { return nil }
    switch _effectiveRouteType(configuration) {
    case .push:
      guard let navigation = source.zix_navigationController else {
        return Self.viewRouteError(
          withCode: .invalidSource,
          localizedDescription: "Cannot push \(type(of: controller)): the source \(type(of: source)) is not in a navigation stack. Put the source in a navigation controller, or present instead.")
      }
      if navigation.zix_viewControllers.contains(where: { $0 === displayed }) {
        return Self.routeError(
          withCode: .overRoute,
          localizedDescription: "Cannot push \(type(of: displayed)): it is already in the navigation stack. Remove its route first.")
      }
      if displayed is any ZIKNavigationHost {
        return Self.viewRouteError(
          withCode: .invalidContainer,
          localizedDescription: "Cannot push \(type(of: displayed)): a navigation controller cannot be pushed. Present it instead, or drop the containerWrapper.")
      }
    case .presentModally, .presentAsPopover:
      if source.zix_presentedViewController != nil || Self.isTransitionInFlight(source) {
        return Self.viewRouteError(
          withCode: .invalidSource,
          localizedDescription: "Cannot present \(type(of: displayed)): the source \(type(of: source)) is already presenting a view controller. Dismiss it first.")
      }
      if source === displayed {
        return Self.viewRouteError(
          withCode: .invalidSource,
          localizedDescription: "Cannot present \(type(of: displayed)) from itself. Present it from another view controller.")
      }
      if displayed.zix_parent != nil || displayed.zix_presentingViewController != nil {
        return Self.viewRouteError(
          withCode: .unbalancedTransition,
          localizedDescription: "Cannot present \(type(of: displayed)): it is already displayed (it has a parent or a presenter). Remove its current route first.")
      }
    case .addAsChildViewController:
      if displayed.zix_parent != nil || displayed.zix_presentingViewController != nil {
        return Self.viewRouteError(
          withCode: .unbalancedTransition,
          localizedDescription: "Cannot add \(type(of: displayed)) as a child: it is already displayed. Remove its current route first.")
      }
    default:
      break
    }
    return nil
  }

  static func container(_ container: any ZIKViewControllerHost, contains controller: any ZIKViewControllerHost) -> Bool {
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

  static func isTransitionInFlight(_ host: any ZIKViewControllerHost) -> Bool {
    (host as? any ZIKTransitionReportingHost)?.zix_isTransitionInFlight ?? false
  }

  /// Step 5 for display routes: AOP `willPerform`, the host operation, then success when the host completes.
  func _performDisplayRoute(on destination: AnyObject, configuration: ZIKViewRouteConfiguration) {
    let source = configuration.source
    _performedSource = source
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
      endPerformRouteWithError(
        Self.viewRouteError(
          withCode: .unsupportType,
          localizedDescription: "Segues do not exist in ZRouter for Swift. Use another route type."))
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
    guard let controller = destination as? any ZIKViewControllerHost,
      let sourceController = source as? any ZIKViewControllerHost
    else {
      _failDisplay(configuration)
      return
    }
    let displayed = _container ?? controller
    switch _effectiveRouteType(configuration) {
    case .push:
      guard let navigation = sourceController.zix_navigationController else {
        _failDisplay(configuration)
        return
      }
      realRouteType = .push
      _sendsAOP = true
      _sendAOP(.willPerform, destination: destination, source: source)
      navigation.zix_push(displayed, animated: animated) { [self] in endPerformRouteWithSuccess() }
    case .presentModally, .presentAsPopover:
      realRouteType = configuration.routeType == .presentAsPopover ? .presentAsPopover : .presentModally
      _sendsAOP = true
      _sendAOP(.willPerform, destination: destination, source: source)
      sourceController.zix_present(displayed, animated: animated) { [self] in endPerformRouteWithSuccess() }
    case .addAsChildViewController:
      _sendsAOP = false
      sourceController.zix_addChild(displayed)
      let finish: () -> Void = { [self] in
        realRouteType = .addAsChildViewController
        endPerformRouteWithSuccess()
      }
      if let handler = configuration.addingChildViewHandler {
        handler(displayed, finish)
      } else {
        sourceController.zix_view.zix_addSubview(displayed.zix_view)
        finish()
      }
    default:
      endPerformRouteWithError(
        Self.viewRouteError(
          withCode: .unsupportType, localizedDescription: "\(_routerName) cannot perform route type \(configuration.routeType)."))
    }
  }

  /// Ends a display route whose source or destination no longer fits (checked before, so only reachable when a
  /// custom `performRouteOnDestination` changed the configuration).
  func _failDisplay(_ configuration: ZIKViewRouteConfiguration) {
    endPerformRouteWithError(
      Self.routeError(
        withCode: .actionFailed,
        localizedDescription: "\(_routerName) cannot display its destination with \(configuration.routeType) from this source. Check the source and the destination kind."))
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
      switch moment {
      case .willPerform: routerClass._aopWillPerform(self, destination: destination, source: source)
      case .didPerform: routerClass._aopDidPerform(self, destination: destination, source: source)
      case .willRemove: routerClass._aopWillRemove(self, destination: destination, source: source)
      case .didRemove: routerClass._aopDidRemove(self, destination: destination, source: source)
      }
    }
  }
}
