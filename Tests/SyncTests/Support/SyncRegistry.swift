import Foundation
import Sync
import ZRouter
import ZRouterTesting

/// One of the five protocols Sync requires, for tests that leave one unregistered.
enum SyncRequirement: String, CaseIterable, Sendable {
  case localStore = "SyncRequiredLocalStore"
  case remote = "SyncRequiredRemote"
  case session = "SyncRequiredSession"
  case stateStore = "SyncRequiredStateStore"
  case device = "SyncRequiredDevice"
}

/// Registers `SyncEngineRouter` and `device`'s mocks plus a `FolderRemote` on `device.folder` in a fresh test
/// registry (leaving out `missing`), then runs `body`.
@MainActor
func withSyncRouter<R>(
  _ device: TestDevice, missing: SyncRequirement? = nil, _ body: () throws -> R
) throws -> R {
  let remote = try FolderRemote(directory: device.folder)
  return try ZIKRouteRegistry.withTestRegistry {
    SyncEngineRouter.registerRoutableDestination()
    if missing != .localStore {
      try ZIKAnyServiceRouter.registerMock(device.store, for: .syncRequiredLocalStore)
    }
    if missing != .remote {
      try ZIKAnyServiceRouter.registerMock(remote, for: .syncRequiredRemote)
    }
    if missing != .session {
      try ZIKAnyServiceRouter.registerMock(device.session, for: .syncRequiredSession)
    }
    if missing != .stateStore {
      try ZIKAnyServiceRouter.registerMock(device.state, for: .syncRequiredStateStore)
    }
    if missing != .device {
      try ZIKAnyServiceRouter.registerMock(
        MockDevice(deviceID: device.name), for: .syncRequiredDevice)
    }
  } run: {
    try body()
  }
}

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
