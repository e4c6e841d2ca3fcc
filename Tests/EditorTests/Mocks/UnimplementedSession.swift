import Editor
import Testing

/// An ``EditorRequiredSession`` for tests in which the session must not be read: every read records an issue.
final class UnimplementedSession: EditorRequiredSession, Sendable {
  var currentUser: String? {
    Issue.record("UnimplementedSession.currentUser was read")
    return nil
  }
}
