// The README's example: the editor module's routable protocol, the list screen that opens it, a note store.

/// What the editor screen takes: a delegate, and what to edit.
protocol EditorViewInput: AnyObject {
  var delegate: (any EditorViewDelegate)? { get set }
  func constructForCreatingNewNote()
}

/// Whom the editor tells about saved notes.
protocol EditorViewDelegate: AnyObject {}

/// The notes, as a service.
protocol NoteStoreInput: AnyObject {}

extension RoutableService where Protocol == any NoteStoreInput {
  static var noteStoreInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// The list of notes, which opens the editor.
final class NoteListViewController: HeadlessViewController, EditorViewDelegate {}
