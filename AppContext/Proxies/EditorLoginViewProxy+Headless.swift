#if !canImport(UIKit) && !canImport(AppKit)
  import ZRouter

  /// The login proxy on the headless host: views have no frames, so there is nothing to fit.
  extension EditorLoginViewProxy {
    /// Nothing to fit on the headless host.
    func fitEmbeddedView(_ embedded: any ZIKViewHost) {}
  }
#endif
