/// The application object, as far as windows go.
///
/// AppKit's `NSApplication.windows` lists the app's windows but does not keep them alive: the header of
/// `+[NSWindow windowWithContentViewController:]` (`NSWindow(contentViewController:)`) says the window "must be
/// explicitly retained to keep the window instance alive". The model therefore tracks windows weakly: a window
/// nobody holds is deallocated, and its content leaves it (see `NSWindow`).
@MainActor
public final class NSApplication {
  /// The shared application, as `NSApp`.
  public static let shared = NSApplication()

  private struct WeakWindow {
    weak var window: NSWindow?
  }

  private var tracked: [WeakWindow] = []

  private init() {}

  /// The windows that still exist, oldest first (ordered out and closed ones included, as in AppKit).
  public var windows: [NSWindow] { tracked.compactMap(\.window) }

  /// Starts tracking a new window.
  func track(_ window: NSWindow) {
    tracked.removeAll { $0.window == nil }
    tracked.append(WeakWindow(window: window))
  }
}
