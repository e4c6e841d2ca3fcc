/// A view controller in a view controller hierarchy, as the router sees it.
///
/// Routers reach every view-controller transition through these `zix_`-prefixed members, so a platform
/// controller (`UIViewController`, `NSViewController`) adopts the protocol in a thin file that forwards to its own API.
/// Members follow UIKit's meaning: `zix_presentedViewController` and `zix_presentingViewController` also answer
/// for an ancestor, and `zix_navigationController` is the receiver itself when it is a navigation host.
///
/// Transitions may finish later (UIKit animations, `HeadlessTransition.Mode.deferred`): inspect the hierarchy in the
/// completion, not right after the call.
@MainActor
public protocol ZIKViewControllerHost: ZIKViewRouteSource {
  /// The root view of the controller; reading it loads the view if needed.
  var zix_view: any ZIKViewHost { get }
  /// The container controller this controller is a child of (a navigation controller for a pushed controller).
  var zix_parent: (any ZIKViewControllerHost)? { get }
  /// The receiver when it is a navigation host, else its nearest navigation host ancestor; `nil` when there is none.
  var zix_navigationController: (any ZIKNavigationHost)? { get }
  /// The controller presented by the receiver or by one of its ancestors.
  var zix_presentedViewController: (any ZIKViewControllerHost)? { get }
  /// The controller that presented the receiver or its nearest presented ancestor.
  var zix_presentingViewController: (any ZIKViewControllerHost)? { get }
  /// Makes `child` a child of the receiver. Views are not touched: the caller adds `child.zix_view` where it wants.
  func zix_addChild(_ child: any ZIKViewControllerHost)
  /// Takes the receiver out of its parent; does nothing when it has none.
  func zix_removeFromParent()
  /// Presents `viewController` modally from the receiver.
  /// - Parameters:
  ///   - viewController: A controller with no parent and no presenter.
  ///   - animated: Passed on to the platform; headless hosts ignore it.
  ///   - completion: Runs once the transition is over (or, for a request the host ignores, when it would have been).
  func zix_present(_ viewController: any ZIKViewControllerHost, animated: Bool, completion: @escaping @MainActor () -> Void)
  /// Dismisses the controller the receiver presented, or the receiver itself when it was presented.
  /// - Parameters:
  ///   - animated: Passed on to the platform; headless hosts ignore it.
  ///   - completion: Runs once the transition is over (or, for a request the host ignores, when it would have been).
  func zix_dismiss(animated: Bool, completion: @escaping @MainActor () -> Void)
}
