#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// A window the AppKit glue opened for a `show` route, kept alive until it closes.
  ///
  /// `NSWindow(contentViewController:)` makes a window that "must be explicitly retained to keep the window instance
  /// alive" (`AppKit/NSWindow.h`), so the glue holds it here. The window's delegate is this object: when the window
  /// closes (its close button, `performClose(_:)`, `close()`), it lets go of the window and takes the controller out
  /// of it, so the controller's view leaves the window and its routers learn of the removal.
  @MainActor
  final class ZIKShownWindow: NSObject, NSWindowDelegate {
    /// The windows open now.
    private static var open: [ZIKShownWindow] = []

    /// The window.
    let window: NSWindow

    private init(window: NSWindow) {
      self.window = window
      super.init()
    }

    /// Opens a window whose content is `controller`, in front, and keeps it until it closes.
    static func show(_ controller: NSViewController) {
      let window = NSWindow(contentViewController: controller)
      window.isReleasedWhenClosed = false
      let shown = ZIKShownWindow(window: window)
      window.delegate = shown
      open.append(shown)
      window.makeKeyAndOrderFront(nil)
    }

    /// The window is closing: release it and take its controller out. The controller may have no other owner: it
    /// is kept alive until its routers have learnt of the removal.
    func windowWillClose(_ notification: Notification) {
      Self.open.removeAll { $0 === self }
      window.delegate = nil
      let controller = window.contentViewController
      window.contentViewController = nil
      withExtendedLifetime(controller) {}
    }
  }
#endif
