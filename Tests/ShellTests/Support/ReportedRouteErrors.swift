import Foundation
import ZRouter

/// Records what both router families' global error handlers receive, so a test can check that the shell provoked no
/// router error (which the `notes` executable would print on standard error).
final class ReportedRouteErrors: @unchecked Sendable {
  // `@unchecked Sendable`: `storage` is only touched while `lock` is held.
  private let lock = NSLock()
  private var storage: [String] = []

  /// Installs this recorder as the global error handler of both families in the current (isolated) registry.
  @MainActor func install() {
    ZIKAnyServiceRouter.globalErrorHandler = { [self] _, action, error in record("\(action): \(error)") }
    ZIKAnyViewRouter.globalErrorHandler = { [self] _, action, error in record("\(action): \(error)") }
  }

  private func record(_ report: String) { lock.withLock { storage.append(report) } }

  /// Every report so far, as "action: error".
  var reports: [String] { lock.withLock { storage } }
}
