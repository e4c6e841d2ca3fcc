#if canImport(UIKit)
  import UIKit
  @_spi(ZRouterGlue) import ZRouterCore

  extension UIViewController {
    /// Reports, once the running transition (if any) ends, whether the receiver was placed by `operation`: it has a
    /// parent or a presenter, the transition was not cancelled, and a hierarchy that hung from a window or a
    /// presentation when the transition started still does (a push into a stack being dismissed places nothing).
    func zix_reportPlacement(by operation: String, completion: @escaping @MainActor (HostTransitionResult) -> Void) {
      let wasAnchored = ZIKRemovalSentinelView.isAnchored(self)
      let once = ZIKOnce(completion)
      let report: @MainActor (Bool) -> Void = { [weak self] cancelled in
        let placed =
          self.map {
            ($0.parent != nil || $0.presentingViewController != nil)
              && (!wasAnchored || ZIKRemovalSentinelView.isAnchored($0))
          } ?? false
        once(
          placed && !cancelled
            ? .completed : .notPerformed(reason: "UIKit did not place the controller on \(operation)"))
      }
      guard let coordinator = transitionCoordinator else {
        report(false)
        return
      }
      // "The completions may be run even if the animations are not" queued: when UIKit does not queue them, the
      // report is made now, from the state the call left, and a completion that still runs finds it made.
      if !coordinator.animate(alongsideTransition: nil, completion: { context in report(context.isCancelled) }) {
        report(false)
      }
    }
  }
#endif
