import Foundation
import Sync
import ZRouter

/// One of the five protocols Sync requires, for tests that leave one unregistered.
enum SyncRequirement: String, CaseIterable, Sendable {
  case localStore = "SyncRequiredLocalStore"
  case remote = "SyncRequiredRemote"
  case session = "SyncRequiredSession"
  case stateStore = "SyncRequiredStateStore"
  case device = "SyncRequiredDevice"
}

/// Registers `SyncEngineRouter` and `device`'s mocks plus a `FolderRemote` on `device.folder` in a fresh isolated
/// registry (leaving out `missing`), finishes registration, then runs `body`.
@MainActor
func withSyncRouter<R>(
  _ device: TestDevice, missing: SyncRequirement? = nil, _ body: () throws -> R
) throws -> R {
  let remote = try FolderRemote(directory: device.folder)
  let identity = MockDevice(deviceID: device.name)
  return try ZIKRouteRegistry.withIsolatedRegistry {
    ZIKRouteRegistry.autoRegister = false
    SyncEngineRouter.registerRoutableDestination()
    if missing != .localStore {
      let store = device.store
      ZIKAnyServiceRouter.register(
        RoutableService<any SyncRequiredLocalStore>(), forMakingService: MockLocalStore.self
      ) { _ in store }
    }
    if missing != .remote {
      ZIKAnyServiceRouter.register(RoutableService<any SyncRequiredRemote>(), forMakingService: FolderRemote.self) {
        _ in remote
      }
    }
    if missing != .session {
      let session = device.session
      ZIKAnyServiceRouter.register(RoutableService<any SyncRequiredSession>(), forMakingService: MockSession.self) {
        _ in session
      }
    }
    if missing != .stateStore {
      let state = device.state
      ZIKAnyServiceRouter.register(
        RoutableService<any SyncRequiredStateStore>(), forMakingService: MockStateStore.self
      ) { _ in state }
    }
    if missing != .device {
      ZIKAnyServiceRouter.register(RoutableService<any SyncRequiredDevice>(), forMakingService: MockDevice.self) {
        _ in identity
      }
    }
    ZIKRouteRegistry.notifyRegistrationFinished()
    return try body()
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
