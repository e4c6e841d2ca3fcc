#if !canImport(UIKit) && !canImport(AppKit)
  import ZRouter

  /// The sign-in view on the headless host: no view to redraw; the state is read through the view's properties.
  extension LoginViewController {
    /// Nothing is drawn on the headless host.
    func stateDidChange() {}
  }
#endif
