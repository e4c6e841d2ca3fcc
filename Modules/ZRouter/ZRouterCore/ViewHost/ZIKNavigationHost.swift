/// A navigation stack, as the router sees it: the host of `push` routes.
///
/// `push(from:)` routes push onto `source.zix_navigationController` and remove by popping back with `zix_pop(to:)`.
/// A back swipe or back button is a removal the platform makes on its own: the popped controller's
/// `zix_observeRemoval(_:)` handlers tell its router.
@MainActor
public protocol ZIKNavigationHost: ZIKViewControllerHost {
  /// The stack, root first, top last.
  var zix_viewControllers: [any ZIKViewControllerHost] { get }
  /// Pushes `viewController` on top of the stack.
  /// - Parameters:
  ///   - viewController: A controller with no parent and no presenter, and not itself a navigation host.
  ///   - animated: Passed on to the platform; headless hosts ignore it.
  ///   - completion: Runs once the transition is over, or as soon as the host knows it will not happen.
  func zix_push(
    _ viewController: any ZIKViewControllerHost, animated: Bool,
    completion: @escaping @MainActor (HostTransitionResult) -> Void)
  /// Pops every controller above `viewController`, which stays on top.
  /// - Parameters:
  ///   - viewController: A controller in the stack.
  ///   - animated: Passed on to the platform; headless hosts ignore it.
  ///   - completion: Runs once the transition is over, or as soon as the host knows it will not happen.
  func zix_pop(
    to viewController: any ZIKViewControllerHost, animated: Bool,
    completion: @escaping @MainActor (HostTransitionResult) -> Void)
}
