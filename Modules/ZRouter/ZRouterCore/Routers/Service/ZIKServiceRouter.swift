/// A service router: subclass it to make and prepare one kind of service, and register the keys it provides.
///
/// ```swift
/// final class NoteStoreRouter: ZIKServiceRouter<SQLiteNoteStore, PerformRouteConfig> {
///   override class func registerRoutableDestination() {
///     registerService(SQLiteNoteStore.self)
///     register(.noteStoreInput)
///   }
///   override func destination(with configuration: PerformRouteConfig) -> SQLiteNoteStore? {
///     try? SQLiteNoteStore(path: defaultPath)
///   }
/// }
/// ```
/// `Destination` and `RouteConfig` only type the hooks you override; the keys you register decide what callers see.
open class ZIKServiceRouter<Destination: AnyObject, RouteConfig: ZIKPerformRouteConfiguration>: ZIKAnyServiceRouter {
  /// The configuration of new routers. Override it to use a configuration subclass (a module config protocol).
  open class func defaultRouteConfiguration() -> RouteConfig { RouteConfig() }

  /// Makes the destination. Required: the default returns `nil` (a `destinationUnavailable` error).
  open func destination(with configuration: RouteConfig) -> Destination? { nil }
  /// Injects dependencies into the destination; runs after the caller's `prepareDestination`.
  open func prepareDestination(_ destination: Destination, configuration: RouteConfig) {}
  /// Checks the destination after preparation.
  open func didFinishPrepareDestination(_ destination: Destination, configuration: RouteConfig) {}
  /// Performs the route on a prepared destination. The default ends the perform with success;
  /// override it for a custom service route and end with `endPerformRouteWithSuccess()` / `endPerformRouteWithError(_:)`.
  open func performRouteOnDestination(_ destination: Destination, configuration: RouteConfig) {
    endPerformRouteWithSuccess()
  }
  /// Removes the destination. The default ends with success; enable removal by overriding `canRemove()`.
  open func removeDestination(_ destination: Destination, removeConfiguration: ZIKRemoveRouteConfiguration) {
    endRemoveRouteWithSuccess()
  }

  /// The typed configuration (the same live object as `original_configuration`).
  public var configuration: RouteConfig { original_configuration as! RouteConfig }
  /// The removal configuration.
  public var removeConfiguration: ZIKRemoveRouteConfiguration { original_removeConfiguration }
  /// The destination of the last successful perform, held weakly.
  public var destination: Destination? { (_routingDestination ?? _capturedDestination ?? _destination) as? Destination }

  override class func _erasedDefaultRouteConfiguration() -> ZIKPerformRouteConfiguration { defaultRouteConfiguration() }

  override func _erasedDestination(with configuration: ZIKPerformRouteConfiguration) -> AnyObject? {
    guard let configuration = configuration as? RouteConfig else { return nil }
    return destination(with: configuration)
  }
  override func _erasedPrepareDestination(_ destination: AnyObject, configuration: ZIKPerformRouteConfiguration) {
    TypedHook.call(destination, configuration) { (destination: Destination, configuration: RouteConfig) in
      prepareDestination(destination, configuration: configuration)
      didFinishPrepareDestination(destination, configuration: configuration)
    }
  }
  override func _erasedPerformRouteOnDestination(_ destination: AnyObject, configuration: ZIKPerformRouteConfiguration)
  {
    let performed = TypedHook.call(destination, configuration) {
      (destination: Destination, configuration: RouteConfig) in
      performRouteOnDestination(destination, configuration: configuration)
    }
    if !performed { endPerformRouteWithSuccess() }
  }
  override func _erasedRemoveDestination(_ destination: AnyObject, removeConfiguration: ZIKRemoveRouteConfiguration) {
    guard let typed = destination as? Destination else {
      endRemoveRouteWithSuccess()
      return
    }
    removeDestination(typed, removeConfiguration: removeConfiguration)
  }
}
