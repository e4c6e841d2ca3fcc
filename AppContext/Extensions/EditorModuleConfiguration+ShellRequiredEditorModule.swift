import Editor
import Shell

// The shell chooses the note through Editor's `makeDestinationWith(noteID)`; the editor it makes is the perform's
// destination, which the shell reads as a `ShellRequiredEditorView`.
extension EditorModuleConfiguration: ShellRequiredEditorModule {
  public func chooseNote(_ noteID: String?) { _ = makeDestinationWith(noteID) }
}
