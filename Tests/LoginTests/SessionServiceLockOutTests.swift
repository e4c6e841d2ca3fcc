import Foundation
import Testing

@testable import Login

@Suite struct SessionServiceLockOutTests {
  /// Registers alice with password "right" and fails `count` times with "wrong", returning the errors.
  func fail(_ count: Int, on f: SessionServiceFixture) throws -> [LoginError] {
    (0..<count).compactMap { _ in
      #expect(throws: LoginError.self) { try f.service.login(username: "alice", password: "wrong") }
    }
  }

  func registeredFixture() throws -> SessionServiceFixture {
    let f = SessionServiceFixture()
    try f.service.register(username: "alice", password: "right")
    return f
  }

  @Test func fifthConsecutiveWrongPasswordLocksTheAccountForFiveMinutes() throws {
    let f = try registeredFixture()
    let errors = try fail(5, on: f)
    #expect(errors.map(\.code) == [.wrongPassword, .wrongPassword, .wrongPassword, .wrongPassword, .lockedOut])
    #expect(errors.prefix(4).map(\.attemptsLeft) == [4, 3, 2, 1])
    let until = f.clock.now.addingTimeInterval(5 * 60)
    #expect(errors.last?.lockedUntil == until)
    #expect(errors.last?.description.contains("Try again in 5 minutes") == true)
    #expect(f.accounts.stored("alice")?.lockedUntil == until)
  }

  @Test func whileLockedEvenTheRightPasswordFailsWithoutBeingChecked() throws {
    let f = try registeredFixture()
    _ = try fail(5, on: f)
    let locked = try #require(f.accounts.stored("alice"))
    f.accounts.resetCalls()
    f.clock.advance(by: 4 * 60 + 59)

    let error = #expect(throws: LoginError.self) { try f.service.login(username: "alice", password: "right") }
    #expect(error?.code == .lockedOut)
    #expect(error?.lockedUntil == locked.lockedUntil)
    #expect(error?.description.contains("Try again in 1 minute.") == true)
    // Nothing counted or saved while locked, and nobody signed in.
    #expect(f.accounts.calls == [.account(named: "alice")])
    #expect(f.accounts.stored("alice") == locked)
    #expect(f.sessions.calls.isEmpty)
  }

  @Test func lockExpiresAfterFiveMinutesAndSuccessResetsTheAccount() throws {
    let f = try registeredFixture()
    _ = try fail(5, on: f)
    f.clock.advance(by: 5 * 60)

    let session = try f.service.login(username: "alice", password: "right")
    #expect(session.signedInAt == f.clock.now)
    let account = try #require(f.accounts.stored("alice"))
    #expect(account.failedAttempts == 0)
    #expect(account.lockedUntil == nil)
  }

  @Test func afterTheLockExpiresTheCountStartsAgain() throws {
    let f = try registeredFixture()
    _ = try fail(5, on: f)
    f.clock.advance(by: 5 * 60 + 1)
    let errors = try fail(5, on: f)
    #expect(errors.prefix(4).map(\.attemptsLeft) == [4, 3, 2, 1])
    #expect(errors.last?.code == .lockedOut)
  }

  @Test func successResetsTheConsecutiveFailureCount() throws {
    let f = try registeredFixture()
    _ = try fail(4, on: f)
    _ = try f.service.login(username: "alice", password: "right")
    #expect(f.accounts.stored("alice")?.failedAttempts == 0)
    let errors = try fail(4, on: f)
    #expect(errors.map(\.code) == Array(repeating: .wrongPassword, count: 4))
    #expect(errors.last?.attemptsLeft == 1)
  }

  @Test func lockOutIsPerAccount() throws {
    let f = try registeredFixture()
    try f.service.register(username: "bob", password: "b")
    _ = try fail(5, on: f)
    _ = try f.service.login(username: "bob", password: "b")
  }

  @Test func lockOutIsSharedByServicesOnTheSameStores() throws {
    let f = try registeredFixture()
    _ = try fail(5, on: f)
    let error = #expect(throws: LoginError.self) {
      try f.secondService().login(username: "alice", password: "right")
    }
    #expect(error?.code == .lockedOut)
  }

  @Test func concurrentWrongPasswordsAreAllCounted() throws {
    let f = try registeredFixture()
    let codes = CodeRecorder()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      do {
        _ = try f.service.login(username: "alice", password: "wrong")
      } catch let error as LoginError {
        codes.append(error.code)
      } catch {
        codes.append(nil)
      }
    }
    let recorded = codes.values
    #expect(recorded.count == 8)
    #expect(recorded.filter { $0 == .wrongPassword }.count == 4)
    #expect(recorded.filter { $0 == .lockedOut }.count == 4)
    #expect(f.accounts.stored("alice")?.failedAttempts == 5)
  }
}

/// Collects error codes from several threads.
final class CodeRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var _values: [LoginError.Code?] = []
  var values: [LoginError.Code?] { lock.withLock { _values } }
  func append(_ code: LoginError.Code?) { lock.withLock { _values.append(code) } }
}
