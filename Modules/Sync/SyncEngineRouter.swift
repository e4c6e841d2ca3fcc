import ZRouter

extension SyncEngine: ZIKRoutableService {}

/// Makes Sync's ``SyncEngine`` under `RoutableService<any SyncProvidedEngine>()`, from the providers the app context
/// routes Sync's requirements to.
///
/// ```swift
/// SyncEngineRouter.registerRoutableDestination()
/// let engine = Router.makeDestination(to: RoutableService<any SyncProvidedEngine>())
/// let report = try engine?.sync()
/// ```
/// Keys it registers: `SyncEngine.self` and `RoutableService<any SyncProvidedEngine>()`. It declares the five
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
    register(RoutableService<any SyncProvidedEngine>())
    ZIKRouteRegistry.declare(
      SwitchableService(RoutableService<any SyncRequiredLocalStore>()),
      SwitchableService(RoutableService<any SyncRequiredRemote>()),
      SwitchableService(RoutableService<any SyncRequiredSession>()),
      SwitchableService(RoutableService<any SyncRequiredStateStore>()),
      SwitchableService(RoutableService<any SyncRequiredDevice>()))
  }

  /// An engine over the routed requirements, or `nil` when one of them cannot be made.
  override public func destination(with configuration: PerformRouteConfig) -> SyncEngine? {
    guard let localStore = Router.makeDestination(to: RoutableService<any SyncRequiredLocalStore>()),
      let remote = Router.makeDestination(to: RoutableService<any SyncRequiredRemote>()),
      let session = Router.makeDestination(to: RoutableService<any SyncRequiredSession>()),
      let stateStore = Router.makeDestination(to: RoutableService<any SyncRequiredStateStore>()),
      let device = Router.makeDestination(to: RoutableService<any SyncRequiredDevice>())
    else { return nil }
    return SyncEngine(
      localStore: localStore, remote: remote, session: session, stateStore: stateStore, deviceID: device.deviceID)
  }
}
