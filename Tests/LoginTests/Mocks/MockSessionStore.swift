import Foundation
import Login

/// An in-memory ``LoginRequiredSessionStore`` that records every call and can be told to fail.
final class MockSessionStore: LoginRequiredSessionStore, @unchecked Sendable {
  /// One call the store received, in order.
  enum Call: Equatable {
    case currentSession
    case saveSession(LoginSession)
    case clearSession
  }

  /// What the store fails with when `failure` is set.
  struct Failure: Error, CustomStringConvertible {
    var description: String { "the mock session store is read-only" }
  }

  private let lock = NSLock()
  private var _session: LoginSession?
  private var _calls: [Call] = []
  private var _failure: Failure?

  init(session: LoginSession? = nil) { _session = session }

  /// Every call so far.
  var calls: [Call] { lock.withLock { _calls } }
  /// The stored session, without recording a call.
  var stored: LoginSession? { lock.withLock { _session } }
  /// When set, every call throws it (after being recorded).
  var failure: Failure? {
    get { lock.withLock { _failure } }
    set { lock.withLock { _failure = newValue } }
  }

  func currentSession() throws -> LoginSession? {
    try lock.withLock {
      _calls.append(.currentSession)
      if let _failure { throw _failure }
      return _session
    }
  }

  func saveSession(_ session: LoginSession) throws {
    try lock.withLock {
      _calls.append(.saveSession(session))
      if let _failure { throw _failure }
      _session = session
    }
  }

  func clearSession() throws {
    try lock.withLock {
      _calls.append(.clearSession)
      if let _failure { throw _failure }
      _session = nil
    }
  }
}
