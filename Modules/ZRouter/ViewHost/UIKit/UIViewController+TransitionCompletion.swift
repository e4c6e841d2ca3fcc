#if canImport(UIKit)
  import UIKit

  extension UIViewController {
    /// Reports, once the running transition (if any) ends, whether the receiver was placed by `operation`: it has a
    /// parent or a presenter, and the transition was not cancelled.
    func zix_reportPlacement(by operation: String, completion: @escaping @MainActor (ZIKHostTransitionResult) -> Void) {
      let report: @MainActor (Bool) -> Void = { [weak self] cancelled in
        let placed = self.map { $0.parent != nil || $0.presentingViewController != nil } ?? false
        completion(
          placed && !cancelled
            ? .completed : .notPerformed(reason: "UIKit did not place the controller on \(operation)"))
      }
      guard let coordinator = transitionCoordinator else {
        report(false)
        return
      }
      coordinator.animate(alongsideTransition: nil) { context in report(context.isCancelled) }
    }
  }
#endif
