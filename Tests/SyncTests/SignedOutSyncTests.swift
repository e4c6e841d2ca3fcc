import Sync
import Testing
import ZRouter

/// Without a signed-in user, a sync fails before it reads or writes anything.
@Suite struct SignedOutSyncTests {
  @Test func aSyncWithoutAUserTouchesNeitherStoreNorReplica() {
    let engine = SyncEngine(
      localStore: UnimplementedLocalStore(), remote: UnimplementedRemote(), session: MockSession(user: nil),
      stateStore: UnimplementedStateStore(), deviceID: "device-a")
    #expect { try engine.sync() } throws: { ($0 as? SyncError)?.code == .notSignedIn }
  }

}

/// Finishing registration and validating the wiring make no engine, so they read none of Sync's requirements.
@MainActor @Suite struct SyncValidationReadsNothingTests {
  @Test func validatingTheRouterReadsNoRequirement() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      SyncEngineRouter.registerRoutableDestination()
      let store = UnimplementedLocalStore()
      let remote = UnimplementedRemote()
      let session = UnimplementedSession()
      let state = UnimplementedStateStore()
      let device = UnimplementedDevice()
      ZIKAnyServiceRouter.register(
        RoutableService<any SyncRequiredLocalStore>(), forMakingService: UnimplementedLocalStore.self
      ) { _ in store }
      ZIKAnyServiceRouter.register(
        RoutableService<any SyncRequiredRemote>(), forMakingService: UnimplementedRemote.self
      ) { _ in remote }
      ZIKAnyServiceRouter.register(
        RoutableService<any SyncRequiredSession>(), forMakingService: UnimplementedSession.self
      ) { _ in session }
      ZIKAnyServiceRouter.register(
        RoutableService<any SyncRequiredStateStore>(), forMakingService: UnimplementedStateStore.self
      ) { _ in state }
      ZIKAnyServiceRouter.register(
        RoutableService<any SyncRequiredDevice>(), forMakingService: UnimplementedDevice.self
      ) { _ in device }
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }
}
