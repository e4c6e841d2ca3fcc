/// A typed handle on a registered service router type, returned by `Router.to(_:)` for a service key.
///
/// `Destination` is the destination protocol (or `Any` for module keys); `ModuleConfig` the module protocol (or
/// `PerformRouteConfig`). Keep it to perform later ("lazy perform"); each perform creates a new router.
public final class ServiceRouterType<Destination, ModuleConfig>: _TypedRouterType {
  /// The untyped router type.
  public let routerType: ZIKAnyServiceRouterType

  @usableFromInline
  init(routerType: ZIKAnyServiceRouterType) {
    self.routerType = routerType
  }

  // MARK: Perform

  /// Performs with a typed configuration builder and an optional removal builder.
  @discardableResult
  public func perform(
    configuring configBuilder: (PerformRouteStrictConfig<Destination>, ModulePreparation) -> Void,
    removing removeConfigBuilder: ((RemoveRouteStrictConfig<Destination>) -> Void)? = nil
  ) -> ServiceRouter<Destination, ModuleConfig>? {
    let router = routerType.perform(
      configuring: { applyTypedBuilder(configBuilder, to: PerformRouteStrictConfig(configuration: $0), of: $0) },
      removing: removeConfigBuilder.map { builder in { builder(RemoveRouteStrictConfig(configuration: $0)) } })
    return router.map { ServiceRouter(router: $0) }
  }

  /// Performs with the default configuration.
  @discardableResult
  public func perform() -> ServiceRouter<Destination, ModuleConfig>? {
    routerType.perform().map { ServiceRouter(router: $0) }
  }

  /// Performs with performer handlers for this call, chained after any the default configuration already set.
  @discardableResult
  public func perform(
    successHandler: ((Destination) -> Void)? = nil, errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) -> ServiceRouter<Destination, ModuleConfig>? {
    perform(configuring: { config, _ in
      if let successHandler {
        RouteCallbacks.chainPerformerSuccess(
          config.configuration, typedCallback(successHandler, role: "successHandler"))
      }
      if let errorHandler { RouteCallbacks.chainPerformerError(config.configuration, errorHandler) }
    })
  }

  /// Performs with a completion for this call: `(success, destination, action, error)`, chained after any performer
  /// handlers the default configuration already set.
  @discardableResult
  public func perform(completion: @escaping (Bool, Destination?, ZIKRouteAction, (any Error)?) -> Void)
    -> ServiceRouter<Destination, ModuleConfig>?
  {
    perform(configuring: { config, _ in
      RouteCallbacks.chainPerformerSuccess(config.configuration) { destination in
        completion(true, destination as? Destination, .performRoute, nil)
      }
      RouteCallbacks.chainPerformerError(config.configuration) { completion(false, nil, $0, $1) }
    })
  }

  /// Performs, preparing the destination with `preparation` first.
  @discardableResult
  public func perform(preparation prepare: @escaping (Destination) -> Void) -> ServiceRouter<Destination, ModuleConfig>?
  {
    perform(configuring: { config, _ in config.prepareDestination = prepare })
  }

  // MARK: Make destination

  /// Makes a prepared destination synchronously; `nil` after the failure handlers ran.
  public func makeDestination() -> Destination? {
    makeDestination(with: routerType.defaultRouteConfiguration())
  }

  /// Makes a destination, preparing it with `preparation` first.
  public func makeDestination(preparation prepare: ((Destination) -> Void)? = nil) -> Destination? {
    let configuration = routerType.defaultRouteConfiguration()
    if let prepare { configuration.prepareDestination = typedCallback(prepare, role: "preparation") }
    return makeDestination(with: configuration)
  }

  /// Makes a destination with a typed configuration builder.
  public func makeDestination(
    configuring configBuilder: (PerformRouteStrictConfig<Destination>, ModulePreparation) -> Void
  ) -> Destination? {
    let configuration = routerType.defaultRouteConfiguration()
    applyTypedBuilder(configBuilder, to: PerformRouteStrictConfig(configuration: configuration), of: configuration)
    return makeDestination(with: configuration)
  }

  func makeDestination(with configuration: ZIKPerformRouteConfiguration) -> Destination? {
    guard routerType.canMakeDestination else { return castOptionalDestination(routerType.makeDestination()) }
    return castDestination(routerType.makeDestination(with: configuration), routerName: routerType.name)
  }
}

/// A made destination as `Destination`, or `nil` with a debug note when the router made something else.
func castDestination<Destination>(_ made: AnyObject?, routerName: @autoclosure () -> String) -> Destination? {
  guard let made else { return nil }
  guard let destination = made as? Destination else {
    ZIKRouterLog.debug("\(routerName()) made \(type(of: made)), which is not \(Destination.self): returning nil.")
    return nil
  }
  return destination
}
