#if canImport(AppKit) && !canImport(UIKit)
  import AppKit
  import ZRouter

  /// The login proxy on macOS: a plain container view (an `NSViewController` needs one made in code when it has no
  /// nib), which Login's view fills.
  extension EditorLoginViewProxy {
    override func loadView() {
      view = NSView(frame: NSRect(x: 0, y: 0, width: 360, height: 220))
    }

    /// Sizes `embedded` (Login's view, already a subview) to the container's bounds.
    func fitEmbeddedView(_ embedded: any ZIKViewHost) {
      guard let embedded = embedded as? NSView else { return }
      view.frame.size = embedded.frame.size
      embedded.frame = view.bounds
      embedded.autoresizingMask = [.width, .height]
    }
  }
#endif
