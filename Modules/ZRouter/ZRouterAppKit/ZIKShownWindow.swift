#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_spi(ZRouterGlue) import ZRouterCore

  /// A window the AppKit glue opened for a `show` route, kept alive until it closes.
  ///
  /// `NSWindow(contentViewController:)` makes a window that "must be explicitly retained to keep the window instance
  /// alive" (`AppKit/NSWindow.h`), so the glue holds it here. It learns that the window closes (its close button,
  /// `performClose(_:)`, `close()`) from `NSWindow.willCloseNotification`, which `close()` posts whoever the window's
  /// delegate is: the delegate stays free for the app (a screen often makes itself the delegate of its window). Then
  /// it lets go of the window and takes the controller out of it, so the controller's view leaves the window and its
  /// routers learn of the removal.
  @MainActor
  final class ZIKShownWindow {
    /// The windows open now.
    private static var open: [ZIKShownWindow] = []

    /// The window.
    let window: NSWindow
    /// The observer of the window's `willCloseNotification`.
    private var closeObserver: (any NSObjectProtocol)?

    private init(window: NSWindow) {
      self.window = window
    }

    /// Opens a window whose content is `controller`, in front, and keeps it until it closes.
    static func show(_ controller: NSViewController) {
      let window = NSWindow(contentViewController: controller)
      window.isReleasedWhenClosed = false
      let shown = ZIKShownWindow(window: window)
      // AppKit closes windows on the main thread, where the notification is delivered (`queue: nil` runs the block
      // on the posting thread).
      shown.closeObserver = NotificationCenter.default.addObserver(
        forName: NSWindow.willCloseNotification, object: window, queue: nil
      ) { [weak shown] _ in
        MainActor.assumeIsolated { shown?.windowWillClose() }
      }
      open.append(shown)
      window.makeKeyAndOrderFront(nil)
    }

    /// The window is closing: release it and take its controller out. The controller may have no other owner: it
    /// is kept alive until its routers have learnt of the removal.
    private func windowWillClose() {
      // The routes shown in the window are marked before its content leaves it (the sentinels' own observer may run
      // after this one).
      ZIKRemovalSentinelNSView.windowWillClose(window)
      if let closeObserver { NotificationCenter.default.removeObserver(closeObserver) }
      closeObserver = nil
      Self.open.removeAll { $0 === self }
      let controller = window.contentViewController
      window.contentViewController = nil
      withExtendedLifetime(controller) {}
    }
  }
#endif
