#if canImport(UIKit)
  import UIKit
  @_spi(ZRouterGlue) import ZRouterCore

  /// `UIViewController` as a host: each requirement forwards to UIKit (containment through
  /// ``ForwardingViewControllerHost``, `show` and `showDetail` through `_ZIKPlacingViewControllerHost`).
  extension UIKit.UIViewController: ZRouterCore._ZIKPlacingViewControllerHost {
    /// The root view (loaded if needed).
    public var zix_view: any ZIKViewHost { view }
    /// The nearest of the receiver and its ancestors that is a `UINavigationController` (as `navigationController`
    /// finds it) or that a ``ZRouterCore/ControllerScreen`` shows: then the screen's navigation host (its
    /// ``ZRouterCore/NavigationModel``), so that a push from a UIKit controller inside a SwiftUI stack goes on the
    /// model's stack, not onto the navigation controller SwiftUI keeps behind the model's back.
    public var zix_navigationController: (any ZIKNavigationHost)? {
      for controller in sequence(first: self, next: \.parent) {
        if let navigation = controller as? UINavigationController { return navigation }
        if let screen = ControllerScreen.screen(showing: controller), let navigation = screen.zix_navigationController {
          return navigation
        }
      }
      return nil
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
    /// `.sheet`. UIKit has no presentation animators: `.animator` is `.notPerformed`; so are `.popover` and `.sheet`
    /// on tvOS, which has neither (routers refuse those routes before, see `zix_unavailabilityReason(for:)`).
    public func zix_present(
      _ viewController: any ZIKViewControllerHost, style: PresentationStyle, animated: Bool,
      completion: @escaping @MainActor (HostTransitionResult) -> Void
    ) {
      guard let viewController = _treeController(viewController, toBe: "presents", completion: completion) else {
        return
      }
      if let reason = zix_unavailabilityReason(for: style) {
        completion(.notPerformed(reason: reason))
        return
      }
      switch style {
      case .modal:
        break
      #if os(tvOS)
        case .sheet, .popover:
          // Refused above: tvOS has neither.
          break
      #else
        case .sheet:
          // Set before the app's prepareDestination (see zix_preparePresentation(_:)), unless the router could not.
          if viewController.modalPresentationStyle != .pageSheet { viewController.zix_preparePresentation(style) }
        case .popover:
          if viewController.modalPresentationStyle != .popover { viewController.zix_preparePresentation(style) }
      #endif
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

    /// Sets `modalPresentationStyle` (`.pageSheet` for `.sheet`, `.popover` with every popover setting for
    /// `.popover`) before the app's `prepareDestination` runs: "set this property to `.popover` before accessing any
    /// presentation controller" (UIViewController.h, `modalPresentationStyle`), so the popover settings and sheet
    /// detents the app sets there are the ones UIKit uses.
    public func zix_preparePresentation(_ style: PresentationStyle) {
      #if !os(tvOS)
        switch style {
        case .sheet:
          modalPresentationStyle = .pageSheet
        case .popover(let configuration):
          modalPresentationStyle = .popover
          if let popover = popoverPresentationController { configuration.apply(to: popover) }
        case .modal, .animator:
          break
        }
      #endif
    }

    /// Dismisses the receiver when it was presented, with everything presented above it; else what it presents.
    ///
    /// UIKit's `dismiss(animated:completion:)` called on a controller that presents another dismisses only what it
    /// presents, so a presented receiver that presents is dismissed through its presenter. UIKit drops a dismissal
    /// while another presentation or dismissal runs, and never calls its completion: that is reported at once as
    /// `.notPerformed`. Whether one runs is read from the transition coordinators (see
    /// `zix_isInPresentationTransition`).
    public func zix_dismiss(animated: Bool, completion: @escaping @MainActor (HostTransitionResult) -> Void) {
      guard presentingViewController != nil || presentedViewController != nil else {
        completion(.notPerformed(reason: "\(type(of: self)) neither presents nor was presented"))
        return
      }
      let hierarchy = sequence(first: self, next: \.parent).reduce(self) { $1 }
      let dismissed = presentingViewController != nil ? hierarchy : presentedViewController
      let dismisser = presentedViewController != nil ? presentingViewController ?? self : self
      let involved = [dismisser] + (dismissed.map { Array(sequence(first: $0, next: \.presentedViewController)) } ?? [])
      let busy = involved.contains(where: \.zix_isInPresentationTransition)
      guard !busy else {
        completion(.notPerformed(reason: "another presentation or dismissal is in progress"))
        return
      }
      let report = ZIKOnce(completion)
      dismisser.dismiss(animated: animated) {
        report(.completed)
        ZIKRemovalSentinelView.reportControllersThatLeft()
      }
      if let dismissed, dismissed.presentingViewController != nil, !dismissed.zix_isInPresentationTransition {
        report(.notPerformed(reason: "UIKit ignored the dismissal"))
      }
    }

    /// Whether a presentation or dismissal of the receiver's hierarchy runs: the running transition's coordinator
    /// moves the hierarchy's root controller (`viewController(forKey:)` is the presenting and the presented controller
    /// of a presentation, the dismissed and the presenting one of a dismissal). `isBeingPresented` and
    /// `isBeingDismissed` are documented for the appearance callbacks only, so they count only when they say yes; a
    /// push inside the hierarchy is no presentation.
    var zix_isInPresentationTransition: Bool {
      if isBeingPresented || isBeingDismissed { return true }
      guard let coordinator = transitionCoordinator else { return false }
      let root = sequence(first: self, next: \.parent).reduce(self) { $1 }
      return coordinator.viewController(forKey: .from) === root || coordinator.viewController(forKey: .to) === root
    }

    /// UIKit opens no windows for a controller: `.notPerformed`.
    public func zix_showInNewWindow(completion: @escaping @MainActor (HostTransitionResult) -> Void) {
      completion(.notPerformed(reason: "UIKit does not open windows for view controllers; use show(from:)"))
    }

    /// Calls `handler` once the controller left the place a transition put it in (popped, even from under the top of
    /// the stack; dismissed, even under a full-screen presentation; removed from its parent), after the transition
    /// that removed it ended. See ``ZIKRemovalSentinelView``.
    public func zix_observeRemoval(_ handler: @escaping @MainActor () -> Void) {
      ZIKRemovalSentinelView.sentinel(in: self).watch(handler)
    }

    /// A `show` or `showDetail` made while a transition of the receiver's hierarchy runs: UIKit queues the push it
    /// makes until that transition ends, after the route reported its result.
    public var _placementRefusal: String? {
      zix_isTransitioning
        ? "\(type(of: self)) is in the middle of a transition; show it once the transition ended" : nil
    }

    /// Refuses at once a controller that is not a `UIViewController`.
    public func _refuseForeignController(
      _ verb: String, completion: @escaping @MainActor (HostTransitionResult) -> Void
    ) {
      completion(Self.refusal(verb, by: "UIKit"))
    }

    /// Reports once the running transition ends whether `operation` placed `viewController`.
    public func _reportPlacement(
      of viewController: UIViewController, by operation: String,
      completion: @escaping @MainActor (HostTransitionResult) -> Void
    ) {
      viewController.zix_reportPlacement(by: operation, completion: completion)
    }
  }
#endif
