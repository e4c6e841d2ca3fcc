/// A view router: subclass it to make, prepare and display one kind of view controller (or view).
///
/// ```swift
/// final class EditorViewRouter: ZIKViewRouter<EditorViewController, ViewRouteConfig> {
///   override class func registerRoutableDestination() {
///     registerView(EditorViewController.self)
///     register(.editorViewInput)
///   }
///   override func destination(with configuration: ViewRouteConfig) -> EditorViewController? {
///     EditorViewController()
///   }
///   override func prepareDestination(_ destination: EditorViewController, configuration: ViewRouteConfig) {
///     destination.store = Router.makeDestination(to: .editorRequiredNoteStore)
///   }
/// }
/// ```
/// Everything runs on the main actor. `Destination` and `RouteConfig` only type the hooks you override.
@MainActor
open class ZIKViewRouter<Destination: AnyObject, RouteConfig: ZIKViewRouteConfiguration>: ZIKAnyViewRouter {
  /// The configuration of new routers. Override it to use a configuration subclass (a module config protocol).
  open class func defaultRouteConfiguration() -> RouteConfig { RouteConfig() }

  /// Makes the destination. Required: the default returns `nil` (a `destinationUnavailable` error).
  open func destination(with configuration: RouteConfig) -> Destination? { nil }
  /// Injects dependencies into the destination; runs after the caller's `prepareDestination`.
  open func prepareDestination(_ destination: Destination, configuration: RouteConfig) {}
  /// Checks the destination after preparation.
  open func didFinishPrepareDestination(_ destination: Destination, configuration: RouteConfig) {}
  /// Whether a destination made elsewhere (by a storyboard: a segue, an embed segue, an initial controller) already
  /// has its dependencies. Default `true`; return `false` to have the segue's source prepare it first through its
  /// `prepareDestinationFromExternal(_:configuration:)` (UIKit and AppKit only, beyond the original Swift contract).
  open func destinationFromExternalPrepared(destination: Destination) -> Bool { true }
  /// Displays a prepared destination. The default performs the configuration's route type on the host; override it
  /// for full control and end with `endPerformRouteWithSuccess()` / `endPerformRouteWithError(_:)`.
  open func performRouteOnDestination(_ destination: Destination, configuration: RouteConfig) {
    _performDisplayRoute(on: destination, configuration: configuration)
  }
  /// Removes the destination. The default undoes the route type really performed.
  open func removeDestination(_ destination: Destination, removeConfiguration: ZIKViewRemoveConfiguration) {
    _removeDisplayRoute(of: destination, removeConfiguration: removeConfiguration)
  }
  /// Performs a custom transition (route type `.custom`). End it with `endPerformRouteWithSuccess()` or
  /// `endPerformRouteWithError(_:)`; the router is already `.routing` when this is called.
  open func performCustomRoute(
    onDestination destination: Destination, fromSource source: Any?, configuration: RouteConfig
  ) {
    super._erasedPerformCustomRoute(onDestination: destination, fromSource: source, configuration: configuration)
  }
  /// Removes a custom transition. End it with `endRemoveRouteWithSuccess(onDestination:fromSource:)` or
  /// `endRemoveRouteWithError(_:)`.
  open func removeCustomRoute(
    onDestination destination: Destination, fromSource source: Any?, removeConfiguration: ZIKViewRemoveConfiguration,
    configuration: RouteConfig
  ) {
    super._erasedRemoveCustomRoute(
      onDestination: destination, fromSource: source, removeConfiguration: removeConfiguration,
      configuration: configuration)
  }

  // MARK: AOP (every router class registered for the destination's class receives these)

  /// Before a display route (not `makeDestination`, child routes or `prepare`).
  open class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: Destination, fromSource source: Any?
  ) {}
  /// After a display route succeeded, before the success handlers.
  open class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: Destination, fromSource source: Any?
  ) {}
  /// Before a removal.
  open class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: Destination, fromSource source: Any?
  ) {}
  /// After a removal succeeded, before the removal success handlers.
  open class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: Destination, fromSource source: Any?
  ) {}

  // MARK: Typed accessors

  /// The typed configuration (the same live object as `original_configuration`).
  public var configuration: RouteConfig { original_configuration as! RouteConfig }
  /// The removal configuration.
  public var removeConfiguration: ZIKViewRemoveConfiguration { original_removeConfiguration }
  /// The destination of the last successful perform, held weakly.
  public var destination: Destination? { (_capturedDestination ?? _destination) as? Destination }

  // MARK: Erasure

  override class func _erasedDefaultRouteConfiguration() -> ZIKViewRouteConfiguration { defaultRouteConfiguration() }

  override class func _aop(
    _ moment: AOPMoment, _ router: ZIKAnyViewRouter?, destination: AnyObject, source: Any?
  ) {
    TypedHook.call(destination) { (destination: Destination) in
      switch moment {
      case .willPerform: self.router(router, willPerformRouteOnDestination: destination, fromSource: source)
      case .didPerform: self.router(router, didPerformRouteOnDestination: destination, fromSource: source)
      case .willRemove: self.router(router, willRemoveRouteOnDestination: destination, fromSource: source)
      case .didRemove: self.router(router, didRemoveRouteOnDestination: destination, fromSource: source)
      }
    }
  }

  override func _erasedDestination(with configuration: ZIKViewRouteConfiguration) -> AnyObject? {
    guard let configuration = configuration as? RouteConfig else { return nil }
    return destination(with: configuration)
  }
  override func _erasedPrepareDestination(_ destination: AnyObject, configuration: ZIKViewRouteConfiguration) {
    TypedHook.call(destination, configuration) { (destination: Destination, configuration: RouteConfig) in
      prepareDestination(destination, configuration: configuration)
      didFinishPrepareDestination(destination, configuration: configuration)
    }
  }
  override func _erasedDestinationFromExternalPrepared(_ destination: AnyObject) -> Bool {
    guard let destination = destination as? Destination else { return true }
    return destinationFromExternalPrepared(destination: destination)
  }
  override func _erasedPerformRouteOnDestination(_ destination: AnyObject, configuration: ZIKViewRouteConfiguration) {
    let performed = TypedHook.call(destination, configuration) {
      (destination: Destination, configuration: RouteConfig) in
      performRouteOnDestination(destination, configuration: configuration)
    }
    if !performed { super._erasedPerformRouteOnDestination(destination, configuration: configuration) }
  }
  override func _erasedRemoveDestination(_ destination: AnyObject, removeConfiguration: ZIKViewRemoveConfiguration) {
    guard let typed = destination as? Destination else {
      super._erasedRemoveDestination(destination, removeConfiguration: removeConfiguration)
      return
    }
    removeDestination(typed, removeConfiguration: removeConfiguration)
  }
  override func _erasedPerformCustomRoute(
    onDestination destination: AnyObject, fromSource source: Any?, configuration: ZIKViewRouteConfiguration
  ) {
    let performed = TypedHook.call(destination, configuration) {
      (destination: Destination, configuration: RouteConfig) in
      performCustomRoute(onDestination: destination, fromSource: source, configuration: configuration)
    }
    if !performed {
      super._erasedPerformCustomRoute(onDestination: destination, fromSource: source, configuration: configuration)
    }
  }
  override func _erasedRemoveCustomRoute(
    onDestination destination: AnyObject, fromSource source: Any?, removeConfiguration: ZIKViewRemoveConfiguration,
    configuration: ZIKViewRouteConfiguration
  ) {
    let removed = TypedHook.call(destination, configuration) { (destination: Destination, configuration: RouteConfig) in
      removeCustomRoute(
        onDestination: destination, fromSource: source, removeConfiguration: removeConfiguration,
        configuration: configuration)
    }
    if !removed {
      super._erasedRemoveCustomRoute(
        onDestination: destination, fromSource: source, removeConfiguration: removeConfiguration,
        configuration: configuration)
    }
  }
}
