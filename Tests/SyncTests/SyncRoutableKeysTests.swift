import Testing
import ZRouter

@testable import Sync

@Suite struct SyncRoutableKeysTests {
  @Test func routableKeysOfRequiredAndProvidedProtocolsAreDistinct() {
    let keys: Set<ObjectIdentifier> = [
      RoutableService<any SyncRequiredLocalStore>().key, RoutableService<any SyncRequiredRemote>().key,
      RoutableService<any SyncRequiredSession>().key, RoutableService<any SyncRequiredStateStore>().key,
      RoutableService<any SyncProvidedEngine>().key,
    ]
    #expect(keys.count == 5)
    #expect(RoutableService<any SyncProvidedEngine>().typeName.contains("SyncProvidedEngine"))
  }
}
