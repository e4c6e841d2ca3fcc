#if canImport(UIKit)
  import UIKit

  /// The removal sentinel of UIKit: tells a controller's routers when the controller's view leaves its window
  /// because UIKit popped, dismissed or removed the controller (a back swipe, an interactive dismissal, a parent
  /// dropping it), and not because something covered it.
  final class ZIKRemovalSentinelView: UIView, ZIKRemovalSentinel {
    weak var owner: UIViewController?
    var handlers: [@MainActor () -> Void] = []

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window == nil, let owner, Self.isLeaving(owner) else { return }
      runHandlers()
    }

    /// Whether `controller` or one of its ancestors is being dismissed or moving out of its parent.
    private static func isLeaving(_ controller: UIViewController) -> Bool {
      sequence(first: controller, next: \.parent).contains { $0.isMovingFromParent || $0.isBeingDismissed }
        || controller.parent == nil && controller.presentingViewController == nil
    }
  }
#endif
