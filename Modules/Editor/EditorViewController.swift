import Foundation
import ZRouter

/// The editor view for one note: edit the title and body, save, and ask for a sign-in when nobody is signed in.
///
/// Get it through the router, never by naming the class: `RoutableView.editorProvidedEditorView` opens a new
/// note, `RoutableViewModule.editorProvidedEditorModule` an existing one. ``EditorViewRouter`` injects the
/// note store, the session and the sync trigger (Editor's requirements) before the editor is displayed.
///
/// Once displayed (by a push, a present or any other display route of its router), the editor checks the session:
/// when nobody is signed in it presents the required login view from itself with the message
/// ``signInPrompt`` and itself as the delegate, and dismisses it again on ``didFinishLogin()``.
///
/// The state and actions here are the same on every platform; the view on top is thin and platform-specific:
/// UIKit on iOS (`EditorViewController+UIKit.swift`), AppKit on macOS (`EditorViewController+AppKit.swift`) and none
/// on the headless host (`EditorViewController+Headless.swift`). Each state change calls `stateDidChange()`, which
/// the platform file implements by showing the new state.
///
/// Main-actor isolated, like every view controller. The store, session and sync trigger are called on the main actor.
public final class EditorViewController: PlatformViewController, ZIKRoutableView {
  /// The status (and login view message) shown while nobody is signed in.
  nonisolated public static let signInPrompt = "Sign in to edit notes"
  /// The status after a successful save.
  nonisolated public static let savedMessage = "Saved"

  /// The note as currently edited. After a save, the note as stored (with `id` and `revision`).
  public private(set) var note = EditorNote() {
    didSet { stateDidChange() }
  }
  /// Whether the note was edited since it was opened or last saved.
  public private(set) var hasUnsavedChanges = false {
    didSet { stateDidChange() }
  }
  /// One line for the user: ``signInPrompt``, ``savedMessage``, "Signed in as …", or what went wrong and what to do.
  public private(set) var statusMessage: String? {
    didSet { stateDidChange() }
  }

  /// Where notes are loaded and saved; injected by ``EditorViewRouter``.
  var noteStore: (any EditorRequiredNoteStore)?
  /// Who is signed in; injected by ``EditorViewRouter``.
  var session: (any EditorRequiredSession)?
  /// Asked for a sync after each save; injected by ``EditorViewRouter``.
  var syncTrigger: (any EditorRequiredSyncTrigger)?
  /// The router of the login view this editor presented, kept until ``didFinishLogin()`` removes it.
  var loginRouter: ViewRouter<any EditorRequiredLoginView, ViewRouteConfig>?

  /// Whether somebody is signed in, according to the injected session (`false` without one).
  public var isSignedIn: Bool { session?.currentUser != nil }

  /// Shows `note` as the note being edited, with no unsaved changes. Used by the router to open an existing note.
  func open(_ note: EditorNote) {
    self.note = note
    hasUnsavedChanges = false
  }

  // MARK: Editing

  /// Replaces the title. Marks the note as changed when the title differs; the store is not touched.
  ///
  /// - Parameter title: The new title (may be empty).
  public func updateTitle(_ title: String) {
    guard title != note.title else { return }
    note.title = title
    noteDidChange()
  }

  /// Replaces the body. Marks the note as changed when the body differs; the store is not touched.
  ///
  /// - Parameter body: The new text (may be empty).
  public func updateBody(_ body: String) {
    guard body != note.body else { return }
    note.body = body
    noteDidChange()
  }

  private func noteDidChange() {
    hasUnsavedChanges = true
    if statusMessage == Self.savedMessage { statusMessage = nil }
  }

  // MARK: Saving

  /// Saves the note to the store, then asks for a sync once.
  ///
  /// Nothing is written when nobody is signed in. On success ``note`` becomes the stored note (with `id` and
  /// `revision`), ``hasUnsavedChanges`` becomes `false` and ``statusMessage`` is ``savedMessage``. On failure the
  /// edited text stays in the editor and ``statusMessage`` is the error's description.
  /// - Returns: The note as stored.
  ///
  /// The save is conditional on the revision the editor loaded: when the note changed in the store since then, nothing
  /// is written and the save fails with `.conflict`. The title is saved as one line: line breaks and tabs become
  /// spaces and other control characters (terminal escapes, NUL) are removed.
  /// - Throws: ``EditorError`` with code `.notSignedIn` (store and sync trigger untouched), `.storeUnavailable`
  ///   (no store routed), `.conflict` (the note changed since it was loaded) or `.storeFailed` (the store threw; no
  ///   sync is requested).
  @discardableResult
  public func save() throws -> EditorNote {
    guard let session, session.currentUser != nil else {
      throw failure(.notSignedIn(sessionRouted: self.session != nil))
    }
    guard let noteStore else { throw failure(.storeUnavailable(step: "save the note")) }
    var toSave = note
    toSave.title = EditorTitle.oneLine(note.title)
    let stored: EditorNote
    do {
      stored = try noteStore.saveNote(toSave)
    } catch let conflict as EditorSaveConflict {
      throw failure(
        .conflict(id: conflict.noteID, editedRevision: note.revision, currentRevision: conflict.currentRevision))
    } catch {
      throw failure(.storeFailed(step: "save the note", underlying: error))
    }
    note = stored
    hasUnsavedChanges = false
    if let syncTrigger {
      statusMessage = Self.savedMessage
      syncTrigger.requestSync()
    } else {
      statusMessage =
        "Saved, but not synced: no sync trigger is routed to Editor. "
        + "Route RoutableService<any EditorRequiredSyncTrigger> in the app context."
    }
    return stored
  }

  private func failure(_ error: EditorError) -> EditorError {
    statusMessage = error.description
    return error
  }

  // MARK: Signing in

  /// Presents the required login view from this editor when nobody is signed in.
  ///
  /// ``EditorViewRouter`` calls it from its `didPerformRouteOnDestination` AOP hook, so every display route
  /// (push, present, show, …) checks the session once the editor is on screen. Routes that send no AOP
  /// (`addAsChildViewController`, `makeDestination`) do not: call it yourself once the editor is displayed.
  ///
  /// The login view gets ``signInPrompt`` as its message and this editor as its delegate; ``statusMessage`` becomes
  /// ``signInPrompt``. When no login view is registered, or it cannot be presented, ``statusMessage`` says so.
  /// Calling it while the login view is already shown does nothing.
  /// - Returns: Whether a login view is shown (or being shown) after the call.
  @discardableResult
  public func presentLoginIfSignedOut() -> Bool {
    guard !isSignedIn else { return false }
    if let loginRouter, loginRouter.state == .routing || loginRouter.state == .routed { return true }
    loginRouter = nil
    guard let loginType = Router.to(RoutableView.editorRequiredLoginView) else {
      statusMessage =
        "\(Self.signInPrompt), but no login view is registered. "
        + "Route RoutableView<any EditorRequiredLoginView> in the app context."
      return false
    }
    statusMessage = Self.signInPrompt
    let router = loginType.perform(path: .presentModally(from: self)) { config, _ in
      config.prepareDestination = { [weak self] login in
        login.message = Self.signInPrompt
        login.delegate = self
      }
      config.performerErrorHandler = { [weak self] _, error in
        guard let self else { return }
        loginRouter = nil
        statusMessage = "\(Self.signInPrompt), but the login view could not be shown: \(error)"
      }
    }
    guard let router, router.state == .routing || router.state == .routed else { return false }
    loginRouter = router
    return true
  }

  /// Called by the login view when the user is done: dismisses it and says who is signed in now.
  ///
  /// ``statusMessage`` becomes "Signed in as <name>", or ``signInPrompt`` when still nobody is signed in.
  /// Calling it when no login view is shown only updates ``statusMessage``.
  public func didFinishLogin() {
    if let user = session?.currentUser {
      statusMessage = "Signed in as \(user)"
    } else {
      statusMessage = Self.signInPrompt
    }
    guard let router = loginRouter else { return }
    loginRouter = nil
    router.removeRoute(errorHandler: { [weak self] _, error in
      self?.statusMessage = "The login view could not be closed: \(error)"
    })
  }
}

extension EditorViewController: EditorProvidedEditorView {}
extension EditorViewController: @MainActor EditorRequiredLoginViewDelegate {}
