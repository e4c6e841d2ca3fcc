/// Removing a view route: how each route type is undone, the removal pipeline and its state helpers.
extension ZIKAnyViewRouter {
  /// How a displayed destination leaves the hierarchy.
  enum RemovalPlan {
    case pop(any ZIKNavigationHost, to: any ZIKViewControllerHost)
    case dismiss(any ZIKViewControllerHost)
    case removeChild(any ZIKViewControllerHost)
    case removeSubview(any ZIKViewHost)
    case replaceDetail(any DetailColumnHost, any ZIKViewControllerHost, restoring: (any ZIKViewControllerHost)?)
    case custom
  }

  /// The removal that fits the route really performed, or `nil` when the destination cannot be removed now.
  func _removalPlan(for destination: AnyObject) -> RemovalPlan? {
    let controller = destination as? any ZIKViewControllerHost
    let displayed = _container ?? controller
    if let detail = _detailPlacement {
      guard let displayed, let split = detail.split, detail.shows(displayed) else { return nil }
      return .replaceDetail(split, displayed, restoring: detail.previous)
    }
    switch realRouteType {
    case .push: return displayed.flatMap(_popPlan)
    case .presentModally, .presentAsPopover, .presentAsSheet, .presentWithAnimator:
      return displayed.flatMap(_dismissPlan)
    case .showInNewWindow: return displayed.map { .dismiss($0) }
    case .addAsChildViewController: return displayed.flatMap(_childPlan)
    case .addAsSubview: return (destination as? any ZIKViewHost).flatMap(_subviewPlan)
    case .custom: return canRemoveCustomRoute() ? .custom : nil
    case .unwind: return nil
    case .unknown:
      if let displayed {
        return _popPlan(displayed) ?? _dismissPlan(displayed) ?? _childPlan(displayed)
      }
      return (destination as? any ZIKViewHost).flatMap(_subviewPlan)
    }
  }

  /// Pop back to the original source, or to the controller below the destination if the source left the stack.
  private func _popPlan(_ displayed: any ZIKViewControllerHost) -> RemovalPlan? {
    guard let navigation = displayed.zix_parent as? any ZIKNavigationHost else { return nil }
    let stack = navigation.zix_viewControllers
    guard let index = stack.firstIndex(where: { $0 === displayed }), index > 0 else { return nil }
    if let source = _performedSource as? any ZIKViewControllerHost,
      let sourceIndex = stack.firstIndex(where: { $0 === source }), sourceIndex < index
    {
      return .pop(navigation, to: source)
    }
    return .pop(navigation, to: stack[index - 1])
  }

  private func _dismissPlan(_ displayed: any ZIKViewControllerHost) -> RemovalPlan? {
    guard displayed.zix_parent == nil, displayed.zix_presentingViewController != nil else { return nil }
    return .dismiss(displayed)
  }

  private func _childPlan(_ displayed: any ZIKViewControllerHost) -> RemovalPlan? {
    displayed.zix_parent == nil ? nil : .removeChild(displayed)
  }

  private func _subviewPlan(_ view: any ZIKViewHost) -> RemovalPlan? {
    view.zix_superview == nil ? nil : .removeSubview(view)
  }

  /// Whether the route can be removed now. Reading it runs no code of the app and ends no route; as the API
  /// contract asks, asking while routed when the weakly-held destination was released moves the router to
  /// `.removed` (no hooks or handlers: there is no destination to give them).
  public var canRemoveRoute: Bool {
    if machine.state == .routed, _destination == nil {
      _setState(.removed)
      return false
    }
    return canRemove()
  }

  /// Removes the route with performer handlers for this call only.
  public func removeRoute(
    successHandler: (() -> Void)? = nil, errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) {
    _removeRoute(callSuccess: successHandler, callError: errorHandler)
  }

  /// Why this routed router cannot remove its route now (destination gone, nothing to undo), or `nil`.
  func _removalRefusalReason() -> String? {
    if _destination == nil { return "\(_routerName) cannot remove its route: the destination was already released." }
    if canRemove() { return nil }
    if realRouteType == .custom {
      return "\(_routerName) cannot remove its custom route now: canRemoveCustomRoute() returned false."
    }
    return
      "\(_routerName) cannot remove its \(realRouteType) route: the destination is no longer where the route put it."
  }

  func _beginRemoval() { beginRemoveRoute(fromSource: _performedSource) }

  /// Whether the destination of this display route is out of every place the route could have put it: a controller
  /// with no parent, no presenter and no window, in no transition; a view with no superview. The host reports such
  /// removals, but UIKit and AppKit announce some with no event (a parent dropping a child while off screen,
  /// `setViewControllers` under an unchanged top), so the router checks this itself at its next action (a perform or
  /// a removal), never when its state is read. Custom, window and unknown routes never answer yes, so no hook of the
  /// app runs.
  func _destinationLeftOnItsOwn() -> Bool {
    guard let destination = _destination else { return false }
    if let detail = _detailPlacement {
      // A detail the split no longer shows, out of the window and in no transition.
      guard let displayed = _container ?? destination as? any ZIKViewControllerHost else { return false }
      return !detail.shows(displayed) && !displayed.zix_isViewInWindow && !displayed.zix_isTransitioning
    }
    switch realRouteType {
    case .push, .presentModally, .presentAsPopover, .presentAsSheet, .presentWithAnimator, .addAsChildViewController:
      guard let displayed = _container ?? destination as? any ZIKViewControllerHost else { return false }
      // Out of the window and in no transition: a controller still on screen, or still moving (a back swipe, a
      // dismissal in flight), is reported by the host once its transition ends. With no parent and no presenter,
      // no removal plan of these route types applies either.
      return displayed.zix_parent == nil && displayed.zix_presentingViewController == nil
        && !displayed.zix_isViewInWindow && !displayed.zix_isTransitioning
    case .addAsSubview:
      guard let view = destination as? any ZIKViewHost else { return false }
      return view.zix_superview == nil
    case .showInNewWindow, .custom, .unwind, .unknown:
      return false
    }
  }

  /// Whether a route of `type` puts its destination in a place the router can check: a stack, a presentation, a
  /// parent controller or a superview.
  static func _placesDestination(_ type: ZIKViewRouteRealType) -> Bool {
    switch type {
    case .push, .presentModally, .presentAsPopover, .presentAsSheet, .presentWithAnimator, .addAsChildViewController,
      .addAsSubview:
      return true
    case .showInNewWindow, .custom, .unwind, .unknown:
      return false
    }
  }

  /// Ends the route as the host's report of the removal would.
  func _endRemovalMadeElsewhere() { _hostDidRemoveDestination(watch: _removalWatch) }

  /// The default removal of display routes.
  func _removeDisplayRoute(of destination: AnyObject, removeConfiguration: ZIKViewRemoveConfiguration) {
    // A custom route passed `canRemoveCustomRoute()` in the preconditions, asked while `.routed`; asking again now,
    // in `.removing`, could get another answer.
    let plan = realRouteType == .custom ? .custom : _removalPlan(for: destination)
    guard let plan else {
      endRemoveRouteWithError(
        Self.routeError(
          withCode: .actionFailed,
          localizedDescription:
            "\(_routerName) cannot remove its \(realRouteType) route: the destination is no longer where the route put it."
        ))
      return
    }
    let source = _performedSource
    _sendsAOP = _removalSendsAOP
    if _sendsAOP { _sendAOP(.willRemove, destination: destination, source: source) }
    let animated = removeConfiguration.animated
    let finish: @MainActor (HostTransitionResult) -> Void = { [self] result in
      switch result {
      case .completed:
        endRemoveRouteWithSuccess(onDestination: destination, fromSource: source)
      case .notPerformed where _removalPlan(for: destination) == nil:
        // The host did nothing because the destination already left (for example the user swiped it away while
        // this removal waited for its turn): the route is removed all the same.
        endRemoveRouteWithSuccess(onDestination: destination, fromSource: source)
      case .notPerformed(let reason):
        endRemoveRouteWithError(
          Self.routeError(
            withCode: .actionFailed,
            localizedDescription:
              "The host did not remove the \(realRouteType) route of \(_routerName): \(reason). Try again once the transition in progress ends."
          ))
      }
    }
    switch plan {
    case .pop(let navigation, let target):
      navigation.zix_pop(to: target, animated: animated, completion: finish)
    case .dismiss(let presented):
      presented.zix_dismiss(animated: animated, completion: finish)
    case .removeChild(let child):
      // UIKit's order: willMove(toParent: nil), the child's view, then removeFromParent (which sends didMove).
      child.zix_willMove(toParent: nil)
      let detach = {
        child.zix_removeFromParent()
        finish(.completed)
      }
      if let handler = removeConfiguration.removingChildViewHandler,
        let platformChild = destinationViewController(child)
      {
        handler(platformChild, detach)
      } else {
        child.zix_view.zix_removeFromSuperview()
        detach()
      }
    case .removeSubview(let view):
      view.zix_removeFromSuperview()
      finish(.completed)
    case .replaceDetail(let split, let current, let previous):
      split.zix_replaceDetail(current, with: previous, completion: finish)
    case .custom:
      _erasedRemoveCustomRoute(
        onDestination: destination, fromSource: source, removeConfiguration: removeConfiguration,
        configuration: original_configuration)
    }
  }

  /// Whether removing the route sends AOP `willRemove` and `didRemove`: as performing it sent `willPerform` and
  /// `didPerform`, for every display route but child routes (and `makeDestination`); detail routes send them.
  var _removalSendsAOP: Bool {
    _detailPlacement != nil || (realRouteType != .addAsChildViewController && realRouteType != .unknown)
  }

  /// Enters `.removing` and keeps the router alive until the removal ends.
  public final func beginRemoveRoute(fromSource source: Any?) {
    _beginRemove()
  }

  /// Ends the removal in flight with success: `.removed`, AOP `didRemove`, then the removal success handlers.
  public final func endRemoveRouteWithSuccess(onDestination destination: AnyObject, fromSource source: Any?) {
    machine.callbacksRunning += 1
    defer { machine.callbacksRunning -= 1 }
    _setState(.removed)
    _capturedDestination = nil
    _container = nil
    if _sendsAOP { _sendAOP(.didRemove, destination: destination, source: source) }
    RouteCallbacks.removeSucceeded(original_removeConfiguration)
    _keepAlive = nil
    _scheduleLeakCheck(of: destination, source: source)
  }

  /// Ends the removal in flight with an error: back to `.routed`, then the removal error handlers and the global one.
  public final func endRemoveRouteWithError(_ error: any Error) {
    _endRemove(withError: error)
  }

  // MARK: Host checks for custom routes

  /// Whether a push from the configuration's source would be accepted now.
  public final func _canPerformPush() -> Bool {
    guard let source = original_configuration.source as? any ZIKViewControllerHost,
      let navigation = source.zix_navigationController
    else { return false }
    guard let destination = _destination as? any ZIKViewControllerHost else { return true }
    return !navigation.zix_viewControllers.contains { $0 === destination }
  }

  /// Whether a present from the configuration's source would be accepted now.
  public final func _canPerformPresent() -> Bool {
    guard let source = original_configuration.source as? any ZIKViewControllerHost else { return false }
    return source.zix_isViewInWindow && source.zix_presentedViewController == nil && !source.zix_isTransitioning
  }

  /// Whether the destination can be popped.
  public final func _canPop() -> Bool {
    guard let controller = (_container ?? (_destination as? any ZIKViewControllerHost)) else { return false }
    return _popPlan(controller) != nil
  }

  /// Whether the destination can be dismissed.
  public final func _canDismiss() -> Bool {
    guard let controller = (_container ?? (_destination as? any ZIKViewControllerHost)) else { return false }
    return _dismissPlan(controller) != nil
  }

  /// Whether the destination can be removed from its parent view controller.
  public final func _canRemoveFromParentViewController() -> Bool {
    guard let controller = (_container ?? (_destination as? any ZIKViewControllerHost)) else { return false }
    return controller.zix_parent != nil
  }

  /// Whether the destination view can be removed from its superview.
  public final func _canRemoveFromSuperview() -> Bool {
    (_destination as? any ZIKViewHost)?.zix_superview != nil
  }
}
