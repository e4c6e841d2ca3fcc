import Testing
import ZRouter

@testable import Editor

@Suite struct EditorRoutableKeysTests {
  @Test func eachEditorProtocolHasItsOwnKey() {
    let keys = [
      RoutableService<any EditorRequiredNoteStore>().key,
      RoutableService<any EditorRequiredSession>().key,
      RoutableService<any EditorRequiredSyncTrigger>().key,
      RoutableView<any EditorRequiredLoginView>().key,
      RoutableView<any EditorProvidedEditorView>().key,
      RoutableViewModule<any EditorProvidedEditorModule>().key,
    ]
    #expect(Set(keys).count == keys.count)
    #expect(RoutableView<any EditorProvidedEditorView>().key == ObjectIdentifier((any EditorProvidedEditorView).self))
    #expect(RoutableViewModule<any EditorProvidedEditorModule>().typeName.contains("EditorProvidedEditorModule"))
  }

  @Test func newNoteDefaultsToAnEmptyUnsavedNote() {
    let note = EditorNote()
    #expect(note.id == nil)
    #expect(note.title.isEmpty && note.body.isEmpty)
    #expect(note.revision == 0)
  }
}
