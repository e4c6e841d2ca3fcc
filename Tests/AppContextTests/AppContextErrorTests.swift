import Foundation
import Testing
import ZRouter

@testable import AppContext

/// The app context's errors: each names its option, has its own code, and a sync folder that cannot be used is told
/// from a data directory that cannot.
@MainActor @Suite struct AppContextErrorTests {
  @Test func appContextErrorsNameTheirOptionWithoutDoubledPeriods() {
    let data = AppContextError.dataDirectory(path: "/d", reason: "A file with the same name already exists.")
    #expect(
      data.description
        == "Cannot use the data directory /d: A file with the same name already exists. Pass another one with --data DIR."
    )
    let sync = AppContextError.syncFolder(path: "/s", reason: "Permission denied.")
    #expect(
      sync.description == "Cannot use the sync folder /s: Permission denied. Pass another one with --sync-folder DIR.")
  }

  @Test func aSyncFolderThatIsAFileIsASyncFolderErrorAndTheDataDirectoryIsFine() throws {
    let folders = try TemporaryFolders()
    try Data().write(to: folders.syncFolder)
    do {
      try ZIKRouteRegistry.withIsolatedRegistry { _ = try AppContext.start(folders.configuration(device: "a")) }
      Issue.record("a file as the sync folder was accepted")
    } catch let error as AppContextError {
      #expect(error.code == .syncFolder)
      #expect(error.description.contains("--sync-folder"), "\(error)")
      #expect(!error.description.contains("data directory"), "\(error)")
    }
    try ZIKRouteRegistry.withIsolatedRegistry {
      _ = try AppContext.start(folders.configuration(device: "a", syncing: false))
    }
  }

  @Test func everyAppContextErrorHasItsOwnCode() {
    let errors: [AppContextError] = [
      AppContextError.dataDirectory(path: "/d", reason: "x"), AppContextError.syncFolder(path: "/s", reason: "x"),
      AppContextError.invalidWiring([]), AppContextError.unavailable("x"),
      AppContextError.keyTooLong(key: "k", limit: 1), AppContextError.syncOff,
    ]
    let codes: [AppContextError.Code] = [
      .dataDirectory, .syncFolder, .invalidWiring, .unavailable, .keyTooLong, .syncOff,
    ]
    #expect(errors.map(\.code) == codes, "each case reports its own code")
    #expect(Set(errors.map(\.code)).count == errors.count, "no two cases share a code")
    #expect(
      errors.map(\.code.rawValue) == [
        "dataDirectory", "syncFolder", "invalidWiring", "unavailable", "keyTooLong", "syncOff",
      ], "each code is named after its static member")
  }
}
