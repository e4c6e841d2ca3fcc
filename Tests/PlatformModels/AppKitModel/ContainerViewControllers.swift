/// AppKit's tab container. The model keeps it as a plain container: its tabs are its `children`.
@MainActor
open class NSTabViewController: NSViewController {
  /// An empty view: AppKit builds the tab view in code, not from a nib.
  open override func loadView() { view = NSView() }
}

/// AppKit's split container. The model keeps it as a plain container: its panes are its `children`.
@MainActor
open class NSSplitViewController: NSViewController {
  /// An empty view: AppKit builds the split view in code, not from a nib.
  open override func loadView() { view = NSView() }
}

/// AppKit's page container. The model keeps it as a plain container.
@MainActor
open class NSPageController: NSViewController {
  /// An empty view.
  open override func loadView() { view = NSView() }
}
