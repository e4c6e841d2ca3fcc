import Editor
import Login
import Shell
import Sync
import ZRouter

/// Editor, Sync and the shell need "who is signed in"; Login provides its session service. The required protocols
/// only ask for members the service already has, so an adapter plus an empty extension is enough
/// (see `Extensions/SessionService+RequiredSessions.swift`).
final class SessionAdapter: ZIKServiceRouteAdapter {
  override class func registerRoutableDestination() {
    register(
      adapter: RoutableService.editorRequiredSession,
      forAdaptee: RoutableService.loginProvidedSessionService)
    register(
      adapter: RoutableService.syncRequiredSession,
      forAdaptee: RoutableService.loginProvidedSessionService)
    register(
      adapter: RoutableService.shellRequiredSessions,
      forAdaptee: RoutableService.loginProvidedSessionService)
  }
}
