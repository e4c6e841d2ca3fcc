#if canImport(UIKit)
  import UIKit
  @_spi(ZRouterGlue) import ZRouterCore

  /// `UINavigationController` as the host of push routes.
  extension UIKit.UINavigationController: ZRouterCore.ZIKNavigationHost {
    /// `viewControllers`.
    public var zix_viewControllers: [any ZIKViewControllerHost] { viewControllers }

    /// `pushViewController(_:animated:)`; reports once the push transition ends (`.notPerformed` when cancelled).
    public func zix_push(
      _ viewController: any ZIKViewControllerHost, animated: Bool,
      completion: @escaping @MainActor (HostTransitionResult) -> Void
    ) {
      guard let viewController = viewController as? UIViewController else {
        return completion(Self.refusal("pushes", by: "UIKit"))
      }
      // UIKit would take a controller out of its parent, or raise an exception for a presented one.
      guard viewController.parent == nil, viewController.presentingViewController == nil else {
        return completion(
          .notPerformed(
            reason: "\(type(of: viewController)) already has a parent or a presenter; remove it from there first"))
      }
      guard !zix_isTransitioning else {
        return completion(.notPerformed(reason: "the navigation controller is in the middle of a transition"))
      }
      pushViewController(viewController, animated: animated)
      viewController.zix_reportPlacement(by: "push", completion: completion)
    }

    /// `popToViewController(_:animated:)`; reports once the pop transition ends (`.notPerformed` when cancelled).
    public func zix_pop(
      to viewController: any ZIKViewControllerHost, animated: Bool,
      completion: @escaping @MainActor (HostTransitionResult) -> Void
    ) {
      guard let target = viewController as? UIViewController, viewControllers.contains(target) else {
        completion(.notPerformed(reason: "the controller to pop to is not on the navigation stack"))
        return
      }
      // A pop during another navigation transition may be dropped, and its transition taken for the pop's.
      guard !zix_isTransitioning else {
        completion(.notPerformed(reason: "the navigation controller is in the middle of a transition"))
        return
      }
      // Controllers popped from under the top one have no view in the window: report them once the pop ended, and
      // keep them until then (UIKit releases them with the transition).
      let leaving = viewControllers.drop { $0 !== target }.dropFirst()
      popToViewController(target, animated: animated)
      let once = ZIKOnce(completion)
      let finish: @MainActor (HostTransitionResult) -> Void = { [weak self, leaving] result in
        defer { withExtendedLifetime(leaving) {} }
        let popped = self?.viewControllers.last === target
        once(popped ? result : .notPerformed(reason: "UIKit did not pop to the controller"))
        ZIKRemovalSentinelView.reportControllersThatLeft()
      }
      guard let coordinator = transitionCoordinator else {
        finish(.completed)
        return
      }
      // A coordinator that does not queue the completion may never run it: the pop is reported now then.
      let queued = coordinator.animate(alongsideTransition: nil) { context in
        finish(context.isCancelled ? .notPerformed(reason: "the pop was cancelled") : .completed)
      }
      if !queued { finish(.completed) }
    }
  }

  /// Navigation controllers are valid results of a `containerWrapper`.
  extension UIKit.UINavigationController: ZRouterCore.ZIKViewRouteContainer {}
  /// Tab bar controllers are valid results of a `containerWrapper`.
  extension UIKit.UITabBarController: ZRouterCore.ZIKViewRouteContainer {}
  /// Split view controllers are valid results of a `containerWrapper`.
  extension UIKit.UISplitViewController: ZRouterCore.ZIKViewRouteContainer {}
  /// Page view controllers are valid results of a `containerWrapper`.
  extension UIKit.UIPageViewController: ZRouterCore.ZIKViewRouteContainer {}
#endif
