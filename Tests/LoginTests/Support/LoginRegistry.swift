import Login
import ZRouter

/// Registers Login's routers and the given mock stores (a `nil` store stays unregistered) in a fresh isolated
/// registry, finishes registration, then runs `body`.
@MainActor
func withLoginRouters<R>(
  accounts: MockAccountStore? = MockAccountStore(), sessions: MockSessionStore? = MockSessionStore(),
  viewRouter: Bool = true, serviceRouter: Bool = true, _ body: () throws -> R
) rethrows -> R {
  try ZIKRouteRegistry.withIsolatedRegistry {
    ZIKRouteRegistry.autoRegister = false
    if serviceRouter { SessionServiceRouter.registerRoutableDestination() }
    if viewRouter { LoginViewRouter.registerRoutableDestination() }
    if let accounts {
      ZIKAnyServiceRouter.register(
        RoutableService<any LoginRequiredAccountStore>(), forMakingService: MockAccountStore.self
      ) { _ in accounts }
    }
    if let sessions {
      ZIKAnyServiceRouter.register(
        RoutableService<any LoginRequiredSessionStore>(), forMakingService: MockSessionStore.self
      ) { _ in sessions }
    }
    ZIKRouteRegistry.notifyRegistrationFinished()
    return try body()
  }
}
