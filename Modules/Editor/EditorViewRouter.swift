import Foundation
import ZRouter

// `init()` of a UIKit or AppKit view controller is declared by UIKit or AppKit.
#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif

/// Makes, prepares and displays ``EditorViewController``: the router Editor registers.
///
/// It registers the editor class, `RoutableView.editorProvidedEditorView` (a new note) and
/// `RoutableViewModule.editorProvidedEditorModule` (the note chosen with `makeDestinationWith`). The app
/// context registers it like any router:
/// ```swift
/// ZIKRouteRegistry.add(viewRouters: [EditorViewRouter.self], serviceRouters: [])
/// ```
/// Each perform:
/// 1. `destination(with:)` takes the editor made by `makeDestinationWith` (or makes one) and, for an existing note
///    (chosen with `makeDestinationWith`, or by the ``noteIDParameter`` of a URL), loads it from
///    `RoutableService.editorRequiredNoteStore`;
/// 2. `prepareDestination` injects the note store, `RoutableService.editorRequiredSession` and
///    `RoutableService.editorRequiredSyncTrigger`, and shows the loaded note;
/// 3. after a display route, the `didPerformRouteOnDestination` AOP hook lets the editor present the login view
///    when nobody is signed in (``EditorViewController/presentLoginIfSignedOut()``).
///
/// Opening a note that does not exist (or cannot be loaded) fails the perform with
/// `ZIKRouteError.destinationUnavailable` whose message is the ``EditorError`` description ("The note … does not
/// exist …"). On display routes the caller's `prepareDestination` has then already run on an editor that is
/// discarded; the router's own injection is skipped. With the `makeDestination` route the router returns no
/// destination instead, so `makeDestination` returns `nil` (the library reports its generic
/// "returned no destination" message in that case).
///
/// The router holds the editor weakly, like every router.
public final class EditorViewRouter: ZIKViewRouter<EditorViewController, EditorModuleConfiguration> {
  /// What `destination(with:)` found for the perform in flight; read by the next hooks of the same perform.
  private enum Opening {
    /// A new note: nothing to load.
    case newNote
    /// An existing note, loaded from this store.
    case loaded(EditorNote, store: any EditorRequiredNoteStore)
    /// The note could not be opened: the perform fails with this error.
    case failed(EditorError)
  }

  private var opening = Opening.newNote

  /// The URL parameter naming the note to open: a URL perform of a pattern the app registered for this router (such
  /// as `notes://notes/:id`) opens the note whose identifier it holds, as `makeDestinationWith` does.
  nonisolated public static let noteIDParameter = "id"

  /// Registers ``EditorViewController`` with the editor's destination and module keys.
  public override class func registerRoutableDestination() {
    registerView(EditorViewController.self)
    register(RoutableView.editorProvidedEditorView)
    register(RoutableViewModule.editorProvidedEditorModule)
  }

  /// Takes the editor made by `makeDestinationWith` (or makes a new one) and loads the chosen note, if any.
  public override func destination(with configuration: EditorModuleConfiguration) -> EditorViewController? {
    let editor = configuration.takeMadeEditor() ?? EditorViewController()
    opening = Self.open(noteID: configuration.noteID ?? configuration.userInfo[Self.noteIDParameter] as? String)
    if case .failed = opening, configuration.routeType == .makeDestination {
      // The library keeps the destination of a makeDestination route as soon as it is made, even when the perform
      // then fails; return none so that makeDestination returns nil.
      opening = .newNote
      return nil
    }
    return editor
  }

  /// Loads the note `noteID` from the routed store; a new note when `noteID` is `nil`.
  private static func open(noteID: String?) -> Opening {
    guard let noteID else { return .newNote }
    let step = "open the note \(noteID.debugDescription)"
    guard let store = Router.makeDestination(to: RoutableService.editorRequiredNoteStore) else {
      return .failed(EditorError.storeUnavailable(step: step))
    }
    do {
      guard let note = try store.loadNote(id: noteID) else { return .failed(EditorError.noteNotFound(id: noteID)) }
      return .loaded(note, store: store)
    } catch {
      return .failed(EditorError.storeFailed(step: step, underlying: error))
    }
  }

  /// Injects the note store, the session and the sync trigger, and shows the loaded note.
  public override func prepareDestination(_ destination: EditorViewController, configuration: EditorModuleConfiguration)
  {
    switch opening {
    case .failed:
      return
    case .loaded(let note, let store):
      destination.noteStore = store
      destination.open(note)
    case .newNote:
      destination.noteStore = Router.makeDestination(to: RoutableService.editorRequiredNoteStore)
    }
    destination.session = Router.makeDestination(to: RoutableService.editorRequiredSession)
    destination.syncTrigger = Router.makeDestination(to: RoutableService.editorRequiredSyncTrigger)
  }

  /// Fails the perform when the note could not be opened; otherwise displays the editor as configured.
  public override func performRouteOnDestination(
    _ destination: EditorViewController, configuration: EditorModuleConfiguration
  ) {
    let opening = self.opening
    self.opening = .newNote
    if case .failed(let error) = opening {
      endPerformRouteWithError(
        Self.routeError(withCode: .destinationUnavailable, localizedDescription: error.description))
      return
    }
    super.performRouteOnDestination(destination, configuration: configuration)
  }

  /// Once the editor is displayed, lets it ask for a sign-in when nobody is signed in.
  public override class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: EditorViewController, fromSource source: Any?
  ) {
    destination.presentLoginIfSignedOut()
  }
}
