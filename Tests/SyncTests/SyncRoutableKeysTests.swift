import Testing
import ZRouter

@testable import Sync

@Suite struct SyncRoutableKeysTests {
  @Test func routableKeysOfRequiredAndProvidedProtocolsAreDistinct() {
    let keys: Set<ObjectIdentifier> = [
      RoutableService.syncRequiredLocalStore.key, RoutableService.syncRequiredRemote.key,
      RoutableService.syncRequiredSession.key, RoutableService.syncRequiredStateStore.key,
      RoutableService.syncProvidedEngine.key,
    ]
    #expect(keys.count == 5)
    #expect(RoutableService.syncProvidedEngine.typeName.contains("SyncProvidedEngine"))
  }
}
