#if canImport(UIKit)
  import UIKit
  @_spi(ZRouterGlue) import ZRouterCore

  /// The removal sentinel of UIKit: tells a controller's routers when UIKit popped, dismissed or removed the
  /// controller (a back swipe, a pop of several levels, an interactive dismissal, a parent dropping it), and not when
  /// something only covered it.
  ///
  /// Its view leaving the window is the first signal: the controller is leaving (moving from its parent, being
  /// dismissed) or no longer hangs from a window or a presentation. Controllers covered by a pushed or full-screen
  /// controller have no view in the window, so when their sentinel leaves it the covering controller gets a sentinel
  /// too, and every window change of any sentinel re-checks every watched controller: a pop of several levels, a new
  /// stack or a dismissal under a full-screen presentation reaches them through the top controller's view. The
  /// handlers run after the transition that removed the controller ended (its coordinator's completion), once the
  /// controller is still gone then (a cancelled back swipe puts it back).
  final class ZIKRemovalSentinelView: UIView, ZIKRemovalSentinel {
    weak var owner: UIViewController?
    let removalHandlers = ZIKRemovalHandlers()
    /// Whether the owner hung from a window or a presentation when its handlers were installed.
    private var ownerWasAnchored = false
    /// Whether a transition's completion will re-check the owner.
    private var awaitsTransitionEnd = false

    /// The sentinels with handlers, held weakly, and their handlers.
    private static var watched: [ZIKWatchedSentinel<ZIKRemovalSentinelView>] = []

    /// The controller's root view, or its `contentView` when the root view is a `UIVisualEffectView`: UIKit raises an
    /// exception for a subview added to the visual effect view itself.
    static func sentinelSuperview(of controller: UIViewController) -> any ZIKViewHost {
      let view: UIView = controller.view
      return (view as? UIVisualEffectView)?.contentView ?? view
    }

    /// Keeps `handler` until the owner leaves.
    func watch(_ handler: @escaping @MainActor () -> Void) {
      handlers.append(handler)
      ownerWasAnchored = owner.map(Self.isAnchored) ?? false
      Self.watched.removeAll { $0.sentinel === self }
      Self.watched.append(ZIKWatchedSentinel(sentinel: self, handlers: removalHandlers))
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard let owner else { return }
      let coordinator = owner.transitionCoordinator
      if window == nil, !handlers.isEmpty {
        if Self.isLeaving(owner) {
          reportRemoval(after: coordinator)
        } else if let coordinator {
          // Covered or leaving: UIKit documents the transition flags for the appearance callbacks only, and not when
          // a dismissal clears `presentingViewController`; the transition's end tells.
          reportRemoval(after: coordinator, ifOwnerLeft: true)
        } else {
          // No transition: a parent dropping a child calls `removeFromParent()` only after taking the view out.
          recheckOnceTheCurrentJobEnds()
        }
      }
      if window == nil, Self.isAnchored(owner) { Self.watchCover(of: owner) }
      Self.reportControllersThatLeft(after: coordinator)
      // UIKit does not document when a dismissal clears `presentingViewController`: every watched controller is
      // looked at again when the transition ends (a stack dismissed under a full-screen presentation hangs from it).
      coordinator?.animate(alongsideTransition: nil) { [weak coordinator] _ in
        Self.reportControllersThatLeft(ending: coordinator)
      }
    }

    /// Reports `controller` now if its sentinel finds it gone, as the sentinel's next window change would (after
    /// the controller's transition, if one runs). Loads no view.
    static func reportLateRemovals() { reportControllersThatLeft() }

    static func reportLateRemoval(of controller: any ZIKViewControllerHost) {
      if let controller = controller as? UIViewController { reportIfLeft(controller) }
    }

    static func reportIfLeft(_ controller: UIViewController) {
      guard controller.isViewLoaded, let sentinel = existingSentinel(under: sentinelSuperview(of: controller)),
        !sentinel.handlers.isEmpty, sentinel.ownerLeft
      else { return }
      sentinel.reportRemoval(after: controller.transitionCoordinator)
    }

    /// Re-checks every watched controller and reports those that left, after `coordinator`'s transition if any.
    static func reportControllersThatLeft(after coordinator: (any UIViewControllerTransitionCoordinator)? = nil) {
      for sentinel in sentinelsAfterReportingReleasedOnes() where sentinel.ownerLeft {
        sentinel.reportRemoval(after: sentinel.owner?.transitionCoordinator ?? coordinator)
      }
    }

    /// Reports the watched controllers that are gone once `ending` completed: at once, or after a transition of
    /// their own that still runs.
    private static func reportControllersThatLeft(ending: (any UIViewControllerTransitionCoordinator)?) {
      for sentinel in sentinelsAfterReportingReleasedOnes() where sentinel.ownerLeft {
        let own = sentinel.owner?.transitionCoordinator
        sentinel.reportRemoval(after: own === ending ? nil : own)
      }
    }

    /// Runs the handlers of the sentinels whose controllers were released (a controller `setViewControllers`
    /// dropped, that nothing else held), forgets those with nothing left to run, and returns the others. A released
    /// controller takes part in no transition: its handlers run now, even when a transition it hung from when its
    /// view left the window still runs.
    private static func sentinelsAfterReportingReleasedOnes() -> [ZIKRemovalSentinelView] {
      watched.removeAll { $0.handlers.pending.isEmpty }
      for entry in watched where entry.sentinel?.owner == nil { entry.handlers.run() }
      watched.removeAll { $0.sentinel == nil || $0.handlers.pending.isEmpty }
      return watched.compactMap(\.sentinel)
    }

    /// Runs the handlers once the running transition ended, if the owner is still gone then. Without a transition
    /// (or when its coordinator does not queue the check) they run at once: always, or only if the owner is already
    /// gone when `ifOwnerLeft`.
    private func reportRemoval(
      after coordinator: (any UIViewControllerTransitionCoordinator)?, ifOwnerLeft: Bool = false
    ) {
      guard !awaitsTransitionEnd, !handlers.isEmpty else { return }
      // Held strongly until the transition ends: the owner may be released by then, and its routers must still learn.
      let check: @MainActor () -> Void = { [self] in
        awaitsTransitionEnd = false
        if ownerLeft { runHandlers() }
      }
      awaitsTransitionEnd = true
      if let coordinator, coordinator.animate(alongsideTransition: nil, completion: { _ in check() }) { return }
      // No transition (a parent dropping a child: its view left the window after `willMove(toParent: nil)`), or a
      // coordinator that did not queue the check.
      awaitsTransitionEnd = false
      if !ifOwnerLeft || ownerLeft { runHandlers() }
    }

    /// Runs the handlers on the next main-actor job if the owner is gone by then (the sentinel is kept until then, so
    /// that the routers learn even if the owner was released).
    private func recheckOnceTheCurrentJobEnds() {
      Task { @MainActor [self] in
        if !awaitsTransitionEnd, !handlers.isEmpty, ownerLeft { runHandlers() }
      }
    }

    /// Whether the owner is gone: released, detached, or no longer hanging from what it hung from.
    private var ownerLeft: Bool {
      guard let owner else { return true }
      if ownerWasAnchored { return !Self.isAnchored(owner) }
      return owner.parent == nil && owner.presentingViewController == nil
    }

    /// Whether `controller` or one of its ancestors is being dismissed or moving out of its parent, or it has neither
    /// parent nor presenter.
    private static func isLeaving(_ controller: UIViewController) -> Bool {
      sequence(first: controller, next: \.parent).contains { $0.isMovingFromParent || $0.isBeingDismissed }
        || controller.parent == nil && controller.presentingViewController == nil
    }

    /// Whether `controller`'s topmost ancestor is in a window, presents, or was presented by an anchored controller.
    static func isAnchored(_ controller: UIViewController) -> Bool {
      let root = sequence(first: controller, next: \.parent).reduce(controller) { $1 }
      if let presenter = root.presentingViewController { return isAnchored(presenter) }
      return root.viewIfLoaded?.window != nil || root.presentedViewController != nil
    }

    /// Gives the controller covering `controller` (the top of its navigation stack, or a full-screen presentation) a
    /// sentinel, whose view leaves the window when the covering controller goes.
    private static func watchCover(of controller: UIViewController) {
      let stackTop = controller.navigationController?.topViewController
      for cover in [stackTop, controller.presentedViewController] {
        guard let cover, cover !== controller, cover.isViewLoaded else { continue }
        _ = sentinel(in: cover)
      }
    }
  }
#endif
