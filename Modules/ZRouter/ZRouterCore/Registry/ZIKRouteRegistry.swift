import Foundation

/// Registration control: the app's manifest, finishing registration, validation, and isolated registries for tests.
///
/// An app lists its routers once and registers them at start-up:
/// ```swift
/// ZIKRouteRegistry.add(viewRouters: [EditorViewRouter.self], serviceRouters: [NoteStoreRouter.self])
/// ZIKRouteRegistry.registerAll()          // registers in order, then finishes
/// precondition(ZIKRouteRegistry.validate().isEmpty)
/// ```
/// Tests register by hand inside an isolated registry, so parallel tests never see each other's routers:
/// ```swift
/// ZIKRouteRegistry.withIsolatedRegistry {
///   ZIKRouteRegistry.autoRegister = false
///   MockStoreRouter.registerRoutableDestination()
///   ZIKRouteRegistry.notifyRegistrationFinished()
///   ...
/// }
/// ```
/// Reads (lookups, ``validationIssues``, ``registrationFinished``) are legal from any thread.
public enum ZIKRouteRegistry {
  /// The registry bound to the current task by ``withIsolatedRegistry(_:)-(()->R)``, if any.
  @TaskLocal static var isolated: RouteRegistry?
  /// The process-wide registry used by apps.
  static let shared = RouteRegistry(isShared: true)
  /// The registry every call of this task uses. The task-local value is read only once some isolated registry was
  /// bound in the process (see ``IsolatedRegistryBindings``).
  @inline(__always) static var current: RouteRegistry {
    IsolatedRegistryBindings.mayBeBound ? (isolated ?? shared) : shared
  }

  /// Whether the first lookup before finish registers the manifest (``registerAll()``). Default `true`.
  ///
  /// Writable only before registration finished; a later write is ignored and recorded as an issue.
  public static var autoRegister: Bool {
    get { current.locked { current.autoRegister } }
    set {
      let registry = current
      guard registry.acceptsRegistration("autoRegister = \(newValue)", at: .unknown) else { return }
      registry.locked { registry.autoRegister = newValue }
    }
  }

  /// Whether ``notifyRegistrationFinished()`` ran: the tables are frozen from then on.
  public static var registrationFinished: Bool {
    let registry = current
    return registry.locked { registry.finished }
  }

  /// When `true`, each recorded issue also fails an assertion (debug builds). Default `false`: record and print.
  public static var assertOnValidationFailure: Bool {
    get {
      let registry = current
      return registry.locked { registry.assertOnValidationFailure }
    }
    set {
      let registry = current
      registry.locked { registry.assertOnValidationFailure = newValue }
    }
  }

  /// Registers the manifest in order (services, views, then routes), then finishes registration.
  ///
  /// Does nothing once registration finished.
  @MainActor public static func registerAll() {
    let registry = current
    let manifest: Manifest? = registry.locked {
      if registry.finished { return nil }
      let manifest = registry.manifest
      registry.manifest = Manifest()
      return manifest
    }
    guard let manifest else { return }
    for register in manifest.serviceRouters + manifest.viewRouters + manifest.routes { register() }
    notifyRegistrationFinished()
  }

  /// Finishes registration: freezes the tables, runs the checks of ``validate()``, then calls
  /// `_didFinishRegistration()` on every registered router class. A second call does nothing.
  @MainActor public static func notifyRegistrationFinished() {
    let registry = current
    let alreadyFinished = registry.locked { () -> Bool in
      if registry.finished { return true }
      registry.finished = true
      registry.republishServiceRoutes()
      return false
    }
    guard !alreadyFinished else { return }
    for issue in finishChecks(of: registry) + familyFinishChecks(of: registry) { registry.record(issue) }
    let (serviceTypes, viewTypes) = registry.locked { (registry.services.routerTypes, registry.views.routerTypes) }
    for routerType in serviceTypes { routerType.didFinishRegistration() }
    for routerType in viewTypes { routerType.didFinishRegistration() }
  }

  /// Every issue recorded so far: rejected registrations and the checks run at finish.
  public static var validationIssues: [ZIKRegistrationIssue] {
    let registry = current
    return registry.locked { registry.issues }
  }

  /// The issues of this registry: before finish, the recorded ones plus what the finish checks would find now;
  /// after finish, every recorded issue. Call it from a unit test to keep the app's wiring honest.
  public static func validate() -> [ZIKRegistrationIssue] {
    let registry = current
    let (finished, recorded) = registry.locked { (registry.finished, registry.issues) }
    if finished { return recorded }
    let familyChecks =
      MainQueueProbe.isOnMainQueue ? MainActor.assumeIsolated { familyFinishChecks(of: registry) } : []
    return recorded + finishChecks(of: registry) + familyChecks
  }

  /// Declares keys the app requires; registration finish reports each one that resolves to no router.
  /// After finish the tables are frozen, so the keys are checked at once and each miss is recorded.
  ///
  /// ```swift
  /// ZIKRouteRegistry.declare(SwitchableService(RoutableService.editorRequiredNoteStore),
  ///                          SwitchableView(RoutableView.editorRequiredLoginView))
  /// ```
  public static func declare(
    _ keys: any SwitchableKeyProtocol..., fileID: StaticString = #fileID, line: Int = #line
  ) {
    let registry = current
    let site = CallSite(fileID: fileID, line: line)
    let declared = keys.compactMap { key -> DeclaredKey? in
      guard let key = key as? any SwitchableKeyInternals else { return nil }
      return DeclaredKey(kind: key.declaredKind, key: key.routableKey, name: key.keyDescription, site: site)
    }
    let lateIssues: [ZIKRegistrationIssue] = registry.locked {
      registry.declaredKeys += declared
      return registry.finished ? declaredKeyIssues(declared, in: registry) : []
    }
    for issue in lateIssues { registry.record(issue) }
  }

  /// The declared keys that resolve to no router. Call it under the registry's lock.
  static func declaredKeyIssues(_ declaredKeys: [DeclaredKey], in registry: RouteRegistry) -> [ZIKRegistrationIssue] {
    declaredKeys.compactMap { declared in
      let found: Bool
      switch declared.kind.family {
      case .service: found = registry.services.resolve(declared.key, role: declared.kind.role) != nil
      case .view: found = registry.views.resolve(declared.key, role: declared.kind.role) != nil
      }
      if found { return nil }
      return declared.site.issue(
        "\(declared.name) is declared as required but no router provides it. Register a router for it in the app context, or an adapter to a provided protocol."
      )
    }
  }

  /// Runs `body` with a fresh, empty registry bound to the current task (and every task it starts).
  ///
  /// Registrations, finish state, global handlers and interceptors made inside never leak out. Let every task started
  /// inside finish before `body` returns: a task that outlives the scope is no longer guaranteed the isolated registry.
  public static func withIsolatedRegistry<R>(_ body: () throws -> R) rethrows -> R {
    try IsolatedRegistryBindings.counting {
      try $isolated.withValue(RouteRegistry()) {
        try ZIKRouterLog.$isInsideIsolatedRegistry.withValue(true, operation: body)
      }
    }
  }

  /// The `async` twin of ``withIsolatedRegistry(_:)-(()->R)``.
  public static func withIsolatedRegistry<R>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
  ) async rethrows -> R {
    try await IsolatedRegistryBindings.counting {
      try await $isolated.withValue(RouteRegistry()) {
        try await ZIKRouterLog.$isInsideIsolatedRegistry.withValue(true) { try await body() }
      }
    }
  }

  /// Clears every registration, handler, interceptor and issue of the current registry (tests only).
  @_spi(Testing) public static func reset() {
    let registry = current
    registry.locked {
      registry.services = FamilyTables()
      registry.views = FamilyTables()
      registry.extensions = RegistryExtensions()
      registry.finished = false
      registry.autoRegister = true
      registry.assertOnValidationFailure = false
      registry.issues = []
      registry.declaredKeys = []
      registry.manifest = Manifest()
      registry.republishServiceRoutes()
    }
  }

  /// The checks run at finish that need no user code: routers without classes, adapter chains, declared keys.
  static func finishChecks(of registry: RouteRegistry) -> [ZIKRegistrationIssue] {
    registry.locked {
      registry.services.classlessRouterIssues() + registry.views.classlessRouterIssues()
        + registry.services.adapterIssues() + registry.views.adapterIssues()
        + declaredKeyIssues(registry.declaredKeys, in: registry)
    }
  }

  /// The checks each family adds (see ``RegisteredRouterType/familyFinishIssues(in:tables:)``), run outside the lock.
  @MainActor static func familyFinishChecks(of registry: RouteRegistry) -> [ZIKRegistrationIssue] {
    let (services, views) = registry.locked { (registry.services, registry.views) }
    return services.familyFinishIssues(in: registry) + views.familyFinishIssues(in: registry)
  }
}
