import Testing
import ZRouter

@testable import Storage

/// The keys AppContext registers Storage's services under.
@Suite struct StorageRoutableKeysTests {
  @Test func eachProvidedProtocolHasItsOwnKeyNamedAfterIt() {
    let notes = RoutableService.storageProvidedNoteStore
    let values = RoutableService.storageProvidedKeyValueStore
    #expect(notes.key == ObjectIdentifier((any StorageProvidedNoteStore).self))
    #expect(values.key == ObjectIdentifier((any StorageProvidedKeyValueStore).self))
    #expect(notes.key != values.key)
    #expect(notes.description.contains("StorageProvidedNoteStore"))
    #expect(values.description.contains("StorageProvidedKeyValueStore"))
  }
}
