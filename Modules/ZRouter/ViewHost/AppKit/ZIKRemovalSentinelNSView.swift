#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The removal sentinel of AppKit: tells a controller's routers when the controller's view left its window and the
  /// controller is no longer contained, presented, or the content of a window (a sheet or modal window closed by the
  /// user, a parent dropping it, a window of its own closed).
  ///
  /// AppKit sends no containment callbacks, and the order in which a presenter's bookkeeping and its animator's
  /// window change happen is not documented. So when the view leaves its window while the controller still looks
  /// placed (the usual way to drop a child removes the view first, then calls `removeFromParent()`), the sentinel looks
  /// again once the current main-actor job is over, and reports the removal then if the controller left.
  final class ZIKRemovalSentinelNSView: NSView, ZIKRemovalSentinel {
    weak var owner: NSViewController?
    var handlers: [@MainActor () -> Void] = []
    private var isRecheckScheduled = false

    override func viewDidMoveToWindow() {
      super.viewDidMoveToWindow()
      guard window == nil, !handlers.isEmpty else { return }
      if ownerLeftItsPlace {
        runHandlers()
      } else {
        scheduleRecheck()
      }
    }

    /// Whether the owner is in no window and neither a child nor a controller its presenter still presents.
    private var ownerLeftItsPlace: Bool {
      guard let owner, window == nil, owner.parent == nil else { return false }
      guard let presenter = owner.presentingViewController else { return true }
      return !(presenter.presentedViewControllers ?? []).contains { $0 === owner }
    }

    /// Looks again after the current main-actor job, once. The sentinel and its owner stay alive until then: a
    /// controller its presenter or parent just let go of may have no other owner, and its routers need it to end
    /// their routes.
    private func scheduleRecheck() {
      guard !isRecheckScheduled, let owner else { return }
      isRecheckScheduled = true
      Task { @MainActor [self, owner] in
        isRecheckScheduled = false
        if !handlers.isEmpty, ownerLeftItsPlace { runHandlers() }
        withExtendedLifetime(owner) {}
      }
    }
  }
#endif
