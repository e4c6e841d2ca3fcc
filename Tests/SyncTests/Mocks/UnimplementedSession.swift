import Sync
import Testing

/// A ``SyncRequiredSession`` for tests in which the session must not be read: every read records an issue.
final class UnimplementedSession: SyncRequiredSession, Sendable {
  var currentUser: String? {
    Issue.record("UnimplementedSession.currentUser was read")
    return nil
  }
}
