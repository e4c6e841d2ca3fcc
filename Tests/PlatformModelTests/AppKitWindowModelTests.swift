import AppKitModel
import Foundation
import Testing

/// `NSWindow` and `NSApplication.windows` in the AppKit model, against Apple's documentation and AppKit/NSWindow.h.
@MainActor @Suite struct AppKitWindowModelTests {
  /// `init(contentViewController:)`: "The window's contentView property is set to contentViewController.view"; the
  /// window "has isReleasedWhenClosed set to NO, and it must be explicitly retained to keep the window instance alive"
  /// (NSWindow.h).
  @Test func aWindowForAControllerShowsItsViewAndIsNotReleasedWhenClosed() {
    withAppKitLog { log in
      let screen = AppKitScreen()
      screen.title = "Notes"
      let window = NSWindow(contentViewController: screen)
      #expect(window.contentView === screen.view)
      #expect(window.contentViewController === screen)
      #expect(screen.view.window === window)
      #expect(window.title == "Notes")
      #expect(!window.isReleasedWhenClosed)
      #expect(NSWindow().isReleasedWhenClosed)
      #expect(log.raisedExceptions.isEmpty)
    }
  }

  /// `NSApplication.windows` lists the app's windows without keeping them alive: a window nobody retains is gone, and
  /// its content view is in no window.
  @Test func theApplicationDoesNotRetainItsWindows() {
    withAppKitLog { _ in
      let screen = AppKitScreen()
      weak var released: NSWindow?
      do {
        let window = NSWindow(contentViewController: screen)
        released = window
        #expect(NSApplication.shared.windows.contains { $0 === window })
      }
      #expect(released == nil)
      #expect(screen.view.window == nil)
    }
  }

  /// `close()`: "The close method posts a willCloseNotification notification to the default notification center"
  /// (the delegate hears it as `windowWillClose(_:)`, the object is the window) and "Removes the window from the
  /// screen"; "A window doesn't have to be visible to receive the close message." The content stays in the window.
  @Test func closePostsWillCloseAndOrdersTheWindowOut() {
    withAppKitLog { _ in
      final class Delegate: NSObject, NSWindowDelegate {
        var closing: [NSWindow] = []
        func windowWillClose(_ notification: Notification) {
          MainActor.assumeIsolated { if let window = notification.object as? NSWindow { closing.append(window) } }
        }
      }
      let main = AppKitMainWindow()
      let delegate = Delegate()
      main.window.delegate = delegate
      let recorder = NotificationRecorder([NSWindow.willCloseNotification], object: main.window)
      main.window.close()
      #expect(delegate.closing === [main.window])
      #expect(recorder.names == [NSWindow.willCloseNotification])
      #expect(!main.window.isVisible)
      #expect(main.root.view.window === main.window)
      main.window.close()
      #expect(recorder.names.count == 2)
    }
  }

  /// `performClose(_:)` "Simulates the user clicking the close button": it asks the delegate's
  /// `windowShouldClose(_:)` and does not close when it answers `false`; `close()` "does not attempt to send a
  /// windowShouldClose(_:) message".
  @Test func performCloseAsksTheDelegateAndCloseDoesNot() {
    withAppKitLog { _ in
      final class Refusing: NSObject, NSWindowDelegate {
        var asked = 0
        func windowShouldClose(_ sender: NSWindow) -> Bool {
          asked += 1
          return false
        }
      }
      let main = AppKitMainWindow()
      let delegate = Refusing()
      main.window.delegate = delegate
      main.window.performClose(nil)
      #expect(delegate.asked == 1 && main.window.isVisible)
      main.window.close()
      #expect(delegate.asked == 1 && !main.window.isVisible)
    }
  }

  /// `contentViewController`: "Setting this value removes the existing value of contentView and makes the
  /// contentViewController.view the main content view for the window."
  @Test func settingTheContentControllerReplacesTheContentView() {
    withAppKitLog { _ in
      let main = AppKitMainWindow()
      let next = AppKitScreen()
      main.window.contentViewController = next
      #expect(main.window.contentView === next.view)
      #expect(main.root.view.window == nil)
      main.window.contentView = NSView()
      #expect(main.window.contentViewController == nil)
    }
  }

  /// `viewWillAppear()` is called when "The view controller's window is about to become visible, such as coming to the
  /// front", and `viewDidAppear()` "when the view controller's view is fully transitioned onto the screen"; ordering
  /// the window out makes the view disappear (`viewWillDisappear()`, then `viewDidDisappear()`).
  @Test func orderingTheWindowInAndOutMakesTheContentAppearAndDisappear() {
    withAppKitLog { _ in
      let journal = Journal()
      let screen = AppKitScreen("screen", journal)
      let window = NSWindow(contentViewController: screen)
      #expect(journal.entries.isEmpty)
      window.makeKeyAndOrderFront(nil)
      #expect(journal.entries == ["screen.viewWillAppear", "screen.viewDidAppear"])
      window.orderOut(nil)
      #expect(journal.entries.suffix(2) == ["screen.viewWillDisappear", "screen.viewDidDisappear"])
    }
  }

  /// NSPopover.h: "When a window is closed in response to the -close message being sent, all of its popovers will be
  /// closed."
  @Test func closingAWindowClosesItsPopovers() {
    withAppKitLog { _ in
      let main = AppKitMainWindow()
      let popover = NSPopover()
      popover.contentViewController = AppKitScreen()
      popover.show(relativeTo: .zero, of: main.root.view, preferredEdge: .minY)
      #expect(popover.isShown)
      main.window.close()
      #expect(!popover.isShown)
    }
  }
}
