// The note screen of the makeable configuration example.

/// What the note screen takes.
public protocol NoteViewInput: AnyObject {}

/// The note screen, read-only or editable.
final class NoteViewController: HeadlessViewController, ZIKRoutableView, NoteViewInput {
  convenience init(noteID: String, readOnly: Bool) { self.init() }
}

extension RoutableViewModule where Protocol == any NoteModuleInput {
  static var noteModuleInput: Self { Self(declaredProtocol: Protocol.self) }
}

extension RoutableViewModule where Protocol == any EditorModuleInput {
  static var editorModuleInput: Self { Self(declaredProtocol: Protocol.self) }
}
