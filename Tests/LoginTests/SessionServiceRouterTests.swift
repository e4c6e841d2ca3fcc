import Testing
import ZRouter

@testable import Login

@MainActor @Suite struct SessionServiceRouterTests {
  @Test func theProvidedKeyGivesASessionServiceOverTheRoutedStores() throws {
    let accounts = MockAccountStore()
    let sessions = MockSessionStore()
    try withLoginRouters(accounts: accounts, sessions: sessions, viewRouter: false) {
      #expect(ZIKRouteRegistry.validate().isEmpty)
      let service = try #require(Router.makeDestination(to: .loginProvidedSessionService))
      #expect(service is SessionService)
      try service.register(username: "alice", password: "correct horse")
      #expect(accounts.stored("alice") != nil)
      _ = try service.login(username: "alice", password: "correct horse")
      #expect(sessions.stored?.username == "alice")

      let second = try #require(Router.makeDestination(to: .loginProvidedSessionService))
      #expect(second !== service)
      #expect(second.currentUser == "alice")  // a new service over the same stores sees the session
    }
  }

  @Test(arguments: [true, false])
  func aMissingStoreGivesNilWithDestinationUnavailable(accountsMissing: Bool) throws {
    try withLoginRouters(
      accounts: accountsMissing ? nil : MockAccountStore(), sessions: accountsMissing ? MockSessionStore() : nil,
      viewRouter: false
    ) {
      let reported = ReportedRouteErrors()
      reported.install()
      #expect(Router.makeDestination(to: .loginProvidedSessionService) == nil)
      #expect(
        reported.reports == [
          .init(action: .toService, code: .invalidProtocol),
          .init(action: .performRoute, code: .destinationUnavailable),
        ])
      let issues = ZIKRouteRegistry.validate().map(\.description)
      #expect(issues.count == 1)
      let missing = accountsMissing ? "LoginRequiredAccountStore" : "LoginRequiredSessionStore"
      #expect(issues.first?.contains(missing) == true)
    }
  }
}
