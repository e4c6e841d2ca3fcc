import AppContext
import Foundation
import Shell
import UIKit
import ZRouter

/// The notes app on iPhone and iPad: the command-line app's modules and app context, shown with UIKit.
///
/// At launch it starts the app context on the app's folders (``AppConfiguration/app(applicationSupport:documents:)``),
/// shows the note list at the root of a navigation controller, and presents Login's view while nobody is signed in.
/// Opening a note pushes the editor; the editor asks for a sign-in itself when it needs one.
@main
final class NotesAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  /// Presents the sign-in view when the list asks for one.
  private var signIn: SignInPresenter?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = makeRootViewController()
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  /// The note list in a navigation controller, or the reason the app cannot start.
  private func makeRootViewController() -> UIViewController {
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
      signIn.presentIfSignedOut(path: .presentModally(from: list))
    }
    self.signIn = signIn
    return UINavigationController(rootViewController: list)
  }
}
