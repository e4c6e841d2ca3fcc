import Login
import Testing

/// Input Login refuses is refused before any store is touched.
@Suite struct InputValidationTests {
  let service = SessionService(accounts: UnimplementedAccountStore(), sessions: UnimplementedSessionStore())

  @Test func badUsernamesAndPasswordsNeverReachTheStores() {
    let attempts: [(String, String, LoginError.Code)] = [
      ("", "pass-word", .emptyUsername), (" ada", "pass-word", .invalidUsername), ("ada", "", .emptyPassword),
      ("ada", "nul\u{0}inside", .invalidPassword),
    ]
    for (username, password, code) in attempts {
      #expect { try service.register(username: username, password: password) } throws: {
        ($0 as? LoginError)?.code == code
      }
      #expect { try service.login(username: username, password: password) } throws: {
        ($0 as? LoginError)?.code == code
      }
    }
  }
}
