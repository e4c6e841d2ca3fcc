#if !canImport(UIKit) && !canImport(AppKit)
  import ZRouter

  /// The editor on the headless host: no view to redraw; the state is read through the editor's properties.
  extension EditorViewController {
    /// Nothing is drawn on the headless host.
    func stateDidChange() {}
  }
#endif
