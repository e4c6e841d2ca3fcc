import Login
import ZRouter
import ZRouterTesting

/// Registers Login's routers and the given mock stores (a `nil` store stays unregistered) in a fresh test registry,
/// then runs `body`.
@MainActor
func withLoginRouters<R>(
  accounts: MockAccountStore? = MockAccountStore(), sessions: MockSessionStore? = MockSessionStore(),
  viewRouter: Bool = true, serviceRouter: Bool = true, _ body: () throws -> R
) throws -> R {
  try ZIKRouteRegistry.withTestRegistry {
    if serviceRouter { SessionServiceRouter.registerRoutableDestination() }
    if viewRouter { LoginViewRouter.registerRoutableDestination() }
    if let accounts {
      try ZIKAnyServiceRouter.registerMock(accounts, for: .loginRequiredAccountStore)
    }
    if let sessions {
      try ZIKAnyServiceRouter.registerMock(sessions, for: .loginRequiredSessionStore)
    }
  } run: {
    try body()
  }
}
