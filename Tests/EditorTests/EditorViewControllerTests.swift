import Foundation
import Testing
import ZRouter

@testable import Editor

/// Editing and saving. Editors are made with the makeDestination route, which injects the dependencies but
/// displays nothing (so no sign-in is asked for).
@MainActor @Suite struct EditorViewControllerTests {
  func makeEditor(opening noteID: String? = nil) throws -> EditorViewController {
    let made = Router.makeDestination(to: .editorProvidedEditorModule) { module in
      _ = module.makeDestinationWith(noteID)
    }
    return try #require(made as? EditorViewController)
  }

  @Test func editingTheTitleOrBodyMarksUnsavedChangesWithoutTouchingTheStore() throws {
    try EditorTestRegistry(store: UnimplementedNoteStore(), syncTrigger: UnimplementedSyncTrigger()).run {
      let editor = try makeEditor()
      #expect(!editor.hasUnsavedChanges)
      editor.updateTitle("Groceries")
      #expect(editor.hasUnsavedChanges)
      #expect(editor.note.title == "Groceries")

      let other = try makeEditor()
      other.updateBody("eggs")
      #expect(other.hasUnsavedChanges)
      #expect(other.note.body == "eggs")
      #expect(other.note.title == "")
    }
  }

  @Test func editingWithTheSameTextIsNotAChange() throws {
    let store = MockNoteStore(notes: [EditorNote(id: "n1", title: "Groceries", body: "eggs", revision: 1)])
    try EditorTestRegistry(store: store).run {
      let editor = try makeEditor(opening: "n1")
      editor.updateTitle("Groceries")
      editor.updateBody("eggs")
      #expect(!editor.hasUnsavedChanges)
    }
  }

  @Test func savingANewNoteAssignsItsIdentifierAndRequestsOneSync() throws {
    let store = MockNoteStore()
    let sync = MockSyncTrigger()
    try EditorTestRegistry(store: store, syncTrigger: sync).run {
      let editor = try makeEditor()
      editor.updateTitle("Groceries")
      editor.updateBody("eggs")
      let saved = try editor.save()
      #expect(saved == EditorNote(id: "note-1", title: "Groceries", body: "eggs", revision: 1))
      #expect(editor.note == saved)
      #expect(!editor.hasUnsavedChanges)
      #expect(editor.statusMessage == "Saved")
      #expect(sync.requests == 1)
      #expect(store.calls == [.saveNote(EditorNote(title: "Groceries", body: "eggs"))])
    }
  }

  @Test func savingAnOpenedNoteKeepsItsIdentifierAndTakesTheNewRevision() throws {
    let store = MockNoteStore(notes: [EditorNote(id: "n1", title: "Groceries", body: "eggs", revision: 4)])
    let sync = MockSyncTrigger()
    try EditorTestRegistry(store: store, syncTrigger: sync).run {
      let editor = try makeEditor(opening: "n1")
      editor.updateBody("eggs, milk")
      try editor.save()
      #expect(editor.note == EditorNote(id: "n1", title: "Groceries", body: "eggs, milk", revision: 5))
      #expect(store.notes["n1"]?.body == "eggs, milk")
      editor.updateBody("eggs, milk, bread")
      #expect(editor.statusMessage == nil)
      try editor.save()
      #expect(editor.note.revision == 6)
      #expect(sync.requests == 2)
    }
  }

  @Test func savingWhileSignedOutThrowsWithoutTouchingTheStoreOrSync() throws {
    let registry = EditorTestRegistry(
      store: UnimplementedNoteStore(), session: MockSession(user: nil), syncTrigger: UnimplementedSyncTrigger())
    try registry.run {
      let editor = try makeEditor()
      editor.updateTitle("Groceries")
      let error = try #require(throws: EditorError.self) { try editor.save() }
      #expect(error.code == .notSignedIn)
      #expect(error.description.contains("Sign in"))
      #expect(editor.statusMessage == error.description)
      #expect(editor.hasUnsavedChanges)
      #expect(editor.note.title == "Groceries")
    }
  }

  @Test func savingWithoutARoutedSessionThrowsNotSignedInNamingTheRequirement() throws {
    try EditorTestRegistry(store: UnimplementedNoteStore(), session: nil, syncTrigger: UnimplementedSyncTrigger()).run {
      let editor = try makeEditor()
      let error = try #require(throws: EditorError.self) { try editor.save() }
      #expect(error.code == .notSignedIn)
      #expect(error.description.contains("RoutableService<any EditorRequiredSession>"))
    }
  }

  @Test func storeFailureSurfacesAsEditorErrorAndRequestsNoSync() throws {
    let store = MockNoteStore()
    store.failure = MockNoteStore.Failure()
    try EditorTestRegistry(store: store, syncTrigger: UnimplementedSyncTrigger()).run {
      let editor = try makeEditor()
      editor.updateTitle("Groceries")
      let error = try #require(throws: EditorError.self) { try editor.save() }
      #expect(error.code == .storeFailed)
      #expect(error.underlyingError is MockNoteStore.Failure)
      #expect(error.description.contains("disk is full"))
      #expect(editor.statusMessage == error.description)
      #expect(editor.hasUnsavedChanges)
      #expect(editor.note.id == nil)
    }
  }

  @Test func savingWithoutARoutedStoreThrowsStoreUnavailable() throws {
    try EditorTestRegistry(store: nil, syncTrigger: UnimplementedSyncTrigger()).run {
      let editor = try makeEditor()
      let error = try #require(throws: EditorError.self) { try editor.save() }
      #expect(error.code == .storeUnavailable)
      #expect(error.description.contains("RoutableService<any EditorRequiredNoteStore>"))
    }
  }

  @Test func savingWithoutARoutedSyncTriggerSavesAndSaysSyncIsOff() throws {
    let store = MockNoteStore()
    try EditorTestRegistry(store: store, syncTrigger: nil).run {
      let editor = try makeEditor()
      try editor.save()
      #expect(editor.note.id == "note-1")
      #expect(editor.statusMessage?.contains("not synced") == true)
    }
  }
}
