import Foundation
import TestSupport
import Testing
import ZRouter

@testable import Login

@Suite struct LoginErrorTests {
  static let samples: [LoginError] = [
    LoginError.emptyUsername,
    LoginError.invalidUsername(" a", reason: "starts or ends with whitespace"),
    LoginError.emptyPassword,
    LoginError.passwordContainsNUL,
    LoginError.passwordTooLong(byteCount: 600),
    LoginError.signInRefused,
    LoginError.accountExists("a"),
    LoginError.hashingFailed(step: "hashing a password", errno: EINVAL),
    LoginError.storeFailed(step: "read the session", underlying: CocoaError(.fileReadNoPermission)),
    LoginError.storeFailed(step: "read the session", underlying: SentenceError()),
  ]

  /// An underlying error whose message is a whole sentence, closing period included.
  struct SentenceError: Error, CustomStringConvertible {
    var description: String { "The disk is full." }
  }

  @Test func everyCodeHasACase() {
    let codes: Set<LoginError.Code> = [
      .emptyUsername, .invalidUsername, .emptyPassword, .invalidPassword, .signInRefused, .accountExists,
      .hashingFailed, .storeFailed,
    ]
    #expect(Set(Self.samples.map(\.code)) == codes)
    #expect(Set(codes.map(\.description)).count == codes.count, "every code has its own name")
  }

  @Test(arguments: samples)
  func descriptionSaysWhatToDo(error: LoginError) {
    let verbs = ["Enter", "Use", "Check", "register", "Sign in", "Try again", "reset", "will lock"]
    #expect(verbs.contains { error.description.contains($0) }, "\(error.code): \(error.description)")
    #expect(error.localizedDescription == error.description)
  }

  @Test(arguments: samples)
  func descriptionIsOneLineWithoutDoubledPeriodsOrCodeWords(error: LoginError) {
    let text = error.description
    #expect(!text.hasDoubledPeriod, "\(text)")
    #expect(!text.contains(". ."), "\(text)")
    #expect(!text.contains("()"), "\(text)")
    #expect(!text.contains("\n"), "\(text)")
  }
}
