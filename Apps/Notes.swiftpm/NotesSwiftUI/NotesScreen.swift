import Foundation
import Login
import NoteModel
import Observation
import Shell
import ZRouter

#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif

/// The note list as a SwiftUI screen: the signed-in user's notes through the shell's required services, as
/// `NotesListViewController` reads them, with the editor and the sign-in view routed like everywhere else.
@Observable
final class NotesScreen: Screen {
  /// The signed-in user's notes, newest first.
  private(set) var notes: [Note] = []
  /// Who is signed in, as of the last ``reload()``.
  private(set) var signedInUser: String?
  /// The last sync's summary ("Synced: …", as the command line prints it) or what went wrong.
  private(set) var statusMessage: String?

  /// Reads who is signed in and their notes; asks for a sign-in when nobody is.
  func reload() {
    signedInUser = Router.makeDestination(to: RoutableService.shellRequiredSessions)?.currentUser
    guard signedInUser != nil else {
      notes = []
      presentSignIn()
      return
    }
    do {
      notes = try OwnedNoteStore.routed()?.allNotes() ?? []
    } catch {
      statusMessage = NotesShell.oneLine(error)
    }
  }

  /// Pushes the editor for `noteID` (`nil`: a new note), made by the shell's editor module route.
  func open(_ noteID: String?) {
    let made = Router.makeDestination(to: RoutableViewModule.shellRequiredEditorModule) { module in
      module.chooseNote(noteID)
    }
    guard let editor = made as? PlatformViewController else {
      statusMessage = "The note could not be opened: it may have been deleted or synced away. Pull to refresh."
      return
    }
    navigationModel?.push(ControllerScreen(controller: editor))
  }

  /// Syncs once, then reloads.
  func sync() {
    do {
      guard let engine = Router.makeDestination(to: RoutableService.shellRequiredSync), engine.isConfigured else {
        throw NotesScreenError.syncOff
      }
      statusMessage = "Synced: \(try engine.sync())"
    } catch {
      statusMessage = NotesShell.oneLine(error)
    }
    reload()
  }

  /// Signs out, then asks for a sign-in.
  func signOut() {
    try? Router.makeDestination(to: RoutableService.shellRequiredSessions)?.logout()
    statusMessage = nil
    reload()
  }

  /// Presents Login's view as a sheet, with this screen as its delegate.
  private func presentSignIn() {
    guard navigationModel?.sheet == nil else { return }
    let login = Router.makeDestination(to: RoutableView.loginProvidedLoginView) { view in
      view.notifyString = "Sign in to see your notes, or create an account."
      view.delegate = self
    }
    guard let controller = login as? PlatformViewController else { return }
    navigationModel?.present(ControllerScreen(controller: controller), as: .sheet)
  }
}

extension NotesScreen: @MainActor LoginProvidedLoginViewDelegate {
  /// Takes the sign-in sheet away and shows the user's notes.
  func didLogin() {
    navigationModel?.dismissPresentation()
    reload()
  }
}

/// Why the SwiftUI list could not act.
enum NotesScreenError: Error, CustomStringConvertible {
  /// No sync is routed.
  case syncOff

  var description: String {
    switch self {
    case .syncOff: "Sync is off: no sync folder is configured for this app."
    }
  }
}
