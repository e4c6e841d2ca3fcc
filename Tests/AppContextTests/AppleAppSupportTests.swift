import Foundation
import Login
import Shell
import Testing
import ZRouter

@testable import AppContext

/// What the iOS and macOS apps take from the app context: their folders and the sign-in flow, on the headless host.
@MainActor @Suite struct AppleAppSupportTests {
  @Test func signInIsPresentedWhileSignedOutAndTakenAwayAfterASignIn() throws {
    let folders = try TemporaryFolders()
    try ZIKRouteRegistry.withIsolatedRegistry {
      let app = try AppContext.start(folders.configuration(device: "a"))
      try app.sessionService().register(username: "ada", password: "correct horse")
      let list = HeadlessViewController()
      var signIns = 0
      let presenter = SignInPresenter(onSignIn: { signIns += 1 })

      #expect(presenter.presentIfSignedOut(path: .presentModally(from: list)))
      let login = try #require(list.presentedViewController as? LoginViewController)
      #expect(login.notifyString == SignInPresenter.message)
      #expect(presenter.presentIfSignedOut(path: .presentModally(from: list)))
      #expect(list.presentedViewController === login, "a second call shows no second view")

      login.submit(username: "ada", password: "wrong horse")
      #expect(signIns == 0)
      #expect(list.presentedViewController === login)

      login.submit(username: "ada", password: "correct horse")
      #expect(signIns == 1)
      #expect(list.presentedViewController == nil)
      #expect(!presenter.isPresenting)
      #expect(!presenter.presentIfSignedOut(path: .presentModally(from: list)), "signed in: nothing to show")
    }
  }

  @Test func theAppsConfigurationCreatesTheNotesAndSyncFolders() throws {
    let folders = try TemporaryFolders()
    let support = folders.root.appendingPathComponent("Library/Application Support", isDirectory: true)
    let documents = folders.root.appendingPathComponent("Documents", isDirectory: true)
    let configuration = try AppConfiguration.app(applicationSupport: support, documents: documents)
    #expect(configuration.dataDirectory.lastPathComponent == "ZRouter Notes")
    #expect(configuration.storage == .sqlite)
    guard case .folder(let sync) = configuration.sync else {
      Issue.record("the apps sync")
      return
    }
    #expect(sync.lastPathComponent == "ZRouter Notes Sync")
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: configuration.dataDirectory.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    #expect(FileManager.default.fileExists(atPath: sync.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    try ZIKRouteRegistry.withIsolatedRegistry {
      _ = try AppContext.start(configuration)
    }
  }

  @Test func aFileWhereTheSyncFolderGoesIsReportedAsTheSyncFolder() throws {
    let folders = try TemporaryFolders()
    let documents = folders.root.appendingPathComponent("Documents", isDirectory: true)
    try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
    try Data("not a folder".utf8).write(to: documents.appendingPathComponent("ZRouter Notes Sync"))
    let error = #expect(throws: AppContextError.self) {
      try AppConfiguration.app(applicationSupport: folders.root, documents: documents)
    }
    #expect(error?.code == .syncFolder)
    #expect(error?.description.contains("ZRouter Notes Sync") == true)
  }
}
