import Foundation
import ZRouter

/// The root screen of the windowed notes apps: the signed-in user's notes, newest first, with a new-note action, a
/// sync action and signing out. Opening a note shows the editor through the shell's editor module route.
///
/// The state and actions are the same on every platform; the view on top is thin: UIKit on iOS
/// (`NotesListViewController+UIKit.swift`, a table in a navigation controller), AppKit on macOS
/// (`NotesListViewController+AppKit.swift`, a table, the editor in a sheet), none on the headless host
/// (`NotesListViewController+Headless.swift`). Each state change calls `stateDidChange()`; each platform says how the
/// editor is shown (`editorPath`).
/// ```swift
/// let list = NotesListViewController()
/// list.onSignInNeeded = { signIn.presentIfSignedOut(path: .presentModally(from: list)) }
/// list.reload()
/// list.openNote(list.notes.first?.id)   // nil: a new note
/// list.sync()                           // statusMessage: "Synced: …", as the command line prints it
/// ```
/// Main-actor isolated, like every view controller.
public final class NotesListViewController: PlatformViewController {
  /// The signed-in user's notes, newest first; empty while nobody is signed in.
  public private(set) var notes: [ShellNote] = [] {
    didSet { stateDidChange() }
  }
  /// Who is signed in, as of the last ``reload()``.
  public private(set) var signedInUser: String? {
    didSet { stateDidChange() }
  }
  /// One line for the user: the last sync's summary ("Synced: …"), or what went wrong and what to do.
  public private(set) var statusMessage: String? {
    didSet { stateDidChange() }
  }
  /// Called when the list needs somebody to sign in (after ``signOut()``, or a ``reload()`` that finds nobody):
  /// the app shows its sign-in view.
  public var onSignInNeeded: (@MainActor () -> Void)?

  /// The route of the editor the list opened last, until it is removed.
  private var editorRouter: ViewRouter<Any, any ShellRequiredEditorModule>?

  /// Whether the app syncs (its sync service says it has a sync folder). Nothing is synced or made to tell.
  public var canSync: Bool { Router.makeDestination(to: RoutableService.shellRequiredSync)?.isConfigured ?? false }

  // MARK: Actions

  /// Reads who is signed in and their notes again. When nobody is, the list is empty and ``onSignInNeeded`` is
  /// called.
  public func reload() {
    signedInUser = Router.makeDestination(to: RoutableService.shellRequiredSessions)?.currentUser
    guard signedInUser != nil else {
      notes = []
      onSignInNeeded?()
      return
    }
    do {
      guard let store = OwnedNoteStore.routed() else { throw ShellError.unavailable("the note store") }
      notes = try store.allNotes()
    } catch {
      notes = []
      statusMessage = NotesShell.oneLine(error)
    }
  }

  /// Shows the editor for the note `noteID` (`nil`: a new note) along the platform's `editorPath`.
  ///
  /// A failure (an unknown id, no editor routed) leaves the list as it is and says why in ``statusMessage``.
  /// - Returns: The editor shown, or `nil` when it could not be shown.
  @discardableResult
  public func openNote(_ noteID: String?) -> (any ShellRequiredEditorView)? {
    if let editorRouter, editorRouter.state == .routed { editorRouter.removeRoute() }
    var opened: (any ShellRequiredEditorView)?
    var failure: (any Error)?
    editorRouter = Router.perform(to: RoutableViewModule.shellRequiredEditorModule, path: editorPath) {
      config, prepareModule in
      prepareModule { module in module.chooseNote(noteID) }
      config.successHandler = { opened = $0 as? any ShellRequiredEditorView }
      config.errorHandler = { _, error in failure = error }
    }
    guard let opened else {
      statusMessage = NotesShell.oneLine(failure ?? ShellError.editorUnavailable)
      return nil
    }
    return opened
  }

  /// Syncs once, then reloads. ``statusMessage`` becomes "Synced: <summary>" (conflict copies included), as the
  /// command line's `sync` prints it, or the error on one line.
  public func sync() {
    do {
      guard let engine = Router.makeDestination(to: RoutableService.shellRequiredSync), engine.isConfigured else {
        throw ShellError.syncOff
      }
      statusMessage = "Synced: \(try engine.sync())"
    } catch {
      statusMessage = NotesShell.oneLine(error)
    }
    reload()
  }

  /// Deletes a note of the signed-in user, then reloads; a failure says why in ``statusMessage``.
  public func deleteNote(_ noteID: String) {
    do {
      guard let store = OwnedNoteStore.routed() else { throw ShellError.unavailable("the note store") }
      try store.delete(id: noteID)
    } catch {
      statusMessage = NotesShell.oneLine(error)
    }
    reload()
  }

  /// Signs out, then reloads (which asks for a sign-in).
  public func signOut() {
    do {
      try Router.makeDestination(to: RoutableService.shellRequiredSessions)?.logout()
      statusMessage = nil
    } catch {
      statusMessage = NotesShell.oneLine(error)
    }
    reload()
  }
}
