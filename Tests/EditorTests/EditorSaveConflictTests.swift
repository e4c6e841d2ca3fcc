import Foundation
import Testing
import ZRouter

@testable import Editor

/// Saving is conditional on the revision the editor loaded: a stale save is a clear conflict, never a silent
/// overwrite; titles are saved as one line without control characters.
@MainActor @Suite struct EditorSaveConflictTests {
  func makeEditor(opening noteID: String? = nil) throws -> EditorViewController {
    let made = Router.makeDestination(to: .editorProvidedEditorModule) { module in
      _ = module.makeDestinationWith(noteID)
    }
    return try #require(made as? EditorViewController)
  }

  @Test func aSaveAfterAnotherSaveOfTheSameNoteIsAConflictThatKeepsTheText() throws {
    let store = MockNoteStore(notes: [EditorNote(id: "n1", title: "Groceries", body: "eggs", revision: 4)])
    try EditorTestRegistry(store: store, syncTrigger: UnimplementedSyncTrigger()).run {
      let editor = try makeEditor(opening: "n1")
      store.replace(EditorNote(id: "n1", title: "Groceries", body: "eggs, milk (saved elsewhere)", revision: 5))
      editor.updateBody("eggs, bread")

      let error = try #require(throws: EditorError.self) { try editor.save() }

      #expect(error.code == .conflict)
      #expect(error.noteID == "n1")
      #expect(error.description.contains("revision 4"))
      #expect(error.description.contains("revision 5"))
      #expect(editor.statusMessage == error.description)
      #expect(editor.hasUnsavedChanges)
      #expect(editor.note.body == "eggs, bread")
      #expect(store.notes["n1"]?.body == "eggs, milk (saved elsewhere)")
    }
  }

  @Test func aNoteDeletedMeanwhileIsAConflictSayingSo() throws {
    final class DeletedStore: EditorRequiredNoteStore, Sendable {
      func loadNote(id: String) throws -> EditorNote? { EditorNote(id: id, title: "Gone", revision: 2) }
      func saveNote(_ note: EditorNote) throws -> EditorNote {
        throw EditorSaveConflict(noteID: note.id ?? "", currentRevision: nil)
      }
    }
    try EditorTestRegistry(store: DeletedStore(), syncTrigger: UnimplementedSyncTrigger()).run {
      let editor = try makeEditor(opening: "n1")
      editor.updateBody("late edit")
      let error = try #require(throws: EditorError.self) { try editor.save() }
      #expect(error.code == .conflict)
      #expect(error.description.contains("deleted"))
    }
  }

  @Test func theTitleIsSavedAsOneLineWithoutControlCharacters() throws {
    let store = MockNoteStore()
    try EditorTestRegistry(store: store, syncTrigger: MockSyncTrigger()).run {
      let editor = try makeEditor()
      editor.updateTitle("Fake\nrow\t\u{1B}]0;owned\u{07}\u{0}\u{202E}")
      let saved = try editor.save()
      #expect(saved.title == "Fake row ]0;owned")
      #expect(store.notes["note-1"]?.title == "Fake row ]0;owned")
    }
  }
}
