import Editor
import Testing

/// An ``EditorRequiredSyncTrigger`` for tests in which no sync may be requested: every call records an issue.
final class UnimplementedSyncTrigger: EditorRequiredSyncTrigger, Sendable {
  func requestSync() {
    Issue.record("UnimplementedSyncTrigger.requestSync() was called")
  }
}
