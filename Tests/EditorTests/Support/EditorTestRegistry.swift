import Editor
import ZRouter

/// What a test routes Editor's requirements to; `nil` leaves a requirement unregistered.
///
/// ```swift
/// try EditorTestRegistry(store: store, session: MockSession(user: "alice")).run {
///   let router = Router.perform(to: RoutableView<any EditorProvidedEditorView>(), path: .presentModally(from: source))
/// }
/// ```
/// `run` registers ``EditorViewRouter`` and the mocks inside an isolated registry, so parallel tests never see each
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

  /// Runs `body` with everything registered in a fresh isolated registry.
  func run<R>(_ body: () throws -> R) rethrows -> R {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      // Failures are asserted through the routes' own handlers; keep the debug log of expected ones quiet.
      ZIKAnyViewRouter.globalErrorHandler = { _, _, _ in }
      ZIKAnyServiceRouter.globalErrorHandler = { _, _, _ in }
      EditorViewRouter.registerRoutableDestination()
      if let store { Self.register(RoutableService<any EditorRequiredNoteStore>(), to: store) }
      if let session { Self.register(RoutableService<any EditorRequiredSession>(), to: session) }
      if let syncTrigger { Self.register(RoutableService<any EditorRequiredSyncTrigger>(), to: syncTrigger) }
      switch loginView {
      case .none: break
      case .mock:
        ZIKAnyViewRouter.register(
          RoutableView<any EditorRequiredLoginView>(), forMakingView: MockLoginViewController.self)
      case .unimplemented:
        ZIKAnyViewRouter.register(
          RoutableView<any EditorRequiredLoginView>(), forMakingView: UnimplementedLoginViewController.self)
      }
      ZIKRouteRegistry.notifyRegistrationFinished()
      return try body()
    }
  }

  /// Routes `key` to the one `service` instance (every lookup returns it).
  private static func register<Protocol, Service: AnyObject & Sendable>(
    _ key: RoutableService<Protocol>, to service: Service
  ) {
    ZIKAnyServiceRouter.register(key, forMakingService: Service.self) { _ in service as? Protocol }
  }
}
