import Editor
import Shell

// Editor's view already has `updateTitle(_:)` and `updateBody(_:)`; the shell reads the note's fields one by one.
extension EditorViewController: ShellRequiredEditorView {
  public var noteID: String? { note.id }
  public var noteTitle: String { note.title }
  public var noteBody: String { note.body }
  public var noteRevision: Int { note.revision }
  public func saveNote() throws { try save() }
}
