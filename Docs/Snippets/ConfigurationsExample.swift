// The note screen of the makeable configuration example.

/// What the note screen takes.
public protocol NoteViewInput: AnyObject {}

/// The note screen, read-only or editable.
final class NoteViewController: HeadlessViewController, ZIKRoutableView, NoteViewInput {
  convenience init(noteID: String, readOnly: Bool) { self.init() }
}

extension RoutableViewModule where Protocol == any NoteModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

extension RoutableViewModule where Protocol == any EditorModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
