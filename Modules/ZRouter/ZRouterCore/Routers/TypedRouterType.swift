/// A typed handle on a registered router type, for either family: ``ViewRouterType`` and ``ServiceRouterType`` adopt
/// it, and its extension gives both the same members.
///
/// `Destination` is the destination protocol (or `Any` for module keys); `ModuleConfig` the module protocol (or the
/// family's configuration class). ``ViewRouterType`` adopts it on the main actor.
public protocol _TypedRouterType: AnyObject {
  /// The destination protocol (or `Any` for module keys).
  associatedtype Destination
  /// The module protocol (or the family's configuration class).
  associatedtype ModuleConfig
  /// The family's untyped router type.
  associatedtype ErasedRouterType: _ErasedRouterType

  /// The untyped router type.
  var routerType: ErasedRouterType { get }
}

extension _TypedRouterType {
  /// Prepares the module configuration: call it with a closure receiving the configuration as `ModuleConfig`.
  public typealias ModulePreparation = ((ModuleConfig) -> Void) -> Void

  /// A new default configuration, typed as the module protocol.
  public var defaultRouteConfiguration: ModuleConfig { routerType.defaultRouteConfiguration() as! ModuleConfig }
  /// A new default removal configuration.
  public var defaultRemoveConfiguration: ErasedRouterType.RemoveConfiguration {
    routerType.defaultRemoveConfiguration()
  }
  /// Whether `makeDestination` returns synchronously.
  public var canMakeDestinationSynchronously: Bool { routerType.canMakeDestinationSynchronously }
  /// Whether this router type can make destinations (a view router type also needs `.makeDestination`).
  public var canMakeDestination: Bool { routerType.canMakeDestination }

}

/// Calls a typed configuration builder with `strictConfig` (the typed view of `configuration`) and a module
/// preparation that sees `configuration` as `ModuleConfig`.
///
/// A function of its own rather than a member of `_TypedRouterType`'s extension: a member would need the router
/// type's conformance, which the run time builds once for each pair of `Destination` and `ModuleConfig`, on the first
/// perform of every key.
func applyTypedBuilder<ModuleConfig, StrictConfig>(
  _ builder: (StrictConfig, ((ModuleConfig) -> Void) -> Void) -> Void, to strictConfig: StrictConfig,
  of configuration: AnyObject
) {
  builder(strictConfig) { prepareModule in
    if let module = configuration as? ModuleConfig {
      prepareModule(module)
    } else {
      ZIKRouterLog.debug("prepareModule skipped: \(type(of: configuration)) is not \(ModuleConfig.self).")
    }
  }
}
