import Foundation
import Storage
import ZRouter

/// Records what the service routers' global error handler receives, in order.
final class ReportedErrors: @unchecked Sendable {
  /// One report: the action, and the error's route code or Storage code.
  struct Report: Equatable, Sendable {
    var action: ZIKRouteAction
    var routeCode: ZIKRouteError.Code?
    var storageCode: StorageError.Code?
  }

  // `@unchecked Sendable`: `storage` is only touched while `lock` is held.
  private let lock = NSLock()
  private var storage: [Report] = []
  private var storageErrors: [StorageError] = []

  /// Installs this recorder as the global error handler of the current (isolated) registry.
  func install() {
    ZIKAnyServiceRouter.globalErrorHandler = { [self] _, action, error in
      lock.withLock {
        storage.append(
          Report(
            action: action, routeCode: (error as? ZIKRouteError)?.code, storageCode: (error as? StorageError)?.code))
        if let error = error as? StorageError { storageErrors.append(error) }
      }
    }
  }

  /// Every report so far.
  var reports: [Report] { lock.withLock { storage } }
  /// The Storage errors reported so far.
  var storageErrorsReported: [StorageError] { lock.withLock { storageErrors } }
}
