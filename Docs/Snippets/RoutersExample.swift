// The routers guide's app: a note store served by Storage's stores, the editor and settings screens, Login's
// routers, and what the app context registers by hand.
import Editor
import Login
import Storage

/// The notes, as a service.
protocol NoteStoreInput: AnyObject {}

extension RoutableService where Protocol == any NoteStoreInput {
  static var noteStoreInput: Self { Self(declaredProtocol: Protocol.self) }
}

extension SQLiteNoteStore: NoteStoreInput {}
extension InMemoryNoteStore: NoteStoreInput {}

/// The editor screen, which uses a note store.
protocol EditorViewInput: AnyObject {
  var store: (any NoteStoreInput)? { get set }
}

extension RoutableView where Protocol == any EditorViewInput {
  static var editorViewInput: Self { Self(declaredProtocol: Protocol.self) }
}

final class EditorViewController: HeadlessViewController, ZIKRoutableView {
  var store: (any NoteStoreInput)?
}

extension EditorViewController: @MainActor EditorViewInput {}

/// The settings screen.
protocol SettingsViewInput: AnyObject {}

extension RoutableView where Protocol == any SettingsViewInput {
  static var settingsViewInput: Self { Self(declaredProtocol: Protocol.self) }
}

final class SettingsViewController: HeadlessViewController, ZIKRoutableView, SettingsViewInput {}

/// Where the note store's database is.
let path = "notes.sqlite"

/// The app context's registrations by hand.
@MainActor func registerProxies() {}

/// What the app context throws when its wiring is incomplete.
struct AppContextError: Error {
  static func invalidWiring(_ issues: [ZIKRegistrationIssue]) -> Self { Self() }
}
