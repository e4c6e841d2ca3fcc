import AppContext
import AppKit
import Foundation
import Shell
import ZRouter

/// The notes app on the Mac: the command-line app's modules and app context, shown with AppKit.
///
/// At launch it starts the app context on the app's folders (``AppConfiguration/app(applicationSupport:documents:)``),
/// shows the note list in a window, and presents Login's view as a sheet while nobody is signed in. Opening a note
/// shows the editor as a sheet (AppKit has no navigation controller).
@main
@MainActor
final class NotesMacAppDelegate: NSObject, NSApplicationDelegate {
  private var window: NSWindow?
  /// Presents the sign-in view when the list asks for one.
  private var signIn: SignInPresenter?

  /// Runs the app with this delegate, which the application holds only weakly.
  static func main() {
    let application = NSApplication.shared
    let delegate = NotesMacAppDelegate()
    application.delegate = delegate
    application.setActivationPolicy(.regular)
    withExtendedLifetime(delegate) { application.run() }
  }

  func applicationDidFinishLaunching(_ notification: Notification) {
    let window = NSWindow(contentViewController: makeContentViewController())
    window.title = "ZRouter Notes"
    window.setContentSize(NSSize(width: 480, height: 520))
    window.makeKeyAndOrderFront(nil)
    NSApplication.shared.activate(ignoringOtherApps: true)
    self.window = window
  }

  func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { true }

  /// The note list, or the reason the app cannot start.
  private func makeContentViewController() -> NSViewController {
    do {
      let files = FileManager.default
      let configuration = try AppConfiguration.app(
        applicationSupport: files.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0],
        documents: files.urls(for: .documentDirectory, in: .userDomainMask)[0])
      _ = try AppContext.start(configuration)
    } catch {
      return LaunchFailureViewController(message: NotesShell.oneLine(error))
    }
    let list = NotesListViewController()
    let signIn = SignInPresenter(onSignIn: { [weak list] in list?.reload() })
    list.onSignInNeeded = { [weak list] in
      guard let list else { return }
      signIn.presentIfSignedOut(path: .presentAsSheet(from: list))
    }
    self.signIn = signIn
    return list
  }
}
