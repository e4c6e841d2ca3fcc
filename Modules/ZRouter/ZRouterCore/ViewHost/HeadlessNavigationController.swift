/// A navigation stack that lives only in memory: the `UINavigationController`-shaped container of the headless host.
///
/// Its `viewControllers` are its `children`, root first. Pushing makes the pushed controller a child (so its
/// `navigationController` and `parent` report this controller); popping releases the popped controllers unless
/// something else holds them.
/// ```swift
/// let home = HeadlessViewController()
/// let navigation = HeadlessNavigationController(rootViewController: home)
/// navigation.pushViewController(EditorViewController(), animated: true)
/// navigation.popViewController(animated: true)        // returns the editor
/// ```
/// Push and pop follow `HeadlessTransition.mode`; `setViewControllers(_:animated:)` is always immediate.
/// Misuse is ignored and never traps: pushing a controller that already has a parent (for example one already on a
/// stack) or a presenter, pushing a navigation controller, pushing the receiver or one of its ancestors, popping the
/// root, popping to a controller not on the stack.
@MainActor
open class HeadlessNavigationController: HeadlessViewController, ZIKNavigationHost, ZIKViewRouteContainer {
  /// Creates a navigation controller whose stack holds `rootViewController`, immediately in every mode.
  ///
  /// The stack stays empty when `rootViewController` cannot be pushed (see `pushViewController(_:animated:)`).
  /// - Parameter rootViewController: A detached controller that is not a navigation controller.
  public convenience init(rootViewController: HeadlessViewController) {
    self.init()
    setViewControllers([rootViewController], animated: false)
  }

  /// The stack, root first, top last. Setting it calls `setViewControllers(_:animated:)` without animation.
  public var viewControllers: [HeadlessViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack; `nil` when the stack is empty.
  public var topViewController: HeadlessViewController? { children.last }

  /// What the user would see: the controller presented over this hierarchy if any, else `topViewController`.
  public var visibleViewController: HeadlessViewController? { presentedViewController ?? topViewController }

  /// Pushes `viewController` on top of the stack, calling its `willMove(toParent:)` and `didMove(toParent:)`.
  ///
  /// Follows `HeadlessTransition.mode`. Ignored when `canPush(_:)` is false at the time the push is applied.
  /// - Parameters:
  ///   - viewController: A detached controller that is not a navigation controller.
  ///   - animated: Ignored by the headless host.
  open func pushViewController(_ viewController: HeadlessViewController, animated: Bool) {
    push(viewController, completion: nil)
  }

  /// Pops the top controller, calling its `willMove(toParent: nil)` and `didMove(toParent: nil)`.
  ///
  /// Follows `HeadlessTransition.mode`; in `.deferred` mode the controller on top at apply time is popped.
  /// Ignored when the stack holds one controller or none.
  /// - Parameter animated: Ignored by the headless host.
  /// - Returns: The popped controller, or `nil` when nothing is popped. In `.deferred` mode: the controller on top
  ///   now, which will be popped unless other pending transitions change the stack first.
  @discardableResult
  open func popViewController(animated: Bool) -> HeadlessViewController? {
    let predicted = children.count > 1 ? children.last : nil
    HeadlessTransition.perform(involving: [self], completion: nil) { [self] in
      guard children.count > 1 else { return .notPerformed(reason: "the stack has nothing to pop") }
      return popControllers(above: children[children.count - 2])
    }
    return predicted
  }

  /// Simulates the user popping the top controller with a back swipe or the back button: the pop happens now,
  /// whatever `HeadlessTransition.mode` says, and the popped controller's router learns of it through
  /// `zix_observeRemoval(_:)`.
  /// - Returns: The popped controller, or `nil` when the stack holds one controller or none.
  @discardableResult
  public func popInteractively() -> HeadlessViewController? {
    guard children.count > 1, let top = children.last else { return nil }
    _ = popControllers(above: children[children.count - 2])
    return top
  }

  /// Pushes `viewController`, as UIKit's navigation controller answers `show(_:sender:)`.
  open override func show(_ viewController: HeadlessViewController, sender: Any?) {
    pushViewController(viewController, animated: true)
  }

  /// Pops every controller above `viewController`, top first, which becomes the top of the stack.
  ///
  /// Follows `HeadlessTransition.mode`. Ignored when `viewController` is not on the stack when the pop is applied.
  /// - Parameters:
  ///   - viewController: A controller on the stack.
  ///   - animated: Ignored by the headless host.
  /// - Returns: The popped controllers, bottom to top (empty when `viewController` is already on top), or `nil` when
  ///   `viewController` is not on the stack. In `.deferred` mode: the controllers above it now.
  @discardableResult
  open func popToViewController(_ viewController: HeadlessViewController, animated: Bool) -> [HeadlessViewController]? {
    let predicted = controllers(above: viewController)
    pop(to: viewController, completion: nil)
    return predicted
  }

  /// Replaces the stack, immediately in every mode, as UIKit does.
  ///
  /// Controllers leaving the stack get `willMove(toParent: nil)`/`didMove(toParent: nil)`; controllers joining it get
  /// `willMove(toParent: self)`/`didMove(toParent: self)`. An empty array empties the stack. Ignored entirely when the
  /// array repeats a controller, contains a navigation controller, or contains a controller that is neither on this
  /// stack nor pushable (see `canPush(_:)`).
  /// - Parameters:
  ///   - viewControllers: The new stack, root first.
  ///   - animated: Ignored by the headless host.
  open func setViewControllers(_ viewControllers: [HeadlessViewController], animated: Bool) {
    guard canSetViewControllers(viewControllers) else { return }
    let leaving = children.filter { old in !viewControllers.contains { $0 === old } }
    let joining = viewControllers.filter { $0.parent !== self }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in joining { controller.willMove(toParent: self) }
    for controller in leaving { controller.detachFromParent() }
    replaceChildren(with: viewControllers)
    for controller in leaving { controller.didMove(toParent: nil) }
    for controller in joining { controller.didMove(toParent: self) }
    for controller in leaving { controller.notifyRemoval() }
  }

  // MARK: - Rules the router can query

  /// Whether `viewController` may be pushed now: it has no parent and no presenter, presents nothing, is not a
  /// navigation controller, and is neither the receiver nor one of its ancestors.
  func canPush(_ viewController: HeadlessViewController) -> Bool {
    canAdopt(viewController)
  }

  /// Whether `popToViewController(viewController, …)` would pop something now.
  func canPop(to viewController: HeadlessViewController) -> Bool {
    viewController.parent === self && children.last !== viewController
  }

  /// The controllers above `viewController`, bottom to top, or `nil` when it is not on the stack.
  func controllers(above viewController: HeadlessViewController) -> [HeadlessViewController]? {
    guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
    return Array(children[(index + 1)...])
  }

  // MARK: - Transitions

  private func push(
    _ viewController: HeadlessViewController, completion: (@MainActor (HostTransitionResult) -> Void)?
  ) {
    HeadlessTransition.perform(involving: [self, viewController], completion: completion) { [self] in
      guard canPush(viewController) else {
        return .notPerformed(
          reason:
            "\(type(of: viewController)) cannot be pushed: it is already displayed, or it is a navigation controller or an ancestor of the stack"
        )
      }
      viewController.willMove(toParent: self)
      attach(viewController)
      viewController.didMove(toParent: self)
      hostDidApply(.pushed(viewController))
      return .completed
    }
  }

  private func pop(
    to viewController: HeadlessViewController, completion: (@MainActor (HostTransitionResult) -> Void)?
  ) {
    HeadlessTransition.perform(involving: [self], completion: completion) { [self] in
      popControllers(above: viewController)
    }
  }

  private func popControllers(above viewController: HeadlessViewController) -> HostTransitionResult {
    guard let popped = controllers(above: viewController) else {
      return .notPerformed(reason: "\(type(of: viewController)) is not on the navigation stack")
    }
    for controller in popped.reversed() {
      controller.willMove(toParent: nil)
      controller.detachFromParent()
      controller.didMove(toParent: nil)
    }
    if !popped.isEmpty { hostDidApply(.popped(popped)) }
    for controller in popped.reversed() { controller.notifyRemoval() }
    return .completed
  }

  private func canSetViewControllers(_ viewControllers: [HeadlessViewController]) -> Bool {
    for (index, controller) in viewControllers.enumerated() {
      if viewControllers[..<index].contains(where: { $0 === controller }) { return false }
      if controller is HeadlessNavigationController { return false }
      if controller.parent !== self && !canPush(controller) { return false }
    }
    return true
  }
}

// MARK: - ZIKNavigationHost

extension HeadlessNavigationController {
  /// The stack, as hosts. See `viewControllers`.
  public var zix_viewControllers: [any ZIKViewControllerHost] { viewControllers }

  /// Pushes like `pushViewController(_:animated:)`, then calls `completion` with whether the push happened; a
  /// controller that is not a `HeadlessViewController` is not pushed (`.notPerformed`).
  public func zix_push(
    _ viewController: any ZIKViewControllerHost, animated: Bool,
    completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    guard let viewController = viewController as? HeadlessViewController else {
      return _refuseForeignController("pushes", completion: completion)
    }
    push(viewController, completion: completion)
  }

  /// Pops like `popToViewController(_:animated:)`, then calls `completion` with whether the pop happened; a
  /// controller that is not a `HeadlessViewController` is not on the stack (`.notPerformed`).
  public func zix_pop(
    to viewController: any ZIKViewControllerHost, animated: Bool,
    completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    guard let viewController = viewController as? HeadlessViewController else {
      return _refuseForeignController("pops back to", completion: completion)
    }
    pop(to: viewController, completion: completion)
  }
}
