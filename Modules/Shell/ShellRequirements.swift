import ZRouter

/// The login form as the shell uses it: submit credentials, read the error.
public protocol ShellRequiredLoginView: AnyObject {
  /// The last failure, one line.
  var errorMessage: String? { get }
  /// Signs in.
  func submit(username: String, password: String)
}

extension RoutableView where Protocol == any ShellRequiredLoginView {
  /// The routable key of ``ShellRequiredLoginView``.
  public init() { self.init(declaredProtocol: Protocol.self) }
  /// The routable key of ``ShellRequiredLoginView``, found by its name: call sites written
  /// `RoutableView.shellRequiredLoginView` type-check in time independent of the number of keys.
  public static var shellRequiredLoginView: Self { Self(declaredProtocol: Protocol.self) }
}

/// The editor module as the shell opens it: by note id, or a new note for `nil`. The perform's destination is a
/// ``ShellRequiredEditorView``.
public protocol ShellRequiredEditorModule: AnyObject {
  /// Chooses the note the perform opens (`nil`: a new note).
  func chooseNote(_ noteID: String?)
}

extension RoutableViewModule where Protocol == any ShellRequiredEditorModule {
  /// The routable key of ``ShellRequiredEditorModule``.
  public init() { self.init(declaredProtocol: Protocol.self) }
  /// The routable key of ``ShellRequiredEditorModule``, found by its name: call sites written
  /// `RoutableViewModule.shellRequiredEditorModule` type-check in time independent of the number of keys.
  public static var shellRequiredEditorModule: Self { Self(declaredProtocol: Protocol.self) }
}

/// The editor screen as the shell drives it: read the note, change its title or body, save it.
@MainActor public protocol ShellRequiredEditorView: AnyObject {
  /// The store's id of the note, `nil` before its first save.
  var noteID: String? { get }
  /// The note's title as currently edited.
  var noteTitle: String { get }
  /// The note's body as currently edited.
  var noteBody: String { get }
  /// The store's revision of the note, 0 before its first save.
  var noteRevision: Int { get }
  /// Replaces the title.
  func updateTitle(_ title: String)
  /// Replaces the body.
  func updateBody(_ body: String)
  /// Saves the note; afterwards ``noteID`` and ``noteRevision`` are the stored ones. Throws an error that says what
  /// went wrong and what to do (nobody signed in, a conflict, a store failure).
  func saveNote() throws
}
