import ZRouter

extension SyncEngine: ZIKRoutableService {}

/// Makes Sync's ``SyncEngine`` under `RoutableService.syncProvidedEngine`, from the providers the app context
/// routes Sync's requirements to.
///
/// ```swift
/// SyncEngineRouter.registerRoutableDestination()
/// let engine = Router.makeDestination(to: RoutableService.syncProvidedEngine)
/// let report = try engine?.sync()
/// ```
/// Keys it registers: `SyncEngine.self` and `RoutableService.syncProvidedEngine`. It declares the five
/// requirements (`SyncRequiredLocalStore`, `SyncRequiredRemote`, `SyncRequiredSession`, `SyncRequiredStateStore`,
/// `SyncRequiredDevice`) as required, so a registry finished without one of them reports a ``ZIKRegistrationIssue``.
///
/// Each perform looks every requirement up and makes a new engine; the device identifier is read once, then. An
/// engine serializes only its own `sync()` calls, so keep one engine per app run rather than syncing through two at
/// once. When a requirement cannot be made, the perform fails with `ZIKRouteError` `destinationUnavailable` and
/// `Router.makeDestination` returns `nil` (the missing key was reported to the global error handler as
/// `invalidProtocol` first).
public final class SyncEngineRouter: ZIKServiceRouter<SyncEngine, PerformRouteConfig> {
  /// Registers `SyncEngine` and its provided protocol, and declares Sync's five requirements.
  override public class func registerRoutableDestination() {
    registerService(SyncEngine.self)
    register(RoutableService.syncProvidedEngine)
    ZIKRouteRegistry.declare(
      SwitchableService(RoutableService.syncRequiredLocalStore),
      SwitchableService(RoutableService.syncRequiredRemote),
      SwitchableService(RoutableService.syncRequiredSession),
      SwitchableService(RoutableService.syncRequiredStateStore),
      SwitchableService(RoutableService.syncRequiredDevice))
  }

  /// An engine over the routed requirements, or `nil` when one of them cannot be made.
  override public func destination(with configuration: PerformRouteConfig) -> SyncEngine? {
    guard let localStore = Router.makeDestination(to: RoutableService.syncRequiredLocalStore),
      let remote = Router.makeDestination(to: RoutableService.syncRequiredRemote),
      let session = Router.makeDestination(to: RoutableService.syncRequiredSession),
      let stateStore = Router.makeDestination(to: RoutableService.syncRequiredStateStore),
      let device = Router.makeDestination(to: RoutableService.syncRequiredDevice)
    else { return nil }
    return SyncEngine(
      localStore: localStore, remote: remote, session: session, stateStore: stateStore, deviceID: device.deviceID)
  }
}
