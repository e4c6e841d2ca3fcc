#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The removal sentinel of AppKit: tells a controller's routers when the controller's view left its window and the
  /// controller is no longer contained, presented, or the content of a window (a sheet or modal window closed by the
  /// user, a parent dropping it, a window of its own closed).
  ///
  /// It looks once the current main-actor job is over, not while the view moves: a window tells its delegate it
  /// will close before it leaves the screen, AppKit sends no containment callbacks (the usual way to drop a child
  /// removes the view first, then calls `removeFromParent()`), and the order in which a presenter forgets a dismissed
  /// controller and its window goes away is not documented. So the routers learn of a removal after the transition,
  /// from the state it left.
  final class ZIKRemovalSentinelNSView: NSView, ZIKRemovalSentinel {
    weak var owner: NSViewController?
    var handlers: [@MainActor () -> Void] = []
    private var isCheckScheduled = false

    override func viewDidMoveToWindow() {
      super.viewDidMoveToWindow()
      guard window == nil, !handlers.isEmpty else { return }
      scheduleCheck()
    }

    /// Whether the owner is in no window and neither a child nor a controller its presenter still presents.
    private var ownerLeftItsPlace: Bool {
      guard let owner, window == nil, owner.parent == nil else { return false }
      guard let presenter = owner.presentingViewController else { return true }
      return !(presenter.presentedViewControllers ?? []).contains { $0 === owner }
    }

    /// Looks after the current main-actor job, once. The sentinel and its owner stay alive until then: a controller
    /// its presenter, parent or window just let go of may have no other owner, and its routers need it to end their
    /// routes.
    private func scheduleCheck() {
      guard !isCheckScheduled, let owner else { return }
      isCheckScheduled = true
      Task { @MainActor [self, owner] in
        isCheckScheduled = false
        if !handlers.isEmpty, ownerLeftItsPlace { runHandlers() }
        withExtendedLifetime(owner) {}
      }
    }
  }
#endif
