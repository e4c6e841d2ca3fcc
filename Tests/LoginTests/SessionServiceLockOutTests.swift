import Foundation
import TestSupport
import Testing

@testable import Login

@Suite struct SessionServiceLockOutTests {
  /// Registers alice with password "right" and fails `count` times with "wrong", returning the errors.
  func fail(_ count: Int, as username: String = "alice", on f: SessionServiceFixture) -> [LoginError] {
    (0..<count).compactMap { _ in
      #expect(throws: LoginError.self) { try f.service.login(username: username, password: "wrong") }
    }
  }

  func registeredFixture() throws -> SessionServiceFixture {
    let f = SessionServiceFixture()
    try f.service.register(username: "alice", password: "right")
    return f
  }

  @Test func fifthConsecutiveWrongPasswordLocksTheAccountForFiveMinutes() throws {
    let f = try registeredFixture()
    let errors = fail(5, on: f)
    #expect(errors.map(\.code) == Array(repeating: .signInRefused, count: 5))
    #expect(f.accounts.stored("alice")?.failedAttempts == 5)
    #expect(f.accounts.stored("alice")?.lockedUntil == f.clock.current.addingTimeInterval(5 * 60))
  }

  @Test func whileLockedEvenTheRightPasswordIsRefusedAndNotCounted() throws {
    let f = try registeredFixture()
    _ = fail(5, on: f)
    let locked = try #require(f.accounts.stored("alice"))
    f.accounts.resetCalls()
    f.clock.advance(by: 4 * 60 + 59)

    let error = #expect(throws: LoginError.self) { try f.service.login(username: "alice", password: "right") }
    #expect(error?.code == .signInRefused)
    // Read, then written back unchanged (the same work as any refusal); nobody signed in.
    #expect(f.accounts.calls == [.account(named: "alice"), .save(locked)])
    #expect(f.accounts.stored("alice") == locked)
    #expect(f.sessions.calls.isEmpty)
  }

  @Test func lockExpiresAfterFiveMinutesAndSuccessResetsTheAccount() throws {
    let f = try registeredFixture()
    _ = fail(5, on: f)
    f.clock.advance(by: 5 * 60)

    let session = try f.service.login(username: "alice", password: "right")
    #expect(session.signedInAt == f.clock.current)
    let account = try #require(f.accounts.stored("alice"))
    #expect(account.failedAttempts == 0)
    #expect(account.lockedUntil == nil)
  }

  @Test func afterTheLockExpiresTheCountStartsAgain() throws {
    let f = try registeredFixture()
    _ = fail(5, on: f)
    f.clock.advance(by: 5 * 60 + 1)
    _ = fail(4, on: f)
    #expect(f.accounts.stored("alice")?.failedAttempts == 4)
    #expect(f.accounts.stored("alice")?.lockedUntil == nil)
    _ = fail(1, on: f)
    #expect(f.accounts.stored("alice")?.lockedUntil == f.clock.current.addingTimeInterval(5 * 60))
  }

  @Test func successResetsTheConsecutiveFailureCount() throws {
    let f = try registeredFixture()
    _ = fail(4, on: f)
    _ = try f.service.login(username: "alice", password: "right")
    #expect(f.accounts.stored("alice")?.failedAttempts == 0)
    _ = fail(4, on: f)
    #expect(f.accounts.stored("alice")?.failedAttempts == 4)
    _ = try f.service.login(username: "alice", password: "right")
  }

  @Test func lockOutIsPerAccount() throws {
    let f = try registeredFixture()
    try f.service.register(username: "bob", password: "b")
    _ = fail(5, on: f)
    _ = try f.service.login(username: "bob", password: "b")
  }

  @Test func lockOutIsSharedByServicesOnTheSameStores() throws {
    let f = try registeredFixture()
    _ = fail(5, on: f)
    let error = #expect(throws: LoginError.self) {
      try f.secondService().login(username: "alice", password: "right")
    }
    #expect(error?.code == .signInRefused)
  }

  @Test func concurrentWrongPasswordsAreAllCounted() throws {
    let f = try registeredFixture()
    let codes = CodeRecorder()
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      do {
        _ = try f.service.login(username: "alice", password: "wrong")
      } catch let error as LoginError {
        codes.append(error.code)
      } catch {
        codes.append(nil)
      }
    }
    #expect(codes.values == Array(repeating: .signInRefused, count: 4))
    #expect(f.accounts.stored("alice")?.failedAttempts == 4)
    #expect(f.accounts.stored("alice")?.lockedUntil == nil)
  }

  // MARK: Existing and unknown names answer alike

  @Test func anUnknownNameGetsTheSameAnswersAsAnAccountBeingLockedOut() throws {
    let f = try registeredFixture()
    let existing = fail(7, as: "alice", on: f).map { "\($0.code) \($0)" }
    let unknown = fail(7, as: "nobody", on: f).map { "\($0.code) \($0)" }
    #expect(existing == unknown)
    #expect(Set(existing).count == 1, "every refusal reads the same, locked or not: \(existing)")
    #expect(f.accounts.stored("alice")?.lockedUntil != nil)
  }

  @Test func anUnknownNameDoesTheSameStoreWorkAsAWrongPasswordAndStaysBounded() throws {
    let f = try registeredFixture()
    func saves(_ username: String) -> Int {
      f.accounts.resetCalls()
      _ = fail(1, as: username, on: f)
      return f.accounts.savedAccounts.count
    }
    #expect(saves("alice") == 1)
    #expect(saves("nobody") == 1)
    _ = fail(4, as: "alice", on: f)
    #expect(saves("alice") == 1, "a locked account still writes once")
    for name in (0..<20).map({ "ghost\($0)" }) { _ = saves(name) }
    // Every unknown name is counted in one reserved record, never one record per name.
    let record = try #require(f.accounts.stored(SessionService.unknownNamesRecordName))
    #expect(record.failedAttempts == 21)
    #expect(f.accounts.stored("ghost3") == nil)
    #expect(throws: LoginError.self) { try SessionService.validate(username: SessionService.unknownNamesRecordName) }
  }

  @Test func aLockedAccountTakesAboutAsLongAsAnUnknownName() throws {
    let f = try registeredFixture()
    _ = fail(5, on: f)
    let clock = ContinuousClock()
    func fastest(_ body: () -> Void) -> Duration { (0..<5).map { _ in clock.measure(body) }.min()! }
    let locked = fastest { _ = try? f.service.login(username: "alice", password: "right") }
    let unknown = fastest { _ = try? f.service.login(username: "nobody", password: "right") }
    // Both run one yescrypt hash; a locked account used to answer at once, about 1000 times faster.
    // A wide margin (the difference without the fix is about 1000 times) keeps a loaded machine from failing it.
    #expect(locked > unknown / 20, "locked \(locked), unknown \(unknown)")
  }
}

/// Collects error codes from several threads.
final class CodeRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var _values: [LoginError.Code?] = []
  var values: [LoginError.Code?] { lock.withLock { _values } }
  func append(_ code: LoginError.Code?) { lock.withLock { _values.append(code) } }
}
