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
      #expect(Router.makeDestination(to: RoutableService<any StorageRequiredDatabaseLocation>()) != nil)
      #expect(Router.makeDestination(to: RoutableService<any LoginRequiredAccountStore>()) != nil)
      #expect(Router.makeDestination(to: RoutableService<any LoginRequiredSessionStore>()) != nil)
      #expect(Router.makeDestination(to: RoutableService<any EditorRequiredNoteStore>()) != nil)
      #expect(Router.makeDestination(to: RoutableService<any EditorRequiredSession>()) != nil)
      #expect(Router.makeDestination(to: RoutableService<any EditorRequiredSyncTrigger>()) is EditorSyncTriggerProxy)
      #expect(Router.makeDestination(to: RoutableView<any EditorRequiredLoginView>()) is EditorLoginViewProxy)
      #expect(Router.makeDestination(to: RoutableService<any SyncRequiredLocalStore>()) != nil)
      #expect(Router.makeDestination(to: RoutableService<any SyncRequiredRemote>()) is FolderRemote)
      #expect(Router.makeDestination(to: RoutableService<any SyncRequiredSession>()) != nil)
      #expect(Router.makeDestination(to: RoutableService<any SyncRequiredStateStore>()) != nil)
      #expect(Router.makeDestination(to: RoutableService<any SyncRequiredDevice>())?.deviceID.isEmpty == false)
      #expect(Router.makeDestination(to: RoutableView<any ShellRequiredLoginView>()) is LoginViewController)
      #expect(Router.to(RoutableViewModule<any ShellRequiredEditorModule>()) != nil)
      #expect(Router.makeDestination(to: RoutableService<any ShellRequiredNoteStore>()) is StorageNoteStoreProxy)
      #expect(Router.makeDestination(to: RoutableService<any ShellRequiredKeyValueStore>()) != nil)
      #expect(Router.makeDestination(to: RoutableService<any ShellRequiredSessions>()) is SessionService)
      #expect(Router.makeDestination(to: RoutableService<any ShellRequiredSync>()) is ShellSyncProxy)
      #expect(Router.makeDestination(to: RoutableService<any ShellRequiredSync>())?.isConfigured == true)
    }
  }

  @Test func storageKindSwapsTheNoteStoreImplementation() throws {
    let folders = try TemporaryFolders()
    try ZIKRouteRegistry.withTestRegistry(finishingRegistration: false) {
      let app = try AppContext.start(folders.configuration(device: "a", storage: .sqlite, syncing: false))
      #expect(Router.makeDestination(to: RoutableService<any StorageProvidedNoteStore>()) is SQLiteNoteStore)
      #expect(try app.noteStore().store is StorageNoteStoreProxy)
      #expect(FileManager.default.fileExists(atPath: app.configuration.databasePath))
    }
    try ZIKRouteRegistry.withTestRegistry(finishingRegistration: false) {
      let app = try AppContext.start(folders.configuration(device: "b", storage: .memory, syncing: false))
      #expect(Router.makeDestination(to: RoutableService<any StorageProvidedNoteStore>()) is InMemoryNoteStore)
      #expect(!FileManager.default.fileExists(atPath: app.configuration.databasePath))
    }
  }

  @Test func withoutSyncTheEditorTriggerIsANoOpAndSyncIsOff() throws {
    let folders = try TemporaryFolders()
    try ZIKRouteRegistry.withTestRegistry(finishingRegistration: false) {
      _ = try AppContext.start(folders.configuration(device: "a", storage: .memory, syncing: false))
      #expect(Router.makeDestination(to: RoutableService<any EditorRequiredSyncTrigger>()) is NoSyncTrigger)
      // Routed all the same, so asking whether sync is on provokes no router error; it says sync is off.
      let sync = try #require(Router.makeDestination(to: RoutableService<any ShellRequiredSync>()))
      #expect(sync is ShellSyncOff)
      #expect(!sync.isConfigured)
      #expect(sync.lastSyncAfterSavingError == nil)
      #expect(throws: AppContextError.self) { try sync.sync() }
      #expect(Router.to(RoutableService<any SyncProvidedEngine>()) == nil)
    }
  }

  @Test func editorLoginViewProxyTranslatesMessageAndDelegate() throws {
    let folders = try TemporaryFolders()
    try ZIKRouteRegistry.withTestRegistry(finishingRegistration: false) {
      _ = try AppContext.start(folders.configuration(device: "a", storage: .memory, syncing: false))
      let proxy = try #require(
        Router.makeDestination(to: RoutableView<any EditorRequiredLoginView>()) as? EditorLoginViewProxy)
      let login = try #require(proxy.loginView)
      proxy.message = "Sign in to edit notes"
      #expect(login.notifyString == "Sign in to edit notes")
      final class Recorder: EditorRequiredLoginViewDelegate {
        var finished = 0
        func didFinishLogin() { finished += 1 }
      }
      let recorder = Recorder()
      proxy.delegate = recorder
      let service = try #require(Router.makeDestination(to: RoutableService<any LoginProvidedSessionService>()))
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
  init() { self.init(declaredProtocol: Protocol.self) }
}

@MainActor @Suite struct AppContextStartUpValidationTests {
  @Test func startUpStopsWithTheValidationReportWhenARequiredProtocolHasNoProvider() throws {
    let folders = try TemporaryFolders()
    ZIKRouteRegistry.withTestRegistry(finishingRegistration: false) {
      ZIKRouteRegistry.declare(SwitchableService(RoutableService<any AppContextTestsUnprovidedService>()))
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
