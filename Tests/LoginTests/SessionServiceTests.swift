import Foundation
import TestSupport
import Testing

@testable import Login

/// A service over fresh mock stores and a test clock.
struct SessionServiceFixture {
  let accounts = MockAccountStore()
  let sessions = MockSessionStore()
  let clock = TestClock()
  let service: SessionService

  init() { service = SessionService(accounts: accounts, sessions: sessions, clock: clock.closure) }

  /// Another service over the same stores and clock, like a second run of the CLI.
  func secondService() -> SessionService {
    SessionService(accounts: accounts, sessions: sessions, clock: clock.closure)
  }
}

@Suite struct SessionServiceTests {
  // MARK: Register

  @Test func registerSavesAHashNeverThePassword() throws {
    let f = SessionServiceFixture()
    let password = "correct horse battery staple"
    try f.service.register(username: "alice", password: password)

    let saved = try #require(f.accounts.savedAccounts.only)
    #expect(saved.username == "alice")
    #expect(saved.passwordHash.hasPrefix("$y$"))
    #expect(!saved.passwordHash.contains(password))
    #expect(saved.failedAttempts == 0)
    #expect(saved.lockedUntil == nil)
    let json = String(decoding: try JSONEncoder().encode(saved), as: UTF8.self)
    #expect(!json.contains(password))
    #expect(try PasswordHasher().verify(password, against: saved.passwordHash))
  }

  @Test func registerDoesNotSignIn() throws {
    let f = SessionServiceFixture()
    try f.service.register(username: "alice", password: "pw")
    #expect(f.sessions.calls.isEmpty)
    #expect(f.service.currentUser == nil)
  }

  @Test func registeringAnExistingUsernameFailsAndKeepsTheAccount() throws {
    let f = SessionServiceFixture()
    try f.service.register(username: "alice", password: "first")
    let original = try #require(f.accounts.stored("alice"))

    let error = #expect(throws: LoginError.self) { try f.service.register(username: "alice", password: "second") }
    #expect(error?.code == .accountExists)
    #expect(error?.description.contains("already exists") == true)
    #expect(f.accounts.stored("alice") == original)
    #expect(f.accounts.savedAccounts.count == 1)
    _ = try f.service.login(username: "alice", password: "first")
  }

  @Test(arguments: ["", "   ", "\n"])
  func emptyUsernameIsRejectedBeforeTouchingTheStores(username: String) {
    let f = SessionServiceFixture()
    let registerError = #expect(throws: LoginError.self) { try f.service.register(username: username, password: "pw") }
    #expect(registerError?.code == .emptyUsername)
    let loginError = #expect(throws: LoginError.self) { try f.service.login(username: username, password: "pw") }
    #expect(loginError?.code == .emptyUsername)
    #expect(f.accounts.calls.isEmpty)
    #expect(f.sessions.calls.isEmpty)
  }

  @Test(arguments: [" alice", "alice ", "al\nice", "al\u{0}ice", "al\u{7F}ice"])
  func malformedUsernameIsRejected(username: String) {
    let f = SessionServiceFixture()
    let error = #expect(throws: LoginError.self) { try f.service.register(username: username, password: "pw") }
    #expect(error?.code == .invalidUsername)
    #expect(f.accounts.calls.isEmpty)
  }

  @Test func emptyPasswordIsRejectedBeforeTouchingTheStores() throws {
    let f = SessionServiceFixture()
    let registerError = #expect(throws: LoginError.self) { try f.service.register(username: "alice", password: "") }
    #expect(registerError?.code == .emptyPassword)
    try f.service.register(username: "bob", password: "pw")
    f.accounts.resetCalls()
    let loginError = #expect(throws: LoginError.self) { try f.service.login(username: "bob", password: "") }
    #expect(loginError?.code == .emptyPassword)
    #expect(f.accounts.calls.isEmpty)
    #expect(f.accounts.stored("bob")?.failedAttempts == 0)
  }

  // MARK: Login

  @Test func loginWithTheRightPasswordSavesAndReturnsASession() throws {
    let f = SessionServiceFixture()
    try f.service.register(username: "alice", password: "pw")
    let session = try f.service.login(username: "alice", password: "pw")
    #expect(session == LoginSession(username: "alice", signedInAt: f.clock.current))
    #expect(f.sessions.calls == [.saveSession(session)])
    #expect(f.service.currentUser == "alice")
    #expect(try f.service.currentSession() == session)
  }

  @Test func wrongPasswordFailsCountsTheAttemptAndSavesNoSession() throws {
    let f = SessionServiceFixture()
    try f.service.register(username: "alice", password: "pw")
    let error = #expect(throws: LoginError.self) { try f.service.login(username: "alice", password: "PW") }
    #expect(error?.code == .signInRefused)
    #expect(error?.description.contains("The username or password is wrong") == true)
    #expect(f.accounts.stored("alice")?.failedAttempts == 1)
    #expect(f.sessions.calls.isEmpty)
    #expect(f.service.currentUser == nil)
  }

  @Test func unknownUserIsRefusedLikeAWrongPasswordAndSavesNoAccountOfThatName() {
    let f = SessionServiceFixture()
    let error = #expect(throws: LoginError.self) { try f.service.login(username: "nobody", password: "pw") }
    #expect(error?.code == .signInRefused)
    #expect(f.accounts.calls.first == .account(named: "nobody"))
    #expect(f.accounts.stored("nobody") == nil)
    #expect(f.accounts.savedAccounts.map(\.username) == [SessionService.unknownNamesRecordName])
    #expect(f.sessions.calls.isEmpty)
  }

  @Test func unknownUserTakesAboutAsLongAsAWrongPassword() throws {
    let f = SessionServiceFixture()
    try f.service.register(username: "alice", password: "pw")
    let clock = ContinuousClock()
    func fastest(_ body: () -> Void) -> Duration { (0..<5).map { _ in clock.measure(body) }.min()! }

    let wrongPassword = fastest { _ = try? f.service.login(username: "alice", password: "nope") }
    let unknownUser = fastest { _ = try? f.service.login(username: "nobody", password: "nope") }
    // Both run one yescrypt hash; without the dummy hash an unknown user answers about 1000 times faster.
    // A wide margin (the difference without the fix is about 1000 times) keeps a loaded machine from failing it.
    #expect(unknownUser > wrongPassword / 20, "unknown user \(unknownUser), wrong password \(wrongPassword)")
    #expect(f.accounts.stored("alice")?.failedAttempts == 5)
  }

  @Test func loginReplacesThePreviousSession() throws {
    let f = SessionServiceFixture()
    try f.service.register(username: "alice", password: "a")
    try f.service.register(username: "bob", password: "b")
    _ = try f.service.login(username: "alice", password: "a")
    f.clock.advance(by: 10)
    let bob = try f.service.login(username: "bob", password: "b")
    #expect(f.sessions.stored == bob)
    #expect(f.service.currentUser == "bob")
  }

  // MARK: Logout and persistence

  @Test func logoutClearsTheSession() throws {
    let f = SessionServiceFixture()
    try f.service.register(username: "alice", password: "pw")
    _ = try f.service.login(username: "alice", password: "pw")
    try f.service.logout()
    #expect(f.sessions.calls.last == .clearSession)
    #expect(f.sessions.stored == nil)
    #expect(f.service.currentUser == nil)
  }

  @Test func logoutWhenNobodyIsSignedInIsNotAnError() throws {
    let f = SessionServiceFixture()
    try f.service.logout()
    #expect(f.sessions.calls == [.clearSession])
  }

  @Test func sessionIsSharedByServicesOnTheSameStores() throws {
    let f = SessionServiceFixture()
    try f.service.register(username: "alice", password: "pw")
    let session = try f.service.login(username: "alice", password: "pw")

    let later = f.secondService()
    #expect(later.currentUser == "alice")
    #expect(try later.currentSession() == session)
    try later.logout()
    #expect(f.service.currentUser == nil)
  }

  @Test func accountsAreSharedByServicesOnTheSameStores() throws {
    let f = SessionServiceFixture()
    try f.service.register(username: "alice", password: "pw")
    let error = #expect(throws: LoginError.self) { try f.secondService().register(username: "alice", password: "x") }
    #expect(error?.code == .accountExists)
    _ = try f.secondService().login(username: "alice", password: "pw")
  }

  // MARK: Store failures

  @Test func accountStoreFailureIsReportedWithItsCause() {
    let f = SessionServiceFixture()
    f.accounts.failure = MockAccountStore.Failure()
    let error = #expect(throws: LoginError.self) { try f.service.register(username: "alice", password: "pw") }
    #expect(error?.code == .storeFailed)
    #expect(error?.underlyingError is MockAccountStore.Failure)
    #expect(error?.description.contains("the mock account store is offline") == true)
  }

  @Test func sessionStoreFailureIsReportedAndCurrentUserIsNil() throws {
    let f = SessionServiceFixture()
    try f.service.register(username: "alice", password: "pw")
    f.sessions.failure = MockSessionStore.Failure()
    let loginError = #expect(throws: LoginError.self) { try f.service.login(username: "alice", password: "pw") }
    #expect(loginError?.code == .storeFailed)
    let logoutError = #expect(throws: LoginError.self) { try f.service.logout() }
    #expect(logoutError?.code == .storeFailed)
    let readError = #expect(throws: LoginError.self) { try f.service.currentSession() }
    #expect(readError?.code == .storeFailed)
    #expect(f.service.currentUser == nil)
  }

  @Test func printingAnAccountLeavesOutItsHash() throws {
    let f = SessionServiceFixture()
    try f.service.register(username: "alice", password: "pw")
    let account = try #require(f.accounts.stored("alice"))
    #expect(!"\(account)".contains(account.passwordHash))
    #expect("\(account)".contains("alice"))
  }
}

extension Array {
  /// The single element, or `nil` when there are zero or several.
  var only: Element? { count == 1 ? first : nil }
}
