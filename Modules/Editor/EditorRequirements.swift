import Foundation
import ZRouter

// Every protocol Editor REQUIRES. Editor never names the module that provides them: the app context routes each
// protocol to a provider it chose (Storage, Login, Sync, mocks in tests), and EditorViewRouter injects them.

/// Where Editor loads and saves notes. Editor never creates one: the app context routes this protocol to a store.
///
/// ``EditorViewRouter`` injects it into every editor it makes:
/// ```swift
/// let store = Router.makeDestination(to: RoutableService.editorRequiredNoteStore)
/// let saved = try store?.saveNote(EditorNote(title: "Groceries", body: "eggs"))
/// ```
/// Editor calls the store on the main actor, one call at a time.
public protocol EditorRequiredNoteStore: AnyObject {
  /// The note stored under `id`, or `nil` when there is none.
  ///
  /// - Parameter id: An identifier the store returned from an earlier ``saveNote(_:)``.
  /// - Returns: The stored note, with its `id` and `revision` set; `nil` for an unknown identifier.
  /// - Throws: Any error of the store; Editor reports it as ``EditorError/Code/storeFailed``.
  func loadNote(id: String) throws -> EditorNote?

  /// Saves `note` and returns it as stored, only if the stored note is still the version the editor loaded.
  ///
  /// A note whose `id` is `nil` is new: the store gives it an identifier. Otherwise `note.revision` is the revision
  /// the editor loaded (or last saved): when the store holds another version now (saved by another editor, process
  /// or sync), nothing is written and the store throws ``EditorSaveConflict``, so a stale save never overwrites a
  /// newer one silently. The returned note carries the identifier and the store's new `revision`; Editor shows that
  /// note from then on.
  /// - Parameter note: The note to save, as the user edited it.
  /// - Returns: The stored note, with `id` and `revision` set.
  /// - Throws: ``EditorSaveConflict`` (Editor reports ``EditorError/Code/conflict``), or any other error of the
  ///   store (reported as ``EditorError/Code/storeFailed``).
  func saveNote(_ note: EditorNote) throws -> EditorNote
}

/// What an ``EditorRequiredNoteStore`` throws when a save is stale: the note changed since the editor loaded it.
///
/// ```swift
/// guard stored.revision == note.revision else { throw EditorSaveConflict(noteID: id, currentRevision: stored.revision) }
/// ```
public struct EditorSaveConflict: Error, Sendable, Equatable {
  /// The note that changed.
  public var noteID: String
  /// The revision the store holds now, when known (`nil` when the note was deleted meanwhile).
  public var currentRevision: Int?

  /// Creates the error.
  public init(noteID: String, currentRevision: Int?) {
    self.noteID = noteID
    self.currentRevision = currentRevision
  }
}

extension RoutableService where Protocol == any EditorRequiredNoteStore {
  /// The routable key of ``EditorRequiredNoteStore``, found by its name: call sites written
  /// `RoutableService.editorRequiredNoteStore` type-check in time independent of the number of keys.
  public static var editorRequiredNoteStore: Self { Self(declaredProtocol: Protocol.self) }
}

/// Who is signed in. Editor only reads it: saving needs a signed-in user, and the editor asks for a sign-in when
/// nobody is.
///
/// Editor reads ``currentUser`` on the main actor each time it needs it, so a sign-in made elsewhere shows up.
public protocol EditorRequiredSession: AnyObject {
  /// The signed-in user's name, or `nil` when nobody is signed in.
  var currentUser: String? { get }
}

extension RoutableService where Protocol == any EditorRequiredSession {
  /// The routable key of ``EditorRequiredSession``, found by its name: call sites written
  /// `RoutableService.editorRequiredSession` type-check in time independent of the number of keys.
  public static var editorRequiredSession: Self { Self(declaredProtocol: Protocol.self) }
}

/// Asks for a sync after the editor saved a note.
///
/// Editor calls ``requestSync()`` once after every successful save, on the main actor, and never waits for the sync:
/// the provider decides when (and whether) it runs.
public protocol EditorRequiredSyncTrigger: AnyObject {
  /// Asks for a sync of the saved notes. It must return quickly and must not throw.
  func requestSync()
}

extension RoutableService where Protocol == any EditorRequiredSyncTrigger {
  /// The routable key of ``EditorRequiredSyncTrigger``, found by its name: call sites written
  /// `RoutableService.editorRequiredSyncTrigger` type-check in time independent of the number of keys.
  public static var editorRequiredSyncTrigger: Self { Self(declaredProtocol: Protocol.self) }
}

/// What the login view tells the editor that presented it. ``EditorViewController`` adopts it.
public protocol EditorRequiredLoginViewDelegate: AnyObject {
  /// The user finished with the login view (signed in, or gave up). The editor dismisses the login view and
  /// reads the session again.
  func didFinishLogin()
}

/// A login view controller the editor presents when nobody is signed in.
///
/// The app context routes `RoutableView.editorRequiredLoginView` to a view controller host (for example a
/// `HeadlessViewController` subclass). The editor presents it modally from itself:
/// ```swift
/// Router.perform(to: RoutableView.editorRequiredLoginView, path: .presentModally(from: editor)) { config, _ in
///   config.prepareDestination = { login in
///     login.message = "Sign in to edit notes"
///     login.delegate = editor
///   }
/// }
/// ```
/// Hold the delegate weakly: the editor presents (and so holds) the login view.
public protocol EditorRequiredLoginView: AnyObject {
  /// A one-line reason to show above the login form, such as "Sign in to edit notes".
  var message: String? { get set }
  /// Told when the user is done with the login view. Hold it weakly.
  var delegate: (any EditorRequiredLoginViewDelegate)? { get set }
}

extension RoutableView where Protocol == any EditorRequiredLoginView {
  /// The routable key of ``EditorRequiredLoginView``, found by its name: call sites written
  /// `RoutableView.editorRequiredLoginView` type-check in time independent of the number of keys.
  public static var editorRequiredLoginView: Self { Self(declaredProtocol: Protocol.self) }
}
