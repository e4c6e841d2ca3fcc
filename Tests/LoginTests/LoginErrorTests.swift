import Foundation
import Testing

@testable import Login

@Suite struct LoginErrorTests {
  static let samples: [LoginError] = [
    LoginError(.emptyUsername),
    LoginError(.invalidUsername(" a", reason: "starts or ends with whitespace")),
    LoginError(.emptyPassword),
    LoginError(.passwordContainsNUL),
    LoginError(.passwordTooLong(byteCount: 600)),
    LoginError(.unknownUser("a")),
    LoginError(.wrongPassword(username: "a", attemptsLeft: 1)),
    LoginError(.accountExists("a")),
    LoginError(.lockedOut(username: "a", until: Date(timeIntervalSince1970: 0), secondsLeft: 61)),
    LoginError(.hashingFailed(step: "hashing a password", errno: EINVAL)),
    LoginError(.storeFailed(step: "read the session", underlying: CocoaError(.fileReadNoPermission))),
  ]

  @Test func everyCodeHasACase() {
    #expect(Set(Self.samples.map(\.code)) == Set(LoginError.Code.allCases))
  }

  @Test(arguments: samples)
  func descriptionSaysWhatToDo(error: LoginError) {
    let verbs = ["Enter", "Use", "Check", "register", "Sign in", "Try again", "reset", "will lock"]
    #expect(verbs.contains { error.description.contains($0) }, "\(error.code): \(error.description)")
    #expect(error.localizedDescription == error.description)
  }

  @Test func lockedOutRoundsRemainingMinutesUpAndNamesTheEnd() {
    let error = LoginError(.lockedOut(username: "a", until: Date(timeIntervalSince1970: 0), secondsLeft: 61))
    #expect(error.description.contains("Try again in 2 minutes."))
    #expect(error.description.contains("1970-01-01T00:00:00Z"))
    #expect(error.lockedUntil == Date(timeIntervalSince1970: 0))
    #expect(error.attemptsLeft == nil)
  }
}
