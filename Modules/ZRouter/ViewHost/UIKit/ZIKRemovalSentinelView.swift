#if canImport(UIKit)
  import UIKit

  /// A hidden, empty subview that tells a controller's routers when the controller's view leaves its window
  /// because UIKit popped, dismissed or removed the controller (a back swipe, an interactive dismissal, a parent
  /// dropping it), and not because something covered it.
  final class ZIKRemovalSentinelView: UIView {
    private weak var owner: UIViewController?
    var handlers: [@MainActor () -> Void] = []

    /// The sentinel of `controller`'s view, added on first use.
    static func sentinel(in controller: UIViewController) -> ZIKRemovalSentinelView {
      if let existing = controller.view.subviews.lazy.compactMap({ $0 as? ZIKRemovalSentinelView }).first {
        return existing
      }
      let sentinel = ZIKRemovalSentinelView(frame: .zero)
      sentinel.owner = controller
      sentinel.isHidden = true
      sentinel.isUserInteractionEnabled = false
      controller.view.addSubview(sentinel)
      return sentinel
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window == nil, let owner, Self.isLeaving(owner) else { return }
      let pending = handlers
      handlers = []
      for handler in pending { handler() }
    }

    /// Whether `controller` or one of its ancestors is being dismissed or moving out of its parent.
    private static func isLeaving(_ controller: UIViewController) -> Bool {
      sequence(first: controller, next: \.parent).contains { $0.isMovingFromParent || $0.isBeingDismissed }
        || controller.parent == nil && controller.presentingViewController == nil
    }
  }
#endif
