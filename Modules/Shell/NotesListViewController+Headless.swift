#if !canImport(UIKit) && !canImport(AppKit)
  import ZRouter

  /// The note list on the headless host: no view to redraw, and the editor is pushed as on iOS.
  extension NotesListViewController {
    /// Nothing is drawn on the headless host.
    func stateDidChange() {}

    /// The editor is pushed onto the list's navigation controller.
    var editorPath: ViewRoutePath { .push(from: self) }
  }
#endif
