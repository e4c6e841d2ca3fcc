import Foundation
import ZRouter

/// Records what the service routers' global error handler receives, in order.
final class ReportedRouteErrors: @unchecked Sendable {
  /// One report: the action and the route error's code (`nil` for another kind of error).
  struct Report: Equatable, Sendable {
    var action: ZIKRouteAction
    var code: ZIKRouteError.Code?
  }

  // `@unchecked Sendable`: `storage` is only touched while `lock` is held.
  private let lock = NSLock()
  private var storage: [Report] = []

  /// Installs this recorder as the global service error handler of the current (isolated) registry.
  func install() {
    ZIKAnyServiceRouter.globalErrorHandler = { [self] _, action, error in
      lock.withLock { storage.append(Report(action: action, code: (error as? ZIKRouteError)?.code)) }
    }
  }

  /// Every report so far.
  var reports: [Report] { lock.withLock { storage } }
}
