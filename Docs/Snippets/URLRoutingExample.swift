// The URL guide's note screen, its router and configuration, and the controller URLs are opened from.

/// The note screen.
final class NoteViewController: HeadlessViewController, ZIKRoutableView {
  convenience init(id: String?) { self.init() }
}

/// The note screen's router, registered for `app://note/:id`.
final class NoteViewRouter: ZIKViewRouter<NoteViewController, ViewRouteConfig> {}

/// A configuration that carries the note's id.
final class NoteRouteConfiguration: ZIKViewRouteConfiguration {
  var noteID: String?
}

/// The controller the app opens URLs from.
@MainActor let root = HeadlessNavigationController(rootViewController: HeadlessViewController())
