import Editor
import ZRouter
import ZRouterTesting

/// What a test routes Editor's requirements to; `nil` leaves a requirement unregistered.
///
/// ```swift
/// try EditorTestRegistry(store: store, session: MockSession(user: "alice")).run {
///   let router = Router.perform(to: .editorProvidedEditorView, path: .presentModally(from: source))
/// }
/// ```
/// `run` registers ``EditorViewRouter`` and the mocks inside a test registry (ZRouterTesting), so parallel tests never see each
/// other's registrations, then finishes registration and runs the body. The global error handlers of the isolated
/// registry are silenced; a test that checks them sets its own.
@MainActor
struct EditorTestRegistry {
  /// A login view class the registry routes `RoutableView<any EditorRequiredLoginView>` to.
  enum LoginView {
    case none
    case mock
    case unimplemented
  }

  var store: (any EditorRequiredNoteStore & Sendable)? = MockNoteStore()
  var session: (any EditorRequiredSession & Sendable)? = MockSession(user: "alice")
  var syncTrigger: (any EditorRequiredSyncTrigger & Sendable)? = MockSyncTrigger()
  var loginView = LoginView.mock

  /// Runs `body` with everything registered in a fresh test registry.
  func run<R>(_ body: () throws -> R) throws -> R {
    try ZIKRouteRegistry.withTestRegistry {
      // Failures are asserted through the routes' own handlers; keep the debug log of expected ones quiet.
      ZIKAnyViewRouter.globalErrorHandler = { _, _, _ in }
      ZIKAnyServiceRouter.globalErrorHandler = { _, _, _ in }
      EditorViewRouter.registerRoutableDestination()
      if let store { try ZIKAnyServiceRouter.registerMock(store, for: .editorRequiredNoteStore) }
      if let session {
        try ZIKAnyServiceRouter.registerMock(session, for: .editorRequiredSession)
      }
      if let syncTrigger {
        try ZIKAnyServiceRouter.registerMock(syncTrigger, for: .editorRequiredSyncTrigger)
      }
      switch loginView {
      case .none: break
      case .mock:
        ZIKAnyViewRouter.register(
          RoutableView.editorRequiredLoginView, forMakingView: MockLoginViewController.self)
      case .unimplemented:
        ZIKAnyViewRouter.register(
          RoutableView.editorRequiredLoginView, forMakingView: UnimplementedLoginViewController.self)
      }
    } run: {
      try body()
    }
  }
}
