/// A view controller in a view controller hierarchy, as the router sees it.
///
/// Routers reach every view-controller transition through these `zix_`-prefixed members, so a platform
/// controller (`UIViewController`, `NSViewController`) adopts the protocol in a thin file that forwards to its own API.
/// Members follow UIKit's meaning: `zix_presentedViewController` and `zix_presentingViewController` also answer
/// for an ancestor, and `zix_navigationController` is the receiver itself when it is a navigation host.
///
/// Transitions may finish later (UIKit animations, `HeadlessTransition.Mode.deferred`): inspect the hierarchy in the
/// completion, not right after the call. Every completion says whether the host carried the transition out
/// (``HostTransitionResult``); the router ends the route with an error when it did not.
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
  /// Whether the controller's view is in a window. UIKit ignores a present from a controller whose view is not, so
  /// routers refuse such a route up front with `ZIKViewRouteError.invalidSource`.
  var zix_isViewInWindow: Bool { get }
  /// Whether a transition involving the controller (presenting, being presented or dismissed, moving to or from a
  /// parent) has started and not finished. Routers refuse to start another one from it.
  var zix_isTransitioning: Bool { get }

  /// Makes `child` a child of the receiver, which calls `child.zix_willMove(toParent:)` with the receiver first, as
  /// UIKit's `addChild(_:)` does. Views are not touched: the caller adds `child.zix_view` where it wants, then calls
  /// `child.zix_didMove(toParent:)`.
  func zix_addChild(_ child: any ZIKViewControllerHost)
  /// Tells the controller it is about to be added to `parent`, or removed from its parent when `parent` is `nil`.
  func zix_willMove(toParent parent: (any ZIKViewControllerHost)?)
  /// Tells the controller it was added to `parent`, or removed from its parent when `parent` is `nil`.
  func zix_didMove(toParent parent: (any ZIKViewControllerHost)?)
  /// Takes the receiver out of its parent, then calls its `zix_didMove(toParent: nil)`, as UIKit's
  /// `removeFromParent()` does; does nothing when it has none. Call `zix_willMove(toParent: nil)` before.
  func zix_removeFromParent()

  /// Presents `viewController` from the receiver in `style`.
  /// - Parameters:
  ///   - viewController: A controller with no parent and no presenter.
  ///   - style: How to present it; a host without that presentation reports `.notPerformed`.
  ///   - animated: Passed on to the platform; headless hosts ignore it.
  ///   - completion: Runs once the transition is over, or as soon as the host knows it will not happen.
  func zix_present(
    _ viewController: any ZIKViewControllerHost, style: PresentationStyle, animated: Bool,
    completion: @escaping @MainActor (HostTransitionResult) -> Void)
  /// Why the platform has no presentation in `style` at all (tvOS has neither popovers nor page sheets), in a
  /// sentence the route's error quotes; `nil` when it has one. Routers fail such a route with
  /// `ZIKViewRouteError.unsupportType` before making the destination. Hosts that have every presentation need not
  /// implement it: the default answers `nil`.
  func zix_unavailabilityReason(for style: PresentationStyle) -> String?
  /// Dismisses the receiver when it was presented, with everything presented above it; else the controller it
  /// presents.
  /// - Parameters:
  ///   - animated: Passed on to the platform; headless hosts ignore it.
  ///   - completion: Runs once the transition is over, or as soon as the host knows it will not happen.
  func zix_dismiss(animated: Bool, completion: @escaping @MainActor (HostTransitionResult) -> Void)
  /// Shows `viewController` the way the hierarchy decides, as UIKit's `show(_:sender:)`: a navigation controller
  /// pushes it, a split view controller places it, and a hierarchy with neither presents it.
  /// - Parameters:
  ///   - viewController: A controller with no parent and no presenter.
  ///   - completion: Runs once the transition is over, or as soon as the host knows it will not happen.
  func zix_show(
    _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (HostTransitionResult) -> Void)
  /// Shows `viewController` as the detail of the hierarchy, as UIKit's `showDetailViewController(_:sender:)`: a split
  /// view controller places it as its secondary controller; a hierarchy without one presents it.
  /// - Parameters:
  ///   - viewController: A controller with no parent and no presenter.
  ///   - completion: Runs once the transition is over, or as soon as the host knows it will not happen.
  func zix_showDetail(
    _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (HostTransitionResult) -> Void)
  /// Shows the receiver in a window of its own (AppKit's `show` route, which has no source).
  /// - Parameter completion: Runs once the window is shown; hosts without windows report `.notPerformed`.
  func zix_showInNewWindow(completion: @escaping @MainActor (HostTransitionResult) -> Void)

  /// Asks the host to call `handler` once, when the receiver leaves the place a transition put it in: popped,
  /// dismissed, taken out of its parent or its window closed.
  ///
  /// This is how routers learn of removals the platform makes on its own (a back swipe, an interactive dismissal,
  /// a parent dropping a child): a router that did not ask for the removal ends its route as removed. Hosts may also
  /// call the handler for removals a router asked for; routers ignore those. The host drops the handler after
  /// calling it.
  func zix_observeRemoval(_ handler: @escaping @MainActor () -> Void)

  /// Gives the receiver the presentation `style` asks for (UIKit: `modalPresentationStyle`, and the popover settings)
  /// before the app's `prepareDestination` runs, so that what the app sets there (popover settings, sheet detents) is
  /// kept: Apple asks to set `modalPresentationStyle` before accessing any presentation controller. Hosts without
  /// such styles do nothing (the default).
  func zix_preparePresentation(_ style: PresentationStyle)
}

extension ZIKViewControllerHost {
  /// Does nothing: the host has no presentation styles to set in advance.
  public func zix_preparePresentation(_ style: PresentationStyle) {}
}

extension ZIKViewControllerHost {
  /// Every presentation exists: `nil`.
  public func zix_unavailabilityReason(for style: PresentationStyle) -> String? { nil }
}
