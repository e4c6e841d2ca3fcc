#if canImport(UIKit)
  import UIKit

  /// `UIViewController` as a host: each requirement forwards to UIKit (containment through
  /// ``ZIKForwardingViewControllerHost``).
  extension UIViewController: ZIKForwardingViewControllerHost {
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
      guard let viewController = viewController as? UIViewController else {
        return completion(Self.refusal("presents", by: "UIKit"))
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

    /// `show(_:sender:)`: the hierarchy decides (a navigation controller pushes, a split view controller places).
    public func zix_show(
      _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (ZIKHostTransitionResult) -> Void
    ) {
      place(viewController, by: "show", completion: completion) { show($0, sender: nil) }
    }

    /// `showDetailViewController(_:sender:)`: a split view controller places it; without one it is presented.
    public func zix_showDetail(
      _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (ZIKHostTransitionResult) -> Void
    ) {
      place(viewController, by: "showDetail", completion: completion) { showDetailViewController($0, sender: nil) }
    }

    /// UIKit opens no windows for a controller: `.notPerformed`.
    public func zix_showInNewWindow(completion: @escaping @MainActor (ZIKHostTransitionResult) -> Void) {
      completion(.notPerformed(reason: "UIKit does not open windows for view controllers; use show(from:)"))
    }

    /// Calls `handler` when the view leaves its window because the controller is popped, dismissed or removed.
    public func zix_observeRemoval(_ handler: @escaping @MainActor () -> Void) {
      ZIKRemovalSentinelView.sentinel(in: self).handlers.append(handler)
    }

    /// Runs `operation` (UIKit's `show` or `showDetail`), then reports whether it placed `viewController`.
    private func place(
      _ viewController: any ZIKViewControllerHost, by operation: String,
      completion: @escaping @MainActor (ZIKHostTransitionResult) -> Void, with show: (UIViewController) -> Void
    ) {
      guard let viewController = viewController as? UIViewController else {
        return completion(Self.refusal("shows", by: "UIKit"))
      }
      show(viewController)
      viewController.zix_reportPlacement(by: operation, completion: completion)
    }
  }
#endif
