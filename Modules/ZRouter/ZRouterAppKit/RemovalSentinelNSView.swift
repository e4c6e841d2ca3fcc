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

    /// The sentinels with handlers, held weakly, and their handlers.
    private static var watched: [WatchedSentinel<ZIKRemovalSentinelNSView, NSViewController>] = []

    /// Starts watching the owner's current place: its presentation, its parent or its window. Called after a route
    /// put it there.
    func watchOwnersPlace() {
      guard let owner else { return }
      let root = sequence(first: owner, next: \.parent).reduce(owner) { $1 }
      watchedRoot = root
      watchedPresenter = root.presentingViewController
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

    /// Looks at every watched controller again and reports those that left (see ``LateRemovalReports``).
    static func reportLateRemovals() { reportControllersThatLeft() }

    /// Looks now at every watched controller no check is scheduled for, and runs the handlers of those that left
    /// their place: a parent that dropped a child whose view was in no window moved no view between windows, so no
    /// signal announced it. The handlers of a sentinel whose controller was released (a dropped child nothing else
    /// held) run too. A removal a signal announced keeps its check at the end of the current job, once the app's and
    /// AppKit's code made the whole change.
    static func reportControllersThatLeft() {
      for sentinel in sentinelsAfterReportingReleasedOnes()
      where !sentinel.isCheckScheduled && !sentinel.handlers.isEmpty && sentinel.ownerLeftItsPlace {
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
        let sentinel = existingSentinel(under: view) ?? ZIKRemovalSentinelNSView()
        sentinel.owner = owner
        sentinel.isHidden = true
        sentinel.removalHandlers = entry.handlers
        sentinel.watchedPresenter = entry.presenter
        sentinel.watchedRoot = entry.root
        sentinel.watchesAPresentation = entry.presenter != nil
        if sentinel.superview !== view { view.addSubview(sentinel) }
        watched[index].sentinel = sentinel
      }
      watched.removeAll { $0.sentinel == nil || $0.handlers.pending.isEmpty }
      return watched.compactMap(\.sentinel)
    }

    /// Whether the owner left its place: its presented hierarchy is no longer presented by the controller that
    /// presented it (a child of a dismissed sheet leaves with it), it left that hierarchy, or, not presented, it is
    /// no longer a child and its view is in no window.
    private var ownerLeftItsPlace: Bool {
      guard let owner else { return false }
      guard watchesAPresentation else { return owner.parent == nil && window == nil }
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
        if !handlers.isEmpty, ownerLeftItsPlace { runHandlers() }
        withExtendedLifetime(owner) {}
      }
    }
  }
#endif
