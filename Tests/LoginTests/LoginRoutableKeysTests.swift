import Testing
import ZRouter

@testable import Login

@Suite struct LoginRoutableKeysTests {
  @Test func eachLoginProtocolHasItsOwnServiceKey() {
    let accounts = RoutableService.loginRequiredAccountStore
    let sessions = RoutableService.loginRequiredSessionStore
    let service = RoutableService.loginProvidedSessionService
    #expect(accounts.key == ObjectIdentifier((any LoginRequiredAccountStore).self))
    #expect(sessions.key == ObjectIdentifier((any LoginRequiredSessionStore).self))
    #expect(service.key == ObjectIdentifier((any LoginProvidedSessionService).self))
    #expect(Set([accounts.key, sessions.key, service.key]).count == 3)
    #expect(service.typeName.contains("LoginProvidedSessionService"))
  }

  @Test func sessionServiceIsTheProvidedProtocol() {
    let service: any LoginProvidedSessionService = SessionService(
      accounts: MockAccountStore(), sessions: MockSessionStore())
    #expect(service is SessionService)
  }
}
