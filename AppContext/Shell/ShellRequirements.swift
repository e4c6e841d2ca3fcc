import Editor
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

/// The editor module as the shell opens it: by note id, or a new note for `nil`.
public protocol ShellRequiredEditorModule: AnyObject {
  /// Makes the editor for a note (`nil`: a new note).
  var makeDestinationWith: (_ noteID: String?) -> (any EditorProvidedEditorView)? { get }
}

extension RoutableViewModule where Protocol == any ShellRequiredEditorModule {
  /// The routable key of ``ShellRequiredEditorModule``.
  public init() { self.init(declaredProtocol: Protocol.self) }
  /// The routable key of ``ShellRequiredEditorModule``, found by its name: call sites written
  /// `RoutableViewModule.shellRequiredEditorModule` type-check in time independent of the number of keys.
  public static var shellRequiredEditorModule: Self { Self(declaredProtocol: Protocol.self) }
}
