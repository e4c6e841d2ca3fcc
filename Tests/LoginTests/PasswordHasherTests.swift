import Foundation
import Testing

@testable import Login

@Suite struct PasswordHasherTests {
  let hasher = PasswordHasher()

  @Test func hashVerifiesTheSamePasswordAndRejectsAnother() throws {
    let stored = try hasher.hash("correct horse battery staple")
    #expect(try hasher.verify("correct horse battery staple", against: stored))
    #expect(try !hasher.verify("correct horse battery stapler", against: stored))
    #expect(try !hasher.verify("Correct horse battery staple", against: stored))
  }

  @Test func hashUsesYescryptInCryptFormat() throws {
    let stored = try hasher.hash("pässwörd ✓")
    #expect(stored.hasPrefix("$y$"))
    // $y$<params>$<salt>$<hash>: four '$'-separated fields after the leading '$'.
    let fields = stored.split(separator: "$", omittingEmptySubsequences: false)
    #expect(fields.count == 5)
    #expect(fields[1] == "y")
    #expect(fields[3].count >= 16)
    #expect(try hasher.verify("pässwörd ✓", against: stored))
  }

  @Test func samePasswordGetsADifferentSaltEveryTime() throws {
    let first = try hasher.hash("same password")
    let second = try hasher.hash("same password")
    #expect(first != second)
    let salt: (String) -> Substring = { $0.split(separator: "$")[2] }
    #expect(salt(first) != salt(second))
    #expect(try hasher.verify("same password", against: first))
    #expect(try hasher.verify("same password", against: second))
  }

  @Test func hashNeverContainsThePassword() throws {
    let password = "hunter2hunter2"
    let stored = try hasher.hash(password)
    #expect(!stored.contains(password))
  }

  @Test func emptyPasswordIsRejected() throws {
    let hashError = #expect(throws: LoginError.self) { try hasher.hash("") }
    #expect(hashError?.code == .emptyPassword)
    let stored = try hasher.hash("x")
    let verifyError = #expect(throws: LoginError.self) { try hasher.verify("", against: stored) }
    #expect(verifyError?.code == .emptyPassword)
  }

  @Test func passwordWithNULIsRejectedInsteadOfTruncated() throws {
    let error = #expect(throws: LoginError.self) { try hasher.hash("abc\u{0}def") }
    #expect(error?.code == .invalidPassword)
    let stored = try hasher.hash("abc")
    let verifyError = #expect(throws: LoginError.self) { try hasher.verify("abc\u{0}def", against: stored) }
    #expect(verifyError?.code == .invalidPassword)
  }

  @Test func passwordLengthLimitIsCryptsLimit() throws {
    #expect(PasswordHasher.maximumPasswordByteCount == 511)
    let longest = String(repeating: "a", count: 511)
    #expect(try hasher.verify(longest, against: try hasher.hash(longest)))
    let error = #expect(throws: LoginError.self) { try hasher.hash(longest + "a") }
    #expect(error?.code == .invalidPassword)
    #expect(error?.description.contains("511") == true)
  }

  @Test(arguments: ["", "*0", "not a hash", "$y$", "$y$garbage$", "$nope$abc$def"])
  func corruptStoredHashIsAHashingError(stored: String) throws {
    let error = #expect(throws: LoginError.self) { try hasher.verify("password", against: stored) }
    #expect(error?.code == .hashingFailed)
  }

  @Test func constantTimeEqualsComparesWholeStrings() {
    let equals = PasswordHasher.constantTimeEquals
    #expect(equals(Array("abc".utf8), Array("abc".utf8)))
    #expect(equals([], []))
    #expect(!equals(Array("abc".utf8), Array("abd".utf8)))
    #expect(!equals(Array("abc".utf8), Array("abcd".utf8)))
    #expect(!equals(Array("abcd".utf8), Array("abc".utf8)))
    #expect(!equals([], [0]))
    // 256 bytes longer must not wrap the length difference to zero.
    #expect(!equals([], [UInt8](repeating: 0, count: 256)))
  }
}
