import Editor
import Foundation
import Login
import Storage
import Sync
import ZRouter

/// The composition root: the only place that knows every module. It picks implementations from an
/// ``AppConfiguration``, bridges every required protocol to a provided one, finishes registration, and refuses to
/// start when the validation report is not empty.
///
/// ```swift
/// let app = try AppContext.start(AppConfiguration(dataDirectory: dir))
/// let notes = try app.noteStore().allNotes()
/// ```
/// Techniques used (each at least once, for views and for services): adapters (`Adapters/`), extensions that make a
/// provider conform (`Extensions/`), and proxies where signatures differ (`Proxies/`).
@MainActor
public final class AppContext {
  /// The configuration the app started with.
  public let configuration: AppConfiguration
  /// This run's environment (data directory, device identity).
  public let environment: AppEnvironment
  /// The "sync after saving" trigger handed to Editor, when sync is on.
  let syncTrigger: EditorSyncTriggerProxy?

  private init(configuration: AppConfiguration, environment: AppEnvironment, syncTrigger: EditorSyncTriggerProxy?) {
    self.configuration = configuration
    self.environment = environment
    self.syncTrigger = syncTrigger
  }

  /// Registers every route of the configuration in the current registry, finishes registration and validates.
  ///
  /// Call it once per registry: in an app, once at start-up; in a test, inside
  /// `ZIKRouteRegistry.withIsolatedRegistry`.
  /// - Throws: ``AppContextError`` when the data directory or the sync folder cannot be used, or when a required
  ///   protocol has no provider (the error lists the validation report).
  public static func start(_ configuration: AppConfiguration) throws -> AppContext {
    let environment = try AppEnvironment(configuration: configuration)
    let remote: FolderRemote?
    switch configuration.sync {
    case .none:
      remote = nil
    case .folder(let folder):
      do {
        remote = try FolderRemote(directory: folder)
      } catch {
        throw AppContextError(kind: .syncFolder(path: folder.path, reason: "\(error)"))
      }
    }
    let syncTrigger = remote == nil ? nil : EditorSyncTriggerProxy { Router.makeDestination(to: RoutableService<any SyncProvidedEngine>()) }

    ZIKRouteRegistry.add(
      viewRouters: [LoginViewRouter.self, EditorViewRouter.self, EditorLoginViewProxyRouter.self, ShellViewAdapter.self],
      serviceRouters: serviceRouters(for: configuration, syncing: remote != nil),
      routes: [
        { registerEnvironment(environment) },
        { registerProxies(syncTrigger: syncTrigger) },
        { if let remote { registerSyncRemote(remote) } },
      ])
    declareRequirements(syncing: remote != nil)
    ZIKRouteRegistry.registerAll()

    let issues = ZIKRouteRegistry.validate()
    guard issues.isEmpty else { throw AppContextError(kind: .invalidWiring(issues)) }
    if let store = Router.makeDestination(to: RoutableService<any StorageProvidedNoteStore>()),
      let values = Router.makeDestination(to: RoutableService<any StorageProvidedKeyValueStore>())
    {
      // Best effort: a store that cannot be read now reports its error on first use instead.
      _ = try? UnownedNoteAdoption.adopt(in: store, accounts: values)
    }
    return AppContext(configuration: configuration, environment: environment, syncTrigger: syncTrigger)
  }

  // MARK: Wiring

  /// The service routers of the modules: the note store is the swappable part.
  private static func serviceRouters(for configuration: AppConfiguration, syncing: Bool) -> [ZIKAnyServiceRouter.Type] {
    let store: ZIKAnyServiceRouter.Type =
      switch configuration.storage {
      case .sqlite: SQLiteNoteStoreRouter.self
      case .memory: InMemoryNoteStoreRouter.self
      }
    return [store, SessionServiceRouter.self, SessionAdapter.self] + (syncing ? [SyncEngineRouter.self] : [])
  }

  /// Storage's and Sync's questions about this run are answered by the environment itself.
  private static func registerEnvironment(_ environment: AppEnvironment) {
    ZIKAnyServiceRouter.register(
      RoutableService<any StorageRequiredDatabaseLocation>(), forMakingService: AppEnvironment.self) { _ in environment }
    ZIKAnyServiceRouter.register(RoutableService<any SyncRequiredDevice>(), forMakingService: AppEnvironment.self) { _ in
      environment
    }
  }

  /// Required protocols whose signatures differ from the provider's: each served by a proxy over the provided store.
  /// Sync's are registered only when the app syncs.
  private static func registerProxies(syncTrigger: EditorSyncTriggerProxy?) {
    ZIKAnyServiceRouter.register(RoutableService<any EditorRequiredNoteStore>(), forMakingService: EditorNoteStoreProxy.self) {
      _ in ownedNoteStore().map(EditorNoteStoreProxy.init)
    }
    let keyValueStores: @Sendable (PerformRouteConfig) -> KeyValueBackedStores? = { _ in
      Router.makeDestination(to: RoutableService<any StorageProvidedKeyValueStore>()).map(KeyValueBackedStores.init)
    }
    ZIKAnyServiceRouter.register(
      RoutableService<any LoginRequiredAccountStore>(), forMakingService: KeyValueBackedStores.self, making: keyValueStores)
    ZIKAnyServiceRouter.register(
      RoutableService<any LoginRequiredSessionStore>(), forMakingService: KeyValueBackedStores.self, making: keyValueStores)
    if let syncTrigger {
      ZIKAnyServiceRouter.register(RoutableService<any SyncRequiredLocalStore>(), forMakingService: SyncLocalStoreProxy.self) {
        _ in Router.makeDestination(to: RoutableService<any StorageProvidedNoteStore>()).map(SyncLocalStoreProxy.init)
      }
      ZIKAnyServiceRouter.register(
        RoutableService<any SyncRequiredStateStore>(), forMakingService: KeyValueBackedStores.self, making: keyValueStores)
      ZIKAnyServiceRouter.register(
        RoutableService<any EditorRequiredSyncTrigger>(), forMakingService: EditorSyncTriggerProxy.self) { _ in syncTrigger }
    } else {
      ZIKAnyServiceRouter.register(RoutableService<any EditorRequiredSyncTrigger>(), forMakingService: NoSyncTrigger.self) { _ in
        NoSyncTrigger()
      }
    }
  }

  /// Storage's note store as the signed-in user sees it (see ``OwnedNoteStore``), or `nil` when the store or the
  /// session service cannot be made.
  nonisolated static func ownedNoteStore() -> OwnedNoteStore? {
    guard let store = Router.makeDestination(to: RoutableService<any StorageProvidedNoteStore>()),
      let session = Router.makeDestination(to: RoutableService<any LoginProvidedSessionService>())
    else { return nil }
    return OwnedNoteStore(store: store, session: session)
  }

  /// Sync's remote is the folder chosen in the configuration.
  private static func registerSyncRemote(_ remote: FolderRemote) {
    ZIKAnyServiceRouter.register(RoutableService<any SyncRequiredRemote>(), forMakingService: FolderRemote.self) { _ in remote }
  }

  /// Every protocol the modules in use require: finishing registration reports any that resolves to nothing.
  private static func declareRequirements(syncing: Bool) {
    ZIKRouteRegistry.declare(
      SwitchableService(RoutableService<any StorageRequiredDatabaseLocation>()),
      SwitchableService(RoutableService<any LoginRequiredAccountStore>()),
      SwitchableService(RoutableService<any LoginRequiredSessionStore>()),
      SwitchableService(RoutableService<any EditorRequiredNoteStore>()),
      SwitchableService(RoutableService<any EditorRequiredSession>()),
      SwitchableService(RoutableService<any EditorRequiredSyncTrigger>()),
      SwitchableView(RoutableView<any EditorRequiredLoginView>()),
      SwitchableView(RoutableView<any ShellRequiredLoginView>()),
      SwitchableViewModule(RoutableViewModule<any ShellRequiredEditorModule>()))
    if syncing {
      ZIKRouteRegistry.declare(
        SwitchableService(RoutableService<any SyncRequiredLocalStore>()),
        SwitchableService(RoutableService<any SyncRequiredRemote>()),
        SwitchableService(RoutableService<any SyncRequiredSession>()),
        SwitchableService(RoutableService<any SyncRequiredStateStore>()),
        SwitchableService(RoutableService<any SyncRequiredDevice>()))
    }
  }

  // MARK: Services for the shell

  /// The session service (Login).
  public func sessionService() throws -> any LoginProvidedSessionService {
    guard let service = Router.makeDestination(to: RoutableService<any LoginProvidedSessionService>()) else {
      throw AppContextError(kind: .unavailable("The session service"))
    }
    return service
  }

  /// The note store (Storage) as the signed-in user sees it: only their notes, and every write owned by them.
  /// Signed out, it lists nothing and refuses writes.
  public func noteStore() throws -> any StorageProvidedNoteStore {
    guard let store = Self.ownedNoteStore() else {
      throw AppContextError(kind: .unavailable("The note store at \(environment.databasePath)"))
    }
    return store
  }

  /// The sync engine (Sync), or `nil` when the configuration has no sync target.
  public func syncEngine() throws -> (any SyncProvidedEngine)? {
    guard case .folder = configuration.sync else { return nil }
    guard let engine = Router.makeDestination(to: RoutableService<any SyncProvidedEngine>()) else {
      throw AppContextError(kind: .unavailable("The sync engine"))
    }
    return engine
  }

  /// The outcome of the last sync the editor triggered after saving.
  public var lastEditorSync: Result<SyncReport, any Error>? { syncTrigger?.lastOutcome }
}
