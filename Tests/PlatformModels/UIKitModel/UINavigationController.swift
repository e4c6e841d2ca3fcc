/// The model of `UINavigationController`: a stack of children whose top controller's view is in the navigation
/// controller's view; covered controllers' views leave the window.
///
/// Rules, from Apple's documentation and UINavigationController.h:
/// - `pushViewController(_:animated:)`: the pushed controller "cannot be a tab bar controller. If the view controller
///   is already on the navigation stack, this method throws an exception" (the documentation; the header's older "Has
///   no effect" describes the stack, which stays as it was); pushing a navigation controller raises an exception
///   ("Pushing a navigation controller is not supported"). The model records each in ``UIKitModelDiagnostics`` and
///   ignores the call.
/// - `popToViewController(_:animated:)`: "Pops view controllers until the one specified is on top. Returns the
///   popped controllers." `popToRootViewController(animated:)`: "Pops until there's only a single view controller
///   left on the stack."
/// - `setViewControllers(_:animated:)`: "If animated is YES, then simulate a push or pop depending on whether the new
///   top view controller was previously in the stack."
/// - `viewControllers` changes when the call is made; the covered or popped views leave the window when the
///   transition completes, then `viewDidDisappear(_:)` and `didMove(toParent: nil)` run; popped controllers keep
///   their `parent` until then (before or after the coordinator's completions: ``UIKitModelOrders``).
/// - a push while another navigation transition runs is queued and made once it ended, as UIKit does, or dropped
///   (``UIKitModelOrders/dropsPushDuringTransition``); a pop then is dropped. Apple documents neither; a dropped
///   call is recorded in ``UIKitModelDiagnostics``.
@MainActor
open class UINavigationController: UIViewController {
  /// A navigation controller whose stack holds `rootViewController`.
  public convenience init(rootViewController: UIViewController) {
    self.init()
    // A new navigation controller is on no screen: its stack is set with no transition to wait for.
    guard !(rootViewController is UINavigationController), rootViewController.presentingStorage == nil else {
      setViewControllers([rootViewController], animated: false)
      return
    }
    if rootViewController.parent != nil { rootViewController.detachFromParent() }
    rootViewController.sendWillMove(toParent: self)
    attach(rootViewController)
    view.addSubview(rootViewController.view)
    rootViewController.sendDidMove(toParent: self)
  }

  /// The stack, root first.
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  public var topViewController: UIViewController? { children.last }

  /// "Return modal view controller if it exists. Otherwise the top view controller."
  public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

  /// Whether a navigation transition runs.
  var isNavigating: Bool {
    activeTransitions.contains {
      $0.name.contains("push") || $0.name.contains("pop") || $0.name == "setViewControllers"
    }
  }

  /// Pushes `viewController` on the stack.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if viewController is UINavigationController {
      return UIKitModelDiagnostics.record("push: pushing a navigation controller is not supported")
    }
    if viewController is UITabBarController {
      return UIKitModelDiagnostics.record("push: pushing a tab bar controller is not supported")
    }
    if children.contains(where: { $0 === viewController }) {
      return UIKitModelDiagnostics.record(
        "push: pushing the same view controller instance (\(type(of: viewController))) more than once is not supported")
    }
    if viewController.presentingStorage != nil {
      return UIKitModelDiagnostics.record("push: \(type(of: viewController)) is presented")
    }
    if isDescendant(of: viewController) {
      return UIKitModelDiagnostics.record("push: \(type(of: viewController)) is an ancestor of the stack")
    }
    if isNavigating {
      guard !UIKitModelOrders.current.contains(.dropsPushDuringTransition), let running = activeTransitions.last else {
        return UIKitModelDiagnostics.record("push: dropped while another navigation transition runs")
      }
      // Queued, and made once the running transition ended.
      running.afterEnd.append { [weak self, viewController] in
        self?.pushViewController(viewController, animated: animated)
      }
      return
    }
    if let other = viewController.parent {
      UIKitModelDiagnostics.record("push: \(type(of: viewController)) was taken out of \(type(of: other))")
      viewController.detachFromParent()
    }
    let covered = topViewController
    viewController.sendWillMove(toParent: self)
    attach(viewController)
    transition("push", from: covered, to: viewController, leaving: [], joining: [viewController], animated: animated)
  }

  /// Pops the top controller; returns it, or `nil` when the stack holds one controller or none.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1 else { return nil }
    return popToViewController(children[children.count - 2], animated: animated)?.last
  }

  /// Pops every controller above `viewController`; returns them (bottom to top), or `nil` when it is not on the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    pop(to: viewController, animated: animated, interactive: false)?.popped
  }

  /// Pops to the root controller; returns the popped controllers.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = children.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// The user starts a back swipe: the top controller is popped interactively; `nil` when there is nothing to pop
  /// or a transition runs.
  public func beginInteractivePop() -> UIKitModelInteraction? {
    guard children.count > 1 else { return nil }
    return pop(to: children[children.count - 2], animated: true, interactive: true).map {
      UIKitModelInteraction($0.transition)
    }
  }

  /// Replaces the stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    guard !isNavigating else {
      return UIKitModelDiagnostics.record("setViewControllers: dropped while another navigation transition runs")
    }
    let unique = viewControllers.enumerated().filter { index, controller in
      !viewControllers[..<index].contains { $0 === controller }
    }.map(\.element)
    let accepted = unique.filter { controller in
      let refused =
        controller is UINavigationController || controller.presentingStorage != nil || isDescendant(of: controller)
      if refused { UIKitModelDiagnostics.record("setViewControllers: \(type(of: controller)) cannot be on the stack") }
      return !refused
    }
    let old = children
    let leaving = old.filter { controller in !accepted.contains { $0 === controller } }
    let joining = accepted.filter { $0.parent !== self }
    for controller in leaving { controller.sendWillMove(toParent: nil) }
    for controller in joining {
      if controller.parent != nil { controller.detachFromParent() }
      controller.sendWillMove(toParent: self)
    }
    for controller in leaving { controller.detachFromParent() }
    setChildren(accepted)
    transition(
      "setViewControllers", from: old.last, to: accepted.last, leaving: leaving, joining: joining, animated: animated)
  }

  /// Pushes, as a navigation controller answers `show(_:sender:)`.
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  // MARK: - Transitions

  private func pop(to target: UIViewController, animated: Bool, interactive: Bool)
    -> (popped: [UIViewController], transition: ModelTransition)?
  {
    guard let index = children.firstIndex(where: { $0 === target }) else { return nil }
    let popped = Array(children[(index + 1)...])
    guard !popped.isEmpty else { return nil }
    guard !isNavigating else {
      UIKitModelDiagnostics.record("pop: dropped while another navigation transition runs")
      return nil
    }
    for controller in popped.reversed() { controller.sendWillMove(toParent: nil) }
    // `viewControllers` changes at the call; the popped controllers keep their `parent` until the transition ends.
    children.removeAll { child in popped.contains { $0 === child } }
    let transition = transition(
      interactive ? "interactive pop" : "pop", from: popped.last, to: target, leaving: popped, joining: [],
      animated: animated, interactive: interactive)
    return (popped, transition)
  }

  /// Swaps the visible controller from `from` to `to` and sends the containment and appearance callbacks.
  @discardableResult
  private func transition(
    _ name: String, from: UIViewController?, to: UIViewController?, leaving: [UIViewController],
    joining: [UIViewController], animated: Bool, interactive: Bool = false
  ) -> ModelTransition {
    let swaps = from !== to
    let visible = viewIfLoaded?.window != nil
    let participants = [self] + leaving + joining + [from, to].compactMap { $0 }
    return ModelTransition.start(
      name, participants: participants, from: from, to: to, animated: animated, interactive: interactive,
      begin: { [self] in
        if swaps, visible {
          from?.viewWillDisappear(animated)
          to?.viewWillAppear(animated)
        }
        guard swaps, let to else { return }
        if let fromView = from?.viewIfLoaded, fromView.superview === view, name.contains("pop") {
          view.insertSubview(to.view, belowSubview: fromView)
        } else {
          view.addSubview(to.view)
        }
      },
      complete: { [self] transition in
        if swaps {
          from?.viewIfLoaded?.removeFromSuperview()
          if visible {
            from?.viewDidDisappear(animated)
            to?.viewDidAppear(animated)
          }
        }
        // Views of controllers that left the stack while covered leave any container they were still in.
        for controller in leaving where controller.viewIfLoaded?.superview === view {
          controller.viewIfLoaded?.removeFromSuperview()
        }
        // The popped controllers lose their parent as the transition ends (see UIKitModelOrders).
        let popped = leaving.filter { controller in controller.parent === self && !children.contains(controller) }
        if !popped.isEmpty {
          transition.clearLinks { [self] in
            for controller in popped where controller.parent === self { controller.detachFromParent() }
          }
        }
        for controller in leaving { controller.sendDidMove(toParent: nil) }
        for controller in joining { controller.sendDidMove(toParent: self) }
      },
      revert: { [self] _ in
        // Only interactive pops are cancelled: the popped controllers go back on the stack.
        setChildren(children + leaving.filter { controller in !children.contains { $0 === controller } })
        if swaps {
          if visible {
            to?.viewWillDisappear(animated)
            from?.viewWillAppear(animated)
          }
          to?.viewIfLoaded?.removeFromSuperview()
          if visible {
            to?.viewDidDisappear(animated)
            from?.viewDidAppear(animated)
          }
        }
        for controller in leaving { controller.sendDidMove(toParent: self) }
      })
  }
}
