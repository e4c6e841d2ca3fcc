import Editor
import Testing

/// An ``EditorRequiredNoteStore`` for tests in which the store must not be touched: every call records an issue.
final class UnimplementedNoteStore: EditorRequiredNoteStore, Sendable {
  /// What `saveNote` throws after recording the issue.
  struct Unimplemented: Error {}

  func loadNote(id: String) throws -> EditorNote? {
    Issue.record("UnimplementedNoteStore.loadNote(id: \(id)) was called")
    return nil
  }

  func saveNote(_ note: EditorNote) throws -> EditorNote {
    Issue.record("UnimplementedNoteStore.saveNote(_:) was called with \(note)")
    throw Unimplemented()
  }
}
