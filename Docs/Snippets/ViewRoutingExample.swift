// The view routing guide's editor protocol, note, analytics and sheet screen.

/// What the editor screen takes.
protocol EditorViewInput: AnyObject {
  var noteID: String { get set }
}

extension RoutableView where Protocol == any EditorViewInput {
  static var editorViewInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// A note of the list.
struct Note: Sendable {
  var id: String
}

/// The note the examples open.
let note = Note(id: "42")

/// Records screen views; safe from any thread.
final class Analytics: Sendable {
  func screenWillAppear(_ name: String) {}
  func screenDidDisappear(_ name: String) {}
}

let analytics = Analytics()

/// A screen shown as a sheet by a custom route.
final class SheetViewController: HeadlessViewController, ZIKRoutableView {}
