#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// A hidden, empty subview that tells a controller's routers when the controller's view leaves its window and the
  /// controller is no longer presented or contained (a sheet or modal window closed by the user, a parent dropping it).
  final class ZIKRemovalSentinelNSView: NSView {
    private weak var owner: NSViewController?
    var handlers: [@MainActor () -> Void] = []

    /// The sentinel of `controller`'s view, added on first use.
    static func sentinel(in controller: NSViewController) -> ZIKRemovalSentinelNSView {
      if let existing = controller.view.subviews.lazy.compactMap({ $0 as? ZIKRemovalSentinelNSView }).first {
        return existing
      }
      let sentinel = ZIKRemovalSentinelNSView(frame: .zero)
      sentinel.owner = controller
      sentinel.isHidden = true
      controller.view.addSubview(sentinel)
      return sentinel
    }

    override func viewDidMoveToWindow() {
      super.viewDidMoveToWindow()
      guard window == nil, let owner, owner.parent == nil, owner.presentingViewController == nil else { return }
      let pending = handlers
      handlers = []
      for handler in pending { handler() }
    }
  }
#endif
