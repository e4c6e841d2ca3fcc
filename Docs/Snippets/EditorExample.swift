// The example of the library's guides: an editor screen (a view) and a note store (a service), each with its
// routable key, and the screen's router.

/// What the editor screen takes.
protocol EditorViewInput: AnyObject {
  var noteID: String { get set }
  func save()
}

extension RoutableView where Protocol == any EditorViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
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

/// Makes the editor screen.
final class EditorViewRouter: ZIKViewRouter<EditorViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(EditorViewController.self)
    register(RoutableView<any EditorViewInput>())
  }

  override func destination(with configuration: ViewRouteConfig) -> EditorViewController? {
    EditorViewController()
  }
}

/// The notes, as a service.
protocol NoteStoreInput: AnyObject {
  func open()
}

extension RoutableService where Protocol == any NoteStoreInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
