// The example of the library's guides: an editor screen (a view) and a note store (a service), each with its
// routable key.

/// What the editor screen takes.
protocol EditorViewInput: AnyObject {
  var noteID: String { get set }
  func save()
}

extension RoutableView where Protocol == any EditorViewInput {
  static var editorViewInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// The editor screen.
final class EditorViewController: HeadlessViewController, ZIKRoutableView {
  var noteID = ""
  func save() {}

  convenience init(noteID: String) {
    self.init()
    self.noteID = noteID
  }
}

extension EditorViewController: @MainActor EditorViewInput {}

/// The notes, as a service.
protocol NoteStoreInput: AnyObject {
  func open()
}

extension RoutableService where Protocol == any NoteStoreInput {
  static var noteStoreInput: Self { Self(declaredProtocol: Protocol.self) }
}
