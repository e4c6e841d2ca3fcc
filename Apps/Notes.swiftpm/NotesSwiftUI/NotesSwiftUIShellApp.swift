import AppContext
import Foundation
import SwiftUI
import ZRouter

/// The notes app with a SwiftUI shell, on iPhone, iPad and the Mac: the same modules and app context as the UIKit,
/// AppKit and command-line apps. The note list is a SwiftUI screen on a ``RouterNavigationStack``; the editor and the
/// sign-in view are the feature modules' UIKit / AppKit screens, shown on the stack in a `ControllerScreen`.
@main
struct NotesSwiftUIShellApp: App {
  @State private var navigation: NavigationModel
  @State private var launchFailure: String?

  init() {
    let notes = NotesScreen()
    _navigation = State(initialValue: NavigationModel(root: notes))
    do {
      let files = FileManager.default
      let configuration = try AppConfiguration.app(
        applicationSupport: files.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0],
        documents: files.urls(for: .documentDirectory, in: .userDomainMask)[0])
      _ = try AppContext.start(configuration)
      ScreenViews.register(NotesScreen.self) { NotesView(screen: $0) }
    } catch {
      _launchFailure = State(initialValue: String(describing: error))
    }
  }

  var body: some Scene {
    WindowGroup {
      if let launchFailure {
        Text(launchFailure).padding()
      } else {
        RouterNavigationStack(navigation)
      }
    }
  }
}
