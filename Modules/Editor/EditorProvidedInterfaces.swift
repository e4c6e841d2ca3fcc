import ZRouter

// Every protocol Editor PROVIDES. Other modules require their own protocols; the app context adapts those to these.

/// An editor for one note: the view Editor provides.
///
/// Open a new note through the destination key; open an existing one through ``EditorProvidedEditorModule``:
/// ```swift
/// Router.perform(to: RoutableView.editorProvidedEditorView, path: .push(from: list), successHandler: { editor in
///   editor.updateTitle("Groceries")
///   do { try editor.save() } catch { print(error) }   // an EditorError; editor.statusMessage says the same
/// })
/// ```
/// Main-actor isolated, like every view. Editing never touches the store; only ``save()`` does.
@MainActor public protocol EditorProvidedEditorView: AnyObject {
  /// The note as currently edited. After a save, the note as stored (with `id` and `revision`).
  var note: EditorNote { get }
  /// Whether the note was edited since it was opened or last saved.
  var hasUnsavedChanges: Bool { get }
  /// One line for the user: "Sign in to edit notes", "Saved", or what went wrong and what to do; `nil` when there is
  /// nothing to say.
  var statusMessage: String? { get }
  /// Replaces the title. Marks the note as changed when the title differs.
  func updateTitle(_ title: String)
  /// Replaces the body. Marks the note as changed when the body differs.
  func updateBody(_ body: String)
  /// Saves the note to the store and asks for a sync once.
  ///
  /// - Returns: The note as stored (with `id` and `revision` set); ``note`` becomes that note.
  /// - Throws: ``EditorError`` with code `.notSignedIn` (the store is not touched), `.storeUnavailable` or
  ///   `.storeFailed`. ``statusMessage`` then says the same.
  @discardableResult func save() throws -> EditorNote
}

extension RoutableView where Protocol == any EditorProvidedEditorView {
  /// The routable key of ``EditorProvidedEditorView``: performing it opens a new, empty note. Found by its name, so
  /// call sites written `RoutableView.editorProvidedEditorView` type-check in time independent of the number of keys.
  public static var editorProvidedEditorView: Self { Self(declaredProtocol: Protocol.self) }
}

/// The module configuration of the editor: which note to open.
///
/// Call ``makeDestinationWith`` while preparing the module; the perform then displays that editor:
/// ```swift
/// Router.perform(to: RoutableViewModule.editorProvidedEditorModule, path: .push(from: list)) { config, prepareModule in
///   prepareModule { module in _ = module.makeDestinationWith(noteID) }
///   config.errorHandler = { _, error in print(error) }   // unknown id: destinationUnavailable, "... does not exist ..."
/// }
/// ```
/// Without a call (or with `nil`) the perform opens a new note.
public protocol EditorProvidedEditorModule: AnyObject {
  /// Chooses the note to open and returns the editor the perform will display.
  ///
  /// The returned editor is empty until the perform loads the note and injects its dependencies. When no note has
  /// that identifier, the perform fails with `ZIKRouteError.destinationUnavailable` and the editor is discarded.
  /// Pass `nil` for a new note.
  var makeDestinationWith: (_ noteID: String?) -> (any EditorProvidedEditorView)? { get }
}

extension RoutableViewModule where Protocol == any EditorProvidedEditorModule {
  /// The routable key of ``EditorProvidedEditorModule``, found by its name: call sites written
  /// `RoutableViewModule.editorProvidedEditorModule` type-check in time independent of the number of keys.
  public static var editorProvidedEditorModule: Self { Self(declaredProtocol: Protocol.self) }
}
