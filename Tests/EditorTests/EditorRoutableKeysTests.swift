import Testing
import ZRouter

@testable import Editor

@Suite struct EditorRoutableKeysTests {
  @Test func eachEditorProtocolHasItsOwnKey() {
    let keys = [
      RoutableService.editorRequiredNoteStore.key,
      RoutableService.editorRequiredSession.key,
      RoutableService.editorRequiredSyncTrigger.key,
      RoutableView.editorRequiredLoginView.key,
      RoutableView.editorProvidedEditorView.key,
      RoutableViewModule.editorProvidedEditorModule.key,
    ]
    #expect(Set(keys).count == keys.count)
    #expect(RoutableView.editorProvidedEditorView.key == ObjectIdentifier((any EditorProvidedEditorView).self))
    #expect(RoutableViewModule.editorProvidedEditorModule.typeName.contains("EditorProvidedEditorModule"))
  }

  @Test func newNoteDefaultsToAnEmptyUnsavedNote() {
    let note = EditorNote()
    #expect(note.id == nil)
    #expect(note.title.isEmpty && note.body.isEmpty)
    #expect(note.revision == 0)
  }
}
