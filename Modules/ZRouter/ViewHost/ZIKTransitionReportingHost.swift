/// A host that can tell the router a transition involving it has started but not finished. Internal.
///
/// With `HeadlessTransition.Mode.deferred`, a push or present changes nothing until the next main-actor turn, so the
/// hierarchy alone cannot show that a second transition from the same source would collide with the first.
/// Routers ask this protocol before checking the `zix_` hierarchy. A UIKit conformance would answer from
/// `transitionCoordinator`, `isBeingPresented`, `isBeingDismissed` and `isMovingToParent`.
@MainActor
protocol ZIKTransitionReportingHost: ZIKViewControllerHost {
  /// Whether a transition involving the receiver (as source, container or destination) is scheduled or running.
  var zix_isTransitionInFlight: Bool { get }
}
