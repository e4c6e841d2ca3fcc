import Foundation
import Testing
import ZRouter

@testable import Login

@MainActor @Suite struct LoginViewRouterTests {
  /// Stores holding the account `alice` / `correct horse`.
  static func storesWithAlice() throws -> (MockAccountStore, MockSessionStore) {
    let accounts = MockAccountStore()
    let sessions = MockSessionStore()
    try SessionService(accounts: accounts, sessions: sessions).register(username: "alice", password: "correct horse")
    accounts.resetCalls()
    return (accounts, sessions)
  }

  @Test func presentModallyShowsThePreparedViewWithAnInjectedSessionService() throws {
    try withLoginRouters {
      #expect(ZIKRouteRegistry.validate().isEmpty)
      let source = HeadlessViewController()
      let router = try #require(
        Router.perform(to: .loginProvidedLoginView, path: .presentModally(from: source)) {
          config, _ in
          config.prepareDestination = { $0.notifyString = "Sign in to read this note" }
        })
      #expect(router.state == .routed)
      let view = try #require(source.presentedViewController as? LoginViewController)
      #expect(view.notifyString == "Sign in to read this note")
      #expect(view.sessionService is SessionService)
      #expect(view.errorMessage == nil)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
    }
  }

  @Test func makeDestinationReturnsAViewReadyToSubmit() throws {
    let (accounts, sessions) = try Self.storesWithAlice()
    try withLoginRouters(accounts: accounts, sessions: sessions) {
      let view = try #require(Router.makeDestination(to: .loginProvidedLoginView))
      #expect(view is LoginViewController)
      #expect((view as? LoginViewController)?.sessionService != nil)
      view.submit(username: "alice", password: "correct horse")
      #expect(view.errorMessage == nil)
      #expect(sessions.stored?.username == "alice")
    }
  }

  @Test func successfulSubmitCallsDidLoginExactlyOnceAndSavesTheSession() throws {
    let (accounts, sessions) = try Self.storesWithAlice()
    try withLoginRouters(accounts: accounts, sessions: sessions) {
      let delegate = MockLoginViewDelegate()
      let view = try #require(Router.makeDestination(to: .loginProvidedLoginView))
      view.delegate = delegate
      view.submit(username: "alice", password: "correct horse")
      #expect(delegate.didLoginCount == 1)
      #expect(view.errorMessage == nil)
      #expect(sessions.stored?.username == "alice")
    }
  }

  @Test func wrongPasswordSetsAOneLineErrorAndDoesNotCallDidLogin() throws {
    let (accounts, sessions) = try Self.storesWithAlice()
    try withLoginRouters(accounts: accounts, sessions: sessions) {
      let delegate = MockLoginViewDelegate()
      let view = try #require(Router.makeDestination(to: .loginProvidedLoginView))
      view.delegate = delegate
      view.submit(username: "alice", password: "wrong horse")
      let message = try #require(view.errorMessage)
      #expect(message == LoginError.signInRefused.description)
      #expect(delegate.didLoginCount == 0)
      #expect(sessions.stored == nil)
      #expect(accounts.stored("alice")?.failedAttempts == 1)

      view.submit(username: "nobody", password: "wrong horse")
      #expect(view.errorMessage == message)  // an unknown user reads the same: usernames stay private
      #expect(delegate.didLoginCount == 0)

      view.submit(username: "alice", password: "correct horse")
      #expect(view.errorMessage == nil)
      #expect(delegate.didLoginCount == 1)
    }
  }

  @Test func otherFailuresShowTheServicesAdviceOnOneLine() throws {
    let (accounts, sessions) = try Self.storesWithAlice()
    try withLoginRouters(accounts: accounts, sessions: sessions) {
      let view = try #require(Router.makeDestination(to: .loginProvidedLoginView))
      view.submit(username: "alice", password: "")
      #expect(view.errorMessage == LoginError.emptyPassword.description)
      accounts.failure = MockAccountStore.Failure()
      view.submit(username: "alice", password: "correct horse")
      let message = try #require(view.errorMessage)
      #expect(message.contains("Check the store"))
      #expect(!message.contains("\n"))
    }
  }

  @Test func createAccountRegistersThenSignsInAndTellsTheDelegateOnce() throws {
    let (accounts, sessions) = try Self.storesWithAlice()
    try withLoginRouters(accounts: accounts, sessions: sessions) {
      let delegate = MockLoginViewDelegate()
      let view = try #require(
        Router.makeDestination(to: .loginProvidedLoginView) as? LoginViewController)
      view.delegate = delegate
      view.createAccount(username: "bob", password: "battery staple")
      #expect(view.errorMessage == nil)
      #expect(delegate.didLoginCount == 1)
      #expect(sessions.stored?.username == "bob")
      #expect(accounts.stored("bob") != nil)
    }
  }

  @Test func createAccountWithATakenNameSaysSoAndSignsNobodyIn() throws {
    let (accounts, sessions) = try Self.storesWithAlice()
    try withLoginRouters(accounts: accounts, sessions: sessions) {
      let delegate = MockLoginViewDelegate()
      let view = try #require(
        Router.makeDestination(to: .loginProvidedLoginView) as? LoginViewController)
      view.delegate = delegate
      view.createAccount(username: "alice", password: "another horse")
      let message = try #require(view.errorMessage)
      #expect(message == LoginViewController.message(for: LoginError.accountExists("alice")))
      #expect(delegate.didLoginCount == 0)
      #expect(sessions.stored == nil)
      view.sessionService = nil
      view.createAccount(username: "carol", password: "x")
      #expect(view.errorMessage == LoginViewController.noServiceMessage)
    }
  }

  @Test func withoutASessionServiceTheViewShowsButSubmitExplainsWhy() throws {
    try withLoginRouters(accounts: nil, sessions: nil, serviceRouter: false) {
      let issues = ZIKRouteRegistry.validate().map(\.description)
      #expect(issues.count == 1)
      #expect(issues.first?.contains("LoginProvidedSessionService") == true)
      let delegate = MockLoginViewDelegate()
      let view = try #require(Router.makeDestination(to: .loginProvidedLoginView))
      view.delegate = delegate
      view.submit(username: "alice", password: "correct horse")
      #expect(view.errorMessage == LoginViewController.noServiceMessage)
      #expect(delegate.didLoginCount == 0)
    }
  }

  @Test func aServiceSetByTheCallersPreparationIsKept() throws {
    try withLoginRouters {
      let own = SessionService(accounts: MockAccountStore(), sessions: MockSessionStore())
      let view = Router.makeDestination(to: .loginProvidedLoginView) { view in
        (view as? LoginViewController)?.sessionService = own
      }
      #expect((view as? LoginViewController)?.sessionService === own)
    }
  }
}
