import Editor
import Foundation
import Login
import Shell
import Sync
import Tags
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
/// provider conform (`Extensions/`), and proxies where signatures differ (`Proxies/`). The shell (module `Shell`)
/// declares what it requires like any module; Storage is bridged to it in `StorageBridge/` alone, so another store
/// replaces it with ``AppStores/replacement(notes:values:)``.
@MainActor
public final class AppContext {
  /// The configuration the app started with.
  public let configuration: AppConfiguration
  /// This run's environment (data directory, device identity).
  public let environment: AppEnvironment
  private init(configuration: AppConfiguration, environment: AppEnvironment) {
    self.configuration = configuration
    self.environment = environment
  }

  /// Registers every route of the configuration in the current registry, finishes registration and validates.
  ///
  /// Call it once per registry: in an app, once at start-up; in a test, inside
  /// `ZIKRouteRegistry.withIsolatedRegistry`.
  /// - Parameters:
  ///   - configuration: the data directory, Storage's kind and the sync target.
  ///   - stores: what holds the notes and key-value data: Storage (the default) or a replacement.
  /// - Throws: ``AppContextError`` `.dataDirectory` or `.syncFolder` when one of them cannot be used,
  ///   `.invalidWiring` when a required protocol has no provider (the error lists the validation report).
  public static func start(_ configuration: AppConfiguration, stores: AppStores = .storage) throws -> AppContext {
    let environment = try AppEnvironment(configuration: configuration)
    let remote: FolderRemote?
    switch configuration.sync {
    case .none:
      remote = nil
    case .folder(let folder):
      do {
        remote = try FolderRemote(directory: folder)
      } catch {
        throw AppContextError.syncFolder(path: folder.path, reason: "\(error)")
      }
    }
    let syncTrigger =
      remote == nil
      ? nil : EditorSyncTriggerProxy { Router.makeDestination(to: RoutableService.syncProvidedEngine) }

    let storeRouters = stores.usesStorage ? StorageWiring.serviceRouters(configuration.storage) : []
    ZIKRouteRegistry.add(
      viewRouters: [
        LoginViewRouter.self, EditorViewRouter.self, EditorLoginViewProxyRouter.self, ShellViewAdapter.self,
      ],
      serviceRouters: storeRouters + [
        SessionServiceRouter.self, SessionAdapter.self, TagStoreRouter.self, TagsAdapter.self,
      ]
        + (remote != nil ? [SyncEngineRouter.self] : []),
      routes: [
        {
          switch stores.source {
          case .storage: StorageWiring.registerRoutes(environment)
          case .replacement(let register): register()
          }
        },
        { registerEnvironment(environment) },
        { registerProxies(syncTrigger: syncTrigger) },
        { if let remote { registerSyncRemote(remote) } },
        // The shell's deep links name notes: the editor's screens print as, and open from, notes://notes/<id>.
        { EditorViewRouter.registerURLPattern(NotesShell.noteURLPattern) },
      ])
    declareRequirements(syncing: remote != nil)
    if stores.usesStorage { StorageWiring.declareRequirements() }
    ZIKRouteRegistry.registerAll()

    let issues = ZIKRouteRegistry.validate()
    guard issues.isEmpty else { throw AppContextError.invalidWiring(issues) }
    if stores.usesStorage { StorageWiring.adoptUnownedNotes() }
    return AppContext(configuration: configuration, environment: environment)
  }

  // MARK: Wiring

  /// Sync's question about this run is answered by the environment itself.
  private static func registerEnvironment(_ environment: AppEnvironment) {
    ZIKAnyServiceRouter.register(RoutableService.syncRequiredDevice, forMakingService: AppEnvironment.self) {
      _ in
      environment
    }
  }

  /// Required protocols whose signatures differ from the provider's: each served by a proxy over the app's note or
  /// key-value store. Each feature's key-value requirement gets its own prefix here. Sync's are registered only when
  /// the app syncs; the shell's sync and Editor's sync trigger are routed either way (to do-nothing stand-ins
  /// without a sync folder).
  private static func registerProxies(syncTrigger: EditorSyncTriggerProxy?) {
    ZIKAnyServiceRouter.register(
      RoutableService.editorRequiredNoteStore, forMakingService: EditorNoteStoreProxy.self
    ) {
      _ in OwnedNoteStore.routed().map(EditorNoteStoreProxy.init)
    }
    let loginStores: @Sendable (PerformRouteConfig) -> LoginKeyValueStores? = { _ in
      Router.makeDestination(to: RoutableService.shellRequiredKeyValueStore).map(LoginKeyValueStores.init)
    }
    ZIKAnyServiceRouter.register(
      RoutableService.loginRequiredAccountStore, forMakingService: LoginKeyValueStores.self, making: loginStores)
    ZIKAnyServiceRouter.register(
      RoutableService.loginRequiredSessionStore, forMakingService: LoginKeyValueStores.self, making: loginStores)
    ZIKAnyServiceRouter.register(
      RoutableService.tagsRequiredValueStore, forMakingService: PrefixedKeyValueStore.self
    ) {
      _ in prefixedValues(KeyValuePrefixes.tags)
    }
    if let syncTrigger {
      ZIKAnyServiceRouter.register(
        RoutableService.syncRequiredLocalStore, forMakingService: SyncLocalStoreProxy.self
      ) {
        _ in Router.makeDestination(to: RoutableService.shellRequiredNoteStore).map(SyncLocalStoreProxy.init)
      }
      ZIKAnyServiceRouter.register(
        RoutableService.syncRequiredStateStore, forMakingService: PrefixedKeyValueStore.self
      ) {
        _ in prefixedValues(KeyValuePrefixes.sync)
      }
      ZIKAnyServiceRouter.register(
        RoutableService.editorRequiredSyncTrigger, forMakingService: EditorSyncTriggerProxy.self
      ) { _ in syncTrigger }
      ZIKAnyServiceRouter.register(RoutableService.shellRequiredSync, forMakingService: ShellSyncProxy.self) {
        _ in
        ShellSyncProxy(engine: { Router.makeDestination(to: RoutableService.syncProvidedEngine) }, trigger: syncTrigger)
      }
    } else {
      // Routed without a sync folder too: the shell asks it whether sync is on, and a missing route would be reported
      // by the router as an error on every save.
      ZIKAnyServiceRouter.register(RoutableService.shellRequiredSync, forMakingService: ShellSyncOff.self) { _ in
        ShellSyncOff()
      }
      ZIKAnyServiceRouter.register(
        RoutableService.editorRequiredSyncTrigger, forMakingService: NoSyncTrigger.self
      ) { _ in
        NoSyncTrigger()
      }
    }
  }

  /// The app's key-value store seen through one feature's prefix, or `nil` when the store cannot be made.
  private nonisolated static func prefixedValues(_ prefix: String) -> PrefixedKeyValueStore? {
    Router.makeDestination(to: RoutableService.shellRequiredKeyValueStore).map {
      PrefixedKeyValueStore(values: $0, prefix: prefix)
    }
  }

  /// Sync's remote is the folder chosen in the configuration.
  private static func registerSyncRemote(_ remote: FolderRemote) {
    ZIKAnyServiceRouter.register(RoutableService.syncRequiredRemote, forMakingService: FolderRemote.self) { _ in
      remote
    }
  }

  /// Every protocol the shell and the modules in use require: finishing registration reports any that resolves to
  /// nothing. (Storage's own requirement is declared with Storage, see ``StorageWiring``.)
  private static func declareRequirements(syncing: Bool) {
    ZIKRouteRegistry.declare(
      SwitchableService(RoutableService.shellRequiredNoteStore),
      SwitchableService(RoutableService.shellRequiredKeyValueStore),
      SwitchableService(RoutableService.shellRequiredSessions),
      SwitchableService(RoutableService.shellRequiredTags),
      SwitchableView(RoutableView.shellRequiredLoginView),
      SwitchableViewModule(RoutableViewModule.shellRequiredEditorModule),
      SwitchableService(RoutableService.loginRequiredAccountStore),
      SwitchableService(RoutableService.loginRequiredSessionStore),
      SwitchableService(RoutableService.editorRequiredNoteStore),
      SwitchableService(RoutableService.editorRequiredSession),
      SwitchableService(RoutableService.editorRequiredSyncTrigger),
      SwitchableView(RoutableView.editorRequiredLoginView),
      SwitchableService(RoutableService.tagsRequiredValueStore),
      SwitchableService(RoutableService.shellRequiredSync))
    if syncing {
      ZIKRouteRegistry.declare(
        SwitchableService(RoutableService.syncRequiredLocalStore),
        SwitchableService(RoutableService.syncRequiredRemote),
        SwitchableService(RoutableService.syncRequiredSession),
        SwitchableService(RoutableService.syncRequiredStateStore),
        SwitchableService(RoutableService.syncRequiredDevice))
    }
  }

  // MARK: Services for front ends and tests (the shell reaches its own through its routes)

  /// Accounts and the signed-in user (Login's session service).
  public func sessionService() throws -> any ShellRequiredSessions {
    guard let service = Router.makeDestination(to: RoutableService.shellRequiredSessions) else {
      throw AppContextError.unavailable("The session service")
    }
    return service
  }

  /// The notes as the signed-in user sees them: only their notes, and every write owned by them. Signed out, it
  /// lists nothing and refuses writes.
  public func noteStore() throws -> OwnedNoteStore {
    guard let store = OwnedNoteStore.routed() else {
      throw AppContextError.unavailable("The note store of \(configuration.dataDirectory.path)")
    }
    return store
  }

  /// The tags of notes (Tags' tag store).
  public func tagStore() throws -> any ShellRequiredTags {
    guard let tags = Router.makeDestination(to: RoutableService.shellRequiredTags) else {
      throw AppContextError.unavailable("The tag store")
    }
    return tags
  }
}
