// Context of Docs/RestoringNavigationAndDeepLinks.md: a note list and a note screen on the headless host, with their
// routable protocols and URL patterns, as a small notes app declares them.

@MainActor protocol NoteListInput: AnyObject {}
extension RoutableView where Protocol == any NoteListInput {
  static var noteListInput: Self { Self(declaredProtocol: Protocol.self) }
}

@MainActor protocol NoteDetailInput: AnyObject {
  var noteID: String { get set }
}
extension RoutableView where Protocol == any NoteDetailInput {
  static var noteDetailInput: Self { Self(declaredProtocol: Protocol.self) }
}

final class NoteListViewController: HeadlessViewController, ZIKRoutableView, NoteListInput {}

final class NoteListViewRouter: ZIKViewRouter<NoteListViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(NoteListViewController.self)
    register(.noteListInput)
    registerURLPattern("notes://notes")
  }

  override func destination(with configuration: ViewRouteConfig) -> NoteListViewController? {
    NoteListViewController()
  }
}

/// The window's navigation controller.
@MainActor let navigation = HeadlessNavigationController(rootViewController: HeadlessViewController())
/// Where the app keeps its saved navigation.
let savedNavigationURL = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("navigation.json")
