import Sync
import Testing
import ZRouter
import ZRouterTesting

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
  @Test func validatingTheRouterReadsNoRequirement() throws {
    try ZIKRouteRegistry.withTestRegistry {
      SyncEngineRouter.registerRoutableDestination()
      try ZIKAnyServiceRouter.registerMock(
        UnimplementedLocalStore(), for: .syncRequiredLocalStore)
      try ZIKAnyServiceRouter.registerMock(UnimplementedRemote(), for: .syncRequiredRemote)
      try ZIKAnyServiceRouter.registerMock(UnimplementedSession(), for: .syncRequiredSession)
      try ZIKAnyServiceRouter.registerMock(
        UnimplementedStateStore(), for: .syncRequiredStateStore)
      try ZIKAnyServiceRouter.registerMock(UnimplementedDevice(), for: .syncRequiredDevice)
    } run: {
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }
}
