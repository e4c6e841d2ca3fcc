// Stand-ins for what the guide's bridges name besides the feature modules: the shell's required login view
// (AppContext/Shell/), module A's required login view, and the app's note store proxy (AppContext/Proxies/).

/// The login form as the shell uses it.
protocol ShellRequiredLoginView: AnyObject {}

extension RoutableView where Protocol == any ShellRequiredLoginView {
  static var shellRequiredLoginView: Self { Self(declaredProtocol: Protocol.self) }
}

/// A login view with a `message`, as a module A would require it.
protocol ModuleARequiredLoginView: AnyObject {
  var message: String? { get set }
}

/// Storage's notes as the signed-in user sees them.
final class OwnedNoteStore: Sendable {}

/// Editor's note store, served by the app's notes.
final class EditorNoteStoreProxy: EditorRequiredNoteStore {
  init(store: OwnedNoteStore) {}
  func loadNote(id: String) throws -> EditorNote? { nil }
  func saveNote(_ note: EditorNote) throws -> EditorNote { note }
}

/// The composition root.
enum AppContext {
  /// Storage's notes for the signed-in user, or `nil` when there is no store or nobody is signed in.
  static func ownedNoteStore() -> OwnedNoteStore? { nil }
}
