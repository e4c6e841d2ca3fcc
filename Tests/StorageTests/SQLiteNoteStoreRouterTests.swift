import Foundation
import TestSupport
import Testing
import ZRouter
import ZRouterTesting

@testable import Storage

/// Registers `SQLiteNoteStoreRouter` (and a location at `path`, unless `nil`) in a fresh registry, then runs `body`.
@MainActor
func withSQLiteRouter<R>(locationPath path: String?, _ body: () throws -> R) throws -> R {
  try ZIKRouteRegistry.withTestRegistry {
    SQLiteNoteStoreRouter.registerRoutableDestination()
    if let path {
      try ZIKAnyServiceRouter.registerMock(
        MockDatabaseLocation(databasePath: path), for: .storageRequiredDatabaseLocation)
    }
  } run: {
    try body()
  }
}

@MainActor @Suite struct SQLiteNoteStoreRouterTests {
  @Test func bothProvidedKeysResolveToOneStoreOnTheLocationsFile() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("notes.sqlite").path
      try withSQLiteRouter(locationPath: path) {
        #expect(ZIKRouteRegistry.validate().isEmpty)
        let notes = try #require(Router.makeDestination(to: .storageProvidedNoteStore))
        let values = try #require(Router.makeDestination(to: .storageProvidedKeyValueStore))
        #expect(notes === values)
        #expect((notes as? SQLiteNoteStore)?.path == path)
        let saved = try notes.save(StoredNote(title: "Shared", body: "one connection"))
        try values.set(Data("v".utf8), forKey: "k")
        let again = try #require(Router.makeDestination(to: .storageProvidedNoteStore))
        #expect(try again.note(id: saved.id) == saved)
        #expect(try (again as? SQLiteNoteStore)?.data(forKey: "k") == Data("v".utf8))
        #expect(FileManager.default.fileExists(atPath: path))
      }
    }
  }

  @Test func lookupsOfOnePathShareOneStoreAcrossRegistriesAndSpellings() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("notes.sqlite").path
      let other = directory.appendingPathComponent("other.sqlite").path
      let spelledDifferently = directory.appendingPathComponent("sub/../notes.sqlite").path
      let first = try withSQLiteRouter(locationPath: path) {
        Router.makeDestination(to: .storageProvidedNoteStore)
      }
      let second = try withSQLiteRouter(locationPath: spelledDifferently) {
        Router.makeDestination(to: .storageProvidedKeyValueStore)
      }
      let third = try withSQLiteRouter(locationPath: other) {
        Router.makeDestination(to: .storageProvidedNoteStore)
      }
      let store = try #require(first)
      #expect(store === second)
      #expect(store !== third)
      #expect(third != nil)
    }
  }

  @Test func concurrentFirstLookupsOpenTheFileOnce() async throws {
    let folder = try TemporaryFolder(label: "StorageTests")
    defer { withExtendedLifetime(folder) {} }
    let path = folder.url.appendingPathComponent("below", isDirectory: true).appendingPathComponent("notes.sqlite").path
    let identities = await ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      SQLiteNoteStoreRouter.registerRoutableDestination()
      let location = MockDatabaseLocation(databasePath: path)
      ZIKAnyServiceRouter.register(
        RoutableService.storageRequiredDatabaseLocation, forMakingService: MockDatabaseLocation.self
      ) { _ in location }
      ZIKRouteRegistry.notifyRegistrationFinished()
      return await withTaskGroup(of: ObjectIdentifier?.self) { group in
        for _ in 0..<8 {
          group.addTask {
            Router.makeDestination(to: .storageProvidedNoteStore).map { ObjectIdentifier($0) }
          }
        }
        var identities: [ObjectIdentifier?] = []
        for await identity in group { identities.append(identity) }
        return identities
      }
    }
    #expect(identities.count == 8)
    #expect(!identities.contains(nil))
    #expect(Set(identities).count == 1)
  }

  @Test func withoutALocationTheLookupIsNilWithDestinationUnavailable() throws {
    try withSQLiteRouter(locationPath: nil) {
      let reported = ReportedErrors()
      reported.install()
      #expect(Router.makeDestination(to: .storageProvidedNoteStore) == nil)
      #expect(
        reported.reports == [
          .init(action: .toService, routeCode: .invalidProtocol),
          .init(action: .performRoute, routeCode: .destinationUnavailable),
        ])
      let issues = ZIKRouteRegistry.validate().map(\.description)
      #expect(issues.count == 1)
      #expect(issues.first?.contains("StorageRequiredDatabaseLocation") == true)
    }
  }

  @Test func aFileThatCannotBeOpenedGivesNilAndKeepsItsStorageErrorUntilItOpens() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("notes.sqlite").path
      try Data(String(repeating: "Not a database. ", count: 400).utf8).write(to: URL(fileURLWithPath: path))
      try withSQLiteRouter(locationPath: path) {
        let reported = ReportedErrors()
        reported.install()
        #expect(Router.makeDestination(to: .storageProvidedNoteStore) == nil)
        #expect(
          reported.reports == [
            .init(action: .performRoute, storageCode: .corrupt),
            .init(action: .performRoute, routeCode: .destinationUnavailable),
          ])
        let error = try #require(SQLiteNoteStoreRouter.lastOpenError(forPath: path))
        #expect(error.code == .corrupt)
        #expect(error.description.contains("Move it aside"))
        #expect(reported.storageErrorsReported.first?.description == error.description)

        try FileManager.default.removeItem(atPath: path)
        #expect(Router.makeDestination(to: .storageProvidedNoteStore) != nil)
        #expect(SQLiteNoteStoreRouter.lastOpenError(forPath: path) == nil)
      }
    }
  }

  @Test func anEmptyPathIsRefusedWithAnOpenFailedError() throws {
    try withSQLiteRouter(locationPath: "") {
      let reported = ReportedErrors()
      reported.install()
      #expect(Router.makeDestination(to: .storageProvidedKeyValueStore) == nil)
      #expect(reported.reports.map(\.storageCode) == [.openFailed, nil])
      let error = SQLiteNoteStoreRouter.lastOpenError(forPath: "")
      #expect(error?.code == .openFailed)
      #expect(error?.description.contains("route StorageRequiredDatabaseLocation to a file path") == true)
    }
  }
}
