#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_spi(ZRouterGlue) import ZRouterCore

  /// The removal sentinel of AppKit: tells a controller's routers when the controller left the place its route put it
  /// in: a presented controller its presenter no longer presents (a sheet's Cancel button, Escape, a modal window's
  /// close button, a transient popover the user clicked away), a child its parent dropped, a window of its own closed.
  ///
  /// It looks when the owner's view leaves its window, and when a window closes, a sheet ends or a popover closes
  /// (`NSWindow.willCloseNotification`, `NSWindow.didEndSheetNotification`, `NSPopover.didCloseNotification`): AppKit
  /// documents that a dismissed controller leaves `presentedViewControllers`, not when its view leaves the ordered-out
  /// sheet, window or popover, so a presentation's end is read from the presenter. It looks once the current
  /// main-actor job is over, not while the view moves: a window tells its delegate it will close before it leaves the
  /// screen, AppKit sends no containment callbacks (the usual way to drop a child removes the view first, then calls
  /// `removeFromParent()`), and the order in which a presenter forgets a dismissed controller and its window goes away
  /// is not documented. So the routers learn of a removal after the transition, from the state it left.
  final class ZIKRemovalSentinelNSView: NSView, ZIKRemovalSentinel {
    weak var owner: NSViewController?
    let removalHandlers = ZIKRemovalHandlers()
    private var isCheckScheduled = false
    /// Whether the owner was presented when its routers started watching it: its place is then its presenter's
    /// `presentedViewControllers`, not a window.
    private var watchesAPresentation = false

    /// The sentinels with handlers, held weakly, and their handlers.
    private static var watched: [ZIKWatchedSentinel<ZIKRemovalSentinelNSView>] = []

    /// Starts watching the owner's current place: its presentation, its parent or its window. Called after a route
    /// put it there.
    func watchOwnersPlace() {
      watchesAPresentation = owner?.presentingViewController != nil
      Self.watched.removeAll { $0.sentinel === self }
      Self.watched.append(ZIKWatchedSentinel(sentinel: self, handlers: removalHandlers))
      Self.observeClosings()
    }

    /// The observers of windows closing, sheets ending and popovers closing: one set for every sentinel, added with
    /// the first watched controller and kept for the life of the process.
    private static var closingObservers: [any NSObjectProtocol] = []

    /// Adds ``closingObservers`` unless they exist. Each notification has every watched sentinel look once the current
    /// job is over (which window, sheet or popover it was does not say which controllers it held).
    private static func observeClosings() {
      guard closingObservers.isEmpty else { return }
      for name in [NSWindow.willCloseNotification, NSWindow.didEndSheetNotification, NSPopover.didCloseNotification] {
        // AppKit posts these on the main thread (its windows and popovers live there), and `queue: nil` runs the
        // block on the posting thread.
        closingObservers.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated {
              for sentinel in watched.compactMap(\.sentinel) { sentinel.scheduleCheck() }
            }
          })
      }
    }

    override func viewDidMoveToWindow() {
      super.viewDidMoveToWindow()
      guard window == nil else { return }
      scheduleCheck()
    }

    /// Runs the handlers of `controller`'s sentinel now if no check is scheduled for it and the controller left its
    /// place. Loads no view.
    static func reportLateRemovals() { reportControllersThatLeft() }

    static func reportLateRemoval(of controller: any ZIKViewControllerHost) {
      if let controller = controller as? NSViewController { reportIfLeft(controller) }
    }

    static func reportIfLeft(_ controller: NSViewController) {
      guard controller.isViewLoaded, let sentinel = existingSentinel(under: sentinelSuperview(of: controller)),
        !sentinel.isCheckScheduled, !sentinel.handlers.isEmpty, sentinel.ownerLeftItsPlace
      else { return }
      sentinel.runHandlers()
    }

    /// Looks now at every watched controller no check is scheduled for, and runs the handlers of those that left
    /// their place: a parent that dropped a child whose view was in no window moved no view between windows, so no
    /// signal announced it. The handlers of a sentinel whose controller was released (a dropped child nothing else
    /// held) run too. A removal a signal announced keeps its check at the end of the current job, once the app's and
    /// AppKit's code made the whole change.
    static func reportControllersThatLeft() {
      watched.removeAll { $0.handlers.pending.isEmpty }
      for entry in watched where entry.sentinel?.owner == nil { entry.handlers.run() }
      watched.removeAll { $0.sentinel == nil || $0.handlers.pending.isEmpty }
      for sentinel in watched.compactMap(\.sentinel)
      where !sentinel.isCheckScheduled && !sentinel.handlers.isEmpty && sentinel.ownerLeftItsPlace {
        sentinel.runHandlers()
      }
    }

    /// Whether the owner is not a child and no presenter presents it, and was presented or is in no window.
    private var ownerLeftItsPlace: Bool {
      guard let owner, owner.parent == nil else { return false }
      if let presenter = owner.presentingViewController, presenter.zix_presents(owner) { return false }
      return watchesAPresentation || window == nil
    }

    /// Looks after the current main-actor job, once. The sentinel and its owner stay alive until then: a controller
    /// its presenter, parent or window just let go of may have no other owner, and its routers need it to end their
    /// routes.
    private func scheduleCheck() {
      guard !isCheckScheduled, !handlers.isEmpty, let owner else { return }
      isCheckScheduled = true
      Task { @MainActor [self, owner] in
        isCheckScheduled = false
        if !handlers.isEmpty, ownerLeftItsPlace { runHandlers() }
        withExtendedLifetime(owner) {}
      }
    }
  }
#endif
