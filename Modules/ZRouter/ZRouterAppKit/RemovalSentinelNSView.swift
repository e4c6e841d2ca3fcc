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
  ///
  /// A window that closes (`NSWindow.willCloseNotification`, posted by `close()`, `performClose(_:)` and the close
  /// button) ends the routes of every controller shown in it: its content, their children, the sheets attached to it
  /// and their children, marked while the notification is posted and reported once the job is over (unless the window
  /// is back on screen then). A sentinel the app takes out of a live controller's view (clearing the view's subviews,
  /// replacing the view) tells nothing: the owner's own view and links are looked at, and the sentinel goes back.
  final class ZIKRemovalSentinelNSView: NSView, RemovalSentinel {
    weak var owner: NSViewController?
    var removalHandlers = RemovalHandlers()
    private var isCheckScheduled = false
    /// Whether the owner was presented when its routers started watching it: its place is then its presenter's
    /// `presentedViewControllers`, not a window.
    fileprivate var watchesAPresentation = false
    /// The controller that presented the owner's hierarchy when watching started, held weakly by the glue itself:
    /// AppKit declares `presentingViewController` `assign` (NSViewController.h), so reading it after the presenter
    /// was released would read a dangling pointer.
    fileprivate weak var watchedPresenter: NSViewController?
    /// The topmost ancestor of the owner when watching started: the presented controller of a presented hierarchy.
    fileprivate weak var watchedRoot: NSViewController?
    /// Whether a window the owner was shown in (directly, or in a sheet attached to it) posted
    /// `NSWindow.willCloseNotification`: the owner's route ends with the window, unless the window is back on screen
    /// when the sentinel looks.
    fileprivate var sawItsWindowClose = false
    /// That window, held weakly (a closed window the app does not keep is released).
    fileprivate weak var closedWindow: NSWindow?

    /// The sentinels with handlers, held weakly, and their handlers.
    private static var watched: [WatchedSentinel<ZIKRemovalSentinelNSView, NSViewController>] = []

    /// Starts watching the owner's current place: its presentation, its parent or its window. Called after a route
    /// put it there.
    func watchOwnersPlace() {
      guard let owner else { return }
      let root = sequence(first: owner, next: \.parent).reduce(owner) { $1 }
      watchedRoot = root
      watchedPresenter = AppKitPresentations.presenter(of: root)
      watchesAPresentation = watchedPresenter != nil
      Self.watched.removeAll { $0.sentinel === self || $0.owner === owner }
      Self.watched.append(
        WatchedSentinel(
          sentinel: self, owner: owner, handlers: removalHandlers, presenter: watchedPresenter, root: root))
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
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
            // Read on the main thread, where AppKit posts it (see above).
            nonisolated(unsafe) let window =
              notification.name == NSWindow.willCloseNotification ? notification.object : nil
            MainActor.assumeIsolated {
              if let window = window as? NSWindow { windowWillClose(window) }
              for sentinel in watched.compactMap(\.sentinel) { sentinel.scheduleCheck() }
            }
          })
      }
    }

    /// `window` is closing (`close()`, `performClose(_:)`, its close button): every watched controller shown in it
    /// (its content, children, sheets attached to it and their children) leaves with it. Marked now, while the views
    /// are still in the window; looked at once the current job is over. Called twice for one close does no harm.
    static func windowWillClose(_ window: NSWindow) {
      for entry in watched {
        guard let sentinel = entry.sentinel, let owner = entry.owner else { continue }
        var shownIn = owner.viewIfLoaded?.window
        while let current = shownIn, current !== window { shownIn = current.sheetParent }
        guard shownIn != nil else { continue }
        sentinel.sawItsWindowClose = true
        sentinel.closedWindow = window
        sentinel.scheduleCheck()
      }
    }

    override func viewDidMoveToWindow() {
      super.viewDidMoveToWindow()
      guard window == nil else { return }
      scheduleCheck()
    }

    /// Looks at every watched controller again and reports those that left (see ``LateRemovalReports``).
    static func reportLateRemovals() { reportControllersThatLeft() }

    /// Looks now at every watched controller no check is scheduled for, and runs the handlers of those that left
    /// their place: a parent that dropped a child whose view was in no window moved no view between windows, so no
    /// signal announced it. The handlers of a sentinel whose controller was released (a dropped child nothing else
    /// held) run too. A removal a signal announced keeps its check at the end of the current job, once the app's and
    /// AppKit's code made the whole change.
    static func reportControllersThatLeft() {
      for sentinel in sentinelsAfterReportingReleasedOnes()
      where !sentinel.isCheckScheduled && !sentinel.handlers.isEmpty && sentinel.ownerLeftItsPlace() {
        sentinel.runHandlers()
      }
    }

    /// Runs the handlers of the watched controllers that were released, puts back the sentinels the app took out of a
    /// live controller's view (only a released controller counts as gone), forgets those with nothing left to run,
    /// and returns the others.
    private static func sentinelsAfterReportingReleasedOnes() -> [ZIKRemovalSentinelNSView] {
      watched.removeAll { $0.handlers.pending.isEmpty }
      for index in watched.indices {
        let entry = watched[index]
        guard let owner = entry.owner else {
          entry.handlers.run()
          continue
        }
        let view = owner.view
        if let sentinel = entry.sentinel, sentinel.superview === view { continue }
        // The app took the sentinel out and it lives on (kept by a check to come): it goes back as it is.
        let sentinel = entry.sentinel ?? existingSentinel(under: view) ?? ZIKRemovalSentinelNSView()
        if sentinel !== entry.sentinel {
          sentinel.owner = owner
          sentinel.isHidden = true
          sentinel.removalHandlers = entry.handlers
          sentinel.watchedPresenter = entry.presenter
          sentinel.watchedRoot = entry.root
          sentinel.watchesAPresentation =
            entry.presenter != nil || entry.root.map(AppKitPresentations.madeAPresentation(of:)) == true
        }
        if sentinel.superview !== view { view.addSubview(sentinel) }
        watched[index].sentinel = sentinel
      }
      watched.removeAll { $0.sentinel == nil || $0.handlers.pending.isEmpty }
      return watched.compactMap(\.sentinel)
    }

    /// Whether the owner left its place: a window it was shown in closed and is not back on screen, its presented
    /// hierarchy is no longer presented by the controller that presented it (a child of a dismissed sheet leaves with
    /// it), it left that hierarchy, or, not presented, it is no longer a child and its view is in no window. The
    /// owner's view is looked at, not the sentinel's: a sentinel the app took out of a live controller's view says
    /// nothing of the controller.
    private func ownerLeftItsPlace() -> Bool {
      guard let owner else { return false }
      if sawItsWindowClose {
        guard let closedWindow, closedWindow.isVisible else { return true }
        sawItsWindowClose = false
      }
      guard watchesAPresentation else { return owner.parent == nil && owner.viewIfLoaded?.window == nil }
      guard let presenter = watchedPresenter, let root = watchedRoot, presenter.zix_presents(root) else { return true }
      return !sequence(first: owner, next: \.parent).contains { $0 === root }
    }

    /// Looks after the current main-actor job, once. The sentinel and its owner stay alive until then: a controller
    /// its presenter, parent or window just let go of may have no other owner, and its routers need it to end their
    /// routes.
    private func scheduleCheck() {
      guard !isCheckScheduled, !handlers.isEmpty, let owner else { return }
      isCheckScheduled = true
      MainTurn.afterThisTurn(of: "AppKit") { [self, owner] in
        isCheckScheduled = false
        if !handlers.isEmpty, ownerLeftItsPlace() { runHandlers() }
        if !handlers.isEmpty { putBackIfLost(in: owner) }
        withExtendedLifetime(owner) {}
      }
    }

    /// Puts the sentinel back in `owner`'s view when the app took it out while the owner stays in its place
    /// (clearing the view's subviews, replacing the view): only a released controller counts as gone.
    private func putBackIfLost(in owner: NSViewController) {
      let view = owner.view
      guard superview !== view else { return }
      view.addSubview(self)
    }
  }
#endif
