import ZRouter

extension SessionService: ZIKRoutableService {}

/// Makes Login's ``SessionService`` under `RoutableService.loginProvidedSessionService`, from the stores the
/// app context routes Login's requirements to.
///
/// ```swift
/// SessionServiceRouter.registerRoutableDestination()
/// let sessions = Router.makeDestination(to: RoutableService.loginProvidedSessionService)
/// ```
/// Keys it registers: `SessionService.self` and `RoutableService.loginProvidedSessionService`. It declares
/// `RoutableService.loginRequiredAccountStore` and `RoutableService.loginRequiredSessionStore` as
/// required, so a registry finished without either reports a ``ZIKRegistrationIssue``.
///
/// Each perform makes a new service over the stores the lookups return; services keep no state of their own, so
/// several over the same stores see the same accounts and session. When a store cannot be made, the perform fails
/// with `ZIKRouteError` `destinationUnavailable` and `Router.makeDestination` returns `nil` (the missing key was
/// reported to the global error handler as `invalidProtocol` first).
public final class SessionServiceRouter: ZIKServiceRouter<SessionService, PerformRouteConfig> {
  /// Registers `SessionService` and its provided protocol, and declares Login's two required stores.
  override public class func registerRoutableDestination() {
    registerService(SessionService.self)
    register(RoutableService.loginProvidedSessionService)
    ZIKRouteRegistry.declare(
      SwitchableService(RoutableService.loginRequiredAccountStore),
      SwitchableService(RoutableService.loginRequiredSessionStore))
  }

  /// A service over the routed account and session stores, or `nil` when either cannot be made.
  override public func destination(with configuration: PerformRouteConfig) -> SessionService? {
    guard let accounts = Router.makeDestination(to: RoutableService.loginRequiredAccountStore),
      let sessions = Router.makeDestination(to: RoutableService.loginRequiredSessionStore)
    else { return nil }
    return SessionService(accounts: accounts, sessions: sessions)
  }
}
