#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The removal sentinel of AppKit: tells a controller's routers when the controller's view leaves its window and
  /// the controller is no longer presented or contained (a sheet or modal window closed by the user, a parent
  /// dropping it).
  final class ZIKRemovalSentinelNSView: NSView, ZIKRemovalSentinel {
    weak var owner: NSViewController?
    var handlers: [@MainActor () -> Void] = []

    override func viewDidMoveToWindow() {
      super.viewDidMoveToWindow()
      guard window == nil, let owner, owner.parent == nil, owner.presentingViewController == nil else { return }
      runHandlers()
    }
  }
#endif
