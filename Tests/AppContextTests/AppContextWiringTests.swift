import Editor
import Foundation
import Login
import Storage
import Sync
import Testing
import ZRouter
import ZRouterTesting

@testable import AppContext
@testable import Shell

/// The app context's wiring: every required protocol of every module resolves, and swapping an implementation is a
/// configuration change.
@MainActor @Suite struct AppContextWiringTests {
  @Test(arguments: AppConfiguration.StorageKind.allCases)
  func everyRequiredProtocolResolvesWithoutIssues(storage: AppConfiguration.StorageKind) throws {
    let folders = try TemporaryFolders()
    try ZIKRouteRegistry.withTestRegistry(finishingRegistration: false) {
      _ = try AppContext.start(folders.configuration(device: "a", storage: storage, syncing: true))
      #expect(ZIKRouteRegistry.validate().isEmpty, "\(ZIKRouteRegistry.validate())")
      #expect(Router.makeDestination(to: .storageRequiredDatabaseLocation) != nil)
      #expect(Router.makeDestination(to: .loginRequiredAccountStore) != nil)
      #expect(Router.makeDestination(to: .loginRequiredSessionStore) != nil)
      #expect(Router.makeDestination(to: .editorRequiredNoteStore) != nil)
      #expect(Router.makeDestination(to: .editorRequiredSession) != nil)
      #expect(Router.makeDestination(to: .editorRequiredSyncTrigger) is EditorSyncTriggerProxy)
      #expect(Router.makeDestination(to: .editorRequiredLoginView) is EditorLoginViewProxy)
      #expect(Router.makeDestination(to: .syncRequiredLocalStore) != nil)
      #expect(Router.makeDestination(to: .syncRequiredRemote) is FolderRemote)
      #expect(Router.makeDestination(to: .syncRequiredSession) != nil)
      #expect(Router.makeDestination(to: .syncRequiredStateStore) != nil)
      #expect(Router.makeDestination(to: .syncRequiredDevice)?.deviceID.isEmpty == false)
      #expect(Router.makeDestination(to: .shellRequiredLoginView) is LoginViewController)
      #expect(Router.to(RoutableViewModule.shellRequiredEditorModule) != nil)
      #expect(Router.makeDestination(to: .shellRequiredNoteStore) is StorageNoteStoreProxy)
      #expect(Router.makeDestination(to: .shellRequiredKeyValueStore) != nil)
      #expect(Router.makeDestination(to: .shellRequiredSessions) is SessionService)
      #expect(Router.makeDestination(to: .shellRequiredSync) is ShellSyncProxy)
      #expect(Router.makeDestination(to: .shellRequiredSync)?.isConfigured == true)
    }
  }

  @Test func storageKindSwapsTheNoteStoreImplementation() throws {
    let folders = try TemporaryFolders()
    try ZIKRouteRegistry.withTestRegistry(finishingRegistration: false) {
      let app = try AppContext.start(folders.configuration(device: "a", storage: .sqlite, syncing: false))
      #expect(Router.makeDestination(to: .storageProvidedNoteStore) is SQLiteNoteStore)
      #expect(try app.noteStore().store is StorageNoteStoreProxy)
      #expect(FileManager.default.fileExists(atPath: app.configuration.databasePath))
    }
    try ZIKRouteRegistry.withTestRegistry(finishingRegistration: false) {
      let app = try AppContext.start(folders.configuration(device: "b", storage: .memory, syncing: false))
      #expect(Router.makeDestination(to: .storageProvidedNoteStore) is InMemoryNoteStore)
      #expect(!FileManager.default.fileExists(atPath: app.configuration.databasePath))
    }
  }

  @Test func withoutSyncTheEditorTriggerIsANoOpAndSyncIsOff() throws {
    let folders = try TemporaryFolders()
    try ZIKRouteRegistry.withTestRegistry(finishingRegistration: false) {
      _ = try AppContext.start(folders.configuration(device: "a", storage: .memory, syncing: false))
      #expect(Router.makeDestination(to: .editorRequiredSyncTrigger) is NoSyncTrigger)
      // Routed all the same, so asking whether sync is on provokes no router error; it says sync is off.
      let sync = try #require(Router.makeDestination(to: .shellRequiredSync))
      #expect(sync is ShellSyncOff)
      #expect(!sync.isConfigured)
      #expect(sync.lastSyncAfterSavingError == nil)
      #expect(throws: AppContextError.self) { try sync.sync() }
      #expect(Router.to(RoutableService.syncProvidedEngine) == nil)
    }
  }

  @Test func editorLoginViewProxyTranslatesMessageAndDelegate() throws {
    let folders = try TemporaryFolders()
    try ZIKRouteRegistry.withTestRegistry(finishingRegistration: false) {
      _ = try AppContext.start(folders.configuration(device: "a", storage: .memory, syncing: false))
      let proxy = try #require(
        Router.makeDestination(to: .editorRequiredLoginView) as? EditorLoginViewProxy)
      let login = try #require(proxy.loginView)
      proxy.message = "Sign in to edit notes"
      #expect(login.notifyString == "Sign in to edit notes")
      final class Recorder: EditorRequiredLoginViewDelegate {
        var finished = 0
        func didFinishLogin() { finished += 1 }
      }
      let recorder = Recorder()
      proxy.delegate = recorder
      let service = try #require(Router.makeDestination(to: .loginProvidedSessionService))
      try service.register(username: "carol", password: "secret-1")
      login.submit(username: "carol", password: "secret-1")
      #expect(recorder.finished == 1)
      #expect(service.currentUser == "carol")
    }
  }

  @Test func unusableDataDirectoryFailsWithAClearError() throws {
    let folders = try TemporaryFolders()
    let file = folders.root.appendingPathComponent("not-a-directory")
    try Data("x".utf8).write(to: file)
    ZIKRouteRegistry.withTestRegistry(finishingRegistration: false) {
      _ = #expect {
        _ = try AppContext.start(AppConfiguration(dataDirectory: file, storage: .memory))
      } throws: { error in
        String(describing: error).contains("--data")
      }
    }
  }
}

/// A protocol nothing in the app provides, to prove start-up stops with the validation report.
protocol AppContextTestsUnprovidedService: AnyObject {}

extension RoutableService where Protocol == any AppContextTestsUnprovidedService {
  static var appContextTestsUnprovidedService: Self { Self(declaredProtocol: Protocol.self) }
}

@MainActor @Suite struct AppContextStartUpValidationTests {
  @Test func startUpStopsWithTheValidationReportWhenARequiredProtocolHasNoProvider() throws {
    let folders = try TemporaryFolders()
    ZIKRouteRegistry.withTestRegistry(finishingRegistration: false) {
      ZIKRouteRegistry.declare(SwitchableService(RoutableService.appContextTestsUnprovidedService))
      do {
        _ = try AppContext.start(folders.configuration(device: "a", storage: .memory, syncing: false))
        Issue.record("start-up succeeded although a declared requirement has no provider")
      } catch let error as AppContextError {
        #expect(error.issues.contains { $0.message.contains("AppContextTestsUnprovidedService") }, "\(error)")
        #expect(error.description.contains("fix these registrations"))
      } catch {
        Issue.record("unexpected error \(error)")
      }
    }
  }
}
