import Foundation
import Testing
import ZRouter
import ZRouterTesting

@testable import Storage

/// Registers `InMemoryNoteStoreRouter` (and a location named `name`, unless `nil`) in a fresh registry, then runs `body`.
@MainActor
func withInMemoryRouter<R>(locationName name: String?, _ body: () throws -> R) throws -> R {
  try ZIKRouteRegistry.withTestRegistry {
    InMemoryNoteStoreRouter.registerRoutableDestination()
    if let name {
      try ZIKAnyServiceRouter.registerMock(
        MockDatabaseLocation(databasePath: name), for: .storageRequiredDatabaseLocation)
    }
  } run: {
    try body()
  }
}

@MainActor @Suite struct InMemoryNoteStoreRouterTests {
  @Test func bothProvidedKeysResolveToOneInMemoryStore() throws {
    try withInMemoryRouter(locationName: "memory-\(UUID().uuidString)") {
      #expect(ZIKRouteRegistry.validate().isEmpty)
      let notes = try #require(Router.makeDestination(to: .storageProvidedNoteStore))
      let values = try #require(Router.makeDestination(to: .storageProvidedKeyValueStore))
      #expect(notes === values)
      #expect(notes is InMemoryNoteStore)
      let saved = try notes.save(StoredNote(title: "Kept", body: "in memory"))
      let again = try #require(Router.makeDestination(to: .storageProvidedNoteStore))
      #expect(try again.allNotes() == [saved])
    }
  }

  @Test func theNameSelectsTheSharedStore() throws {
    let name = "memory-\(UUID().uuidString)"
    let first = try withInMemoryRouter(locationName: name) {
      Router.makeDestination(to: .storageProvidedNoteStore)
    }
    let second = try withInMemoryRouter(locationName: name) {
      Router.makeDestination(to: .storageProvidedKeyValueStore)
    }
    let other = try withInMemoryRouter(locationName: name + "-other") {
      Router.makeDestination(to: .storageProvidedNoteStore)
    }
    let store = try #require(first)
    #expect(store === second)
    #expect(other != nil)
    #expect(store !== other)
  }

  @Test func withoutALocationTheLookupIsNilWithDestinationUnavailable() throws {
    try withInMemoryRouter(locationName: nil) {
      let reported = ReportedErrors()
      reported.install()
      #expect(Router.makeDestination(to: .storageProvidedKeyValueStore) == nil)
      #expect(reported.reports.last == .init(action: .performRoute, routeCode: .destinationUnavailable))
      #expect(reported.reports.contains(.init(action: .toService, routeCode: .invalidProtocol)))
    }
  }
}
