import Editor

// Editor's module configuration already has `makeDestinationWith(noteID)`.
extension EditorModuleConfiguration: ShellRequiredEditorModule {}
