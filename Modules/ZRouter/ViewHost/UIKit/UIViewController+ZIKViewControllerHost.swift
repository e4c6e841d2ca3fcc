#if canImport(UIKit)
  import UIKit

  /// `UIViewController` as a host: each requirement forwards to UIKit (containment through
  /// ``ZIKForwardingViewControllerHost``, `show` and `showDetail` through `ZIKPlacingViewControllerHost`).
  extension UIViewController: ZIKForwardingViewControllerHost, ZIKPlacingViewControllerHost {
    /// The root view (loaded if needed).
    public var zix_view: any ZIKViewHost { view }
    /// The receiver when it is a `UINavigationController`, else `navigationController`.
    public var zix_navigationController: (any ZIKNavigationHost)? {
      (self as? UINavigationController) ?? navigationController
    }
    /// `presentedViewController`.
    public var zix_presentedViewController: (any ZIKViewControllerHost)? { presentedViewController }
    /// Whether the loaded view is in a window (UIKit ignores a present from a controller whose view is not).
    public var zix_isViewInWindow: Bool { viewIfLoaded?.window != nil }
    /// Whether a transition involving the controller is running.
    public var zix_isTransitioning: Bool {
      transitionCoordinator != nil || isBeingPresented || isBeingDismissed || isMovingToParent || isMovingFromParent
    }

    /// `willMove(toParent:)`.
    public func zix_willMove(toParent parent: (any ZIKViewControllerHost)?) {
      willMove(toParent: parent as? UIViewController)
    }

    /// `didMove(toParent:)`.
    public func zix_didMove(toParent parent: (any ZIKViewControllerHost)?) {
      didMove(toParent: parent as? UIViewController)
    }

    /// `present(_:animated:completion:)`, with the popover settings applied for `.popover` and a page sheet for
    /// `.sheet`. UIKit has no presentation animators: `.animator` is `.notPerformed`.
    public func zix_present(
      _ viewController: any ZIKViewControllerHost, style: ZIKPresentationStyle, animated: Bool,
      completion: @escaping @MainActor (ZIKHostTransitionResult) -> Void
    ) {
      guard let viewController = treeController(viewController, toBe: "presents", completion: completion) else {
        return
      }
      switch style {
      case .modal:
        break
      case .sheet:
        viewController.modalPresentationStyle = .pageSheet
      case .popover(let configuration):
        viewController.modalPresentationStyle = .popover
        if let popover = viewController.popoverPresentationController { configuration.apply(to: popover) }
      case .animator:
        completion(.notPerformed(reason: "UIKit has no presentation animators; set a transitioningDelegate instead"))
        return
      }
      let report = ZIKOnce(completion)
      present(viewController, animated: animated) { report(.completed) }
      if viewController.presentingViewController == nil {
        report(.notPerformed(reason: "UIKit ignored the present"))
      }
    }

    /// `dismiss(animated:completion:)`.
    public func zix_dismiss(animated: Bool, completion: @escaping @MainActor (ZIKHostTransitionResult) -> Void) {
      guard presentingViewController != nil || presentedViewController != nil else {
        completion(.notPerformed(reason: "\(type(of: self)) neither presents nor was presented"))
        return
      }
      dismiss(animated: animated) { completion(.completed) }
    }

    /// UIKit opens no windows for a controller: `.notPerformed`.
    public func zix_showInNewWindow(completion: @escaping @MainActor (ZIKHostTransitionResult) -> Void) {
      completion(.notPerformed(reason: "UIKit does not open windows for view controllers; use show(from:)"))
    }

    /// Calls `handler` when the view leaves its window because the controller is popped, dismissed or removed.
    public func zix_observeRemoval(_ handler: @escaping @MainActor () -> Void) {
      ZIKRemovalSentinelView.sentinel(in: self).handlers.append(handler)
    }

    /// Refuses at once a controller that is not a `UIViewController`.
    func refuseForeignController(_ verb: String, completion: @escaping @MainActor (ZIKHostTransitionResult) -> Void) {
      completion(Self.refusal(verb, by: "UIKit"))
    }

    /// Reports once the running transition ends whether `operation` placed `viewController`.
    func reportPlacement(
      of viewController: UIViewController, by operation: String,
      completion: @escaping @MainActor (ZIKHostTransitionResult) -> Void
    ) {
      viewController.zix_reportPlacement(by: operation, completion: completion)
    }
  }
#endif
