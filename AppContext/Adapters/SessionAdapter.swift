import Editor
import Login
import Sync
import ZRouter

/// Editor and Sync need "who is signed in"; Login provides its session service. Both required protocols only ask
/// for `currentUser`, which the service already has, so an adapter plus an empty extension is enough
/// (see `Extensions/SessionService+RequiredSessions.swift`).
final class SessionAdapter: ZIKServiceRouteAdapter {
  override class func registerRoutableDestination() {
    register(adapter: RoutableService<any EditorRequiredSession>(), forAdaptee: RoutableService<any LoginProvidedSessionService>())
    register(adapter: RoutableService<any SyncRequiredSession>(), forAdaptee: RoutableService<any LoginProvidedSessionService>())
  }
}
