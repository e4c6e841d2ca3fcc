import Login
import Testing

/// A ``LoginRequiredSessionStore`` for tests in which the session must not be touched: every call records an issue.
final class UnimplementedSessionStore: LoginRequiredSessionStore, Sendable {
  /// What the members throw after recording the issue.
  struct Unimplemented: Error {}

  func currentSession() throws -> LoginSession? {
    Issue.record("UnimplementedSessionStore.currentSession() was called")
    throw Unimplemented()
  }

  func saveSession(_ session: LoginSession) throws {
    Issue.record("UnimplementedSessionStore.saveSession(_:) was called")
    throw Unimplemented()
  }

  func clearSession() throws {
    Issue.record("UnimplementedSessionStore.clearSession() was called")
    throw Unimplemented()
  }
}
