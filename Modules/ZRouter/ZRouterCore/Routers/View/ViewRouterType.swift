/// A typed handle on a registered view router type, returned by `Router.to(_:)` for a view key.
///
/// `Destination` is the destination protocol (or `Any` for module keys); `ModuleConfig` the module protocol (or
/// `ViewRouteConfig`). Keep it to perform later ("lazy perform"); each perform creates a new router.
@MainActor
public final class ViewRouterType<Destination, ModuleConfig>: @MainActor _TypedRouterType {
  /// The untyped router type.
  public let routerType: ZIKAnyViewRouterType

  init(routerType: ZIKAnyViewRouterType) {
    self.routerType = routerType
  }

  /// Applies a typed builder to a configuration.
  func configure(
    _ configuration: ZIKViewRouteConfiguration,
    with builder: (ViewRouteStrictConfig<Destination>, ModulePreparation) -> Void
  ) {
    applyTypedBuilder(builder, to: ViewRouteStrictConfig(configuration: configuration), of: configuration)
  }

  func removing(_ builder: ((ViewRemoveStrictConfig<Destination>) -> Void)?) -> ((ZIKViewRemoveConfiguration) -> Void)?
  {
    builder.map { builder in { builder(ViewRemoveStrictConfig(configuration: $0)) } }
  }

  // MARK: Perform

  /// Performs along `path` with a typed configuration builder and an optional removal builder.
  ///
  /// - Returns: the router, or `nil` when the configuration was rejected (handlers ran with action `.init`).
  @discardableResult
  public func perform(
    path: ViewRoutePath, configuring configBuilder: (ViewRouteStrictConfig<Destination>, ModulePreparation) -> Void,
    removing removeConfigBuilder: ((ViewRemoveStrictConfig<Destination>) -> Void)? = nil
  ) -> ViewRouter<Destination, ModuleConfig>? {
    routerType.perform(
      path: path, configuring: { configure($0, with: configBuilder) }, removing: removing(removeConfigBuilder)
    ).map { ViewRouter(router: $0) }
  }

  /// Performs along `path` with the default configuration.
  @discardableResult
  public func perform(path: ViewRoutePath) -> ViewRouter<Destination, ModuleConfig>? {
    routerType.perform(path: path).map { ViewRouter(router: $0) }
  }

  /// Performs with performer handlers for this call.
  @discardableResult
  public func perform(
    path: ViewRoutePath, successHandler: ((Destination) -> Void)? = nil,
    errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) -> ViewRouter<Destination, ModuleConfig>? {
    perform(
      path: path,
      configuring: { config, _ in
        if let successHandler { config.performerSuccessHandler = successHandler }
        if let errorHandler { config.performerErrorHandler = errorHandler }
      })
  }

  /// Performs with a completion for this call: `(success, destination, action, error)`.
  @discardableResult
  public func perform(
    path: ViewRoutePath, completion: @escaping (Bool, Destination?, ZIKRouteAction, (any Error)?) -> Void
  ) -> ViewRouter<Destination, ModuleConfig>? {
    perform(
      path: path,
      configuring: { config, _ in
        config.performerSuccessHandler = { completion(true, $0, .performRoute, nil) }
        config.performerErrorHandler = { completion(false, nil, $0, $1) }
      })
  }

  /// Performs, preparing the destination first.
  @discardableResult
  public func perform(path: ViewRoutePath, preparation prepare: @escaping (Destination) -> Void)
    -> ViewRouter<Destination, ModuleConfig>?
  {
    perform(path: path, configuring: { config, _ in config.prepareDestination = prepare })
  }

  /// Performs on a destination made elsewhere (its class must be registered with this router).
  @discardableResult
  public func perform(
    onDestination destination: Destination, path: ViewRoutePath,
    configuring configBuilder: (ViewRouteStrictConfig<Destination>, ModulePreparation) -> Void,
    removing removeConfigBuilder: ((ViewRemoveStrictConfig<Destination>) -> Void)? = nil
  ) -> ViewRouter<Destination, ModuleConfig>? {
    routerType.perform(
      onDestination: destination as AnyObject, path: path, configuring: { configure($0, with: configBuilder) },
      removing: removing(removeConfigBuilder)
    ).map { ViewRouter(router: $0) }
  }

  /// Performs on a destination made elsewhere with the default configuration.
  @discardableResult
  public func perform(onDestination destination: Destination, path: ViewRoutePath) -> ViewRouter<
    Destination, ModuleConfig
  >? {
    routerType.perform(onDestination: destination as AnyObject, path: path).map { ViewRouter(router: $0) }
  }

  /// Prepares a destination made elsewhere (dependency injection only, no transition).
  @discardableResult
  public func prepare(
    destination: Destination,
    configuring configBuilder: (ViewRouteStrictConfig<Destination>, ModulePreparation) -> Void = { _, _ in },
    removing removeConfigBuilder: ((ViewRemoveStrictConfig<Destination>) -> Void)? = nil
  ) -> ViewRouter<Destination, ModuleConfig>? {
    routerType.prepare(
      destination: destination as AnyObject, configuring: { configure($0, with: configBuilder) },
      removing: removing(removeConfigBuilder)
    ).map { ViewRouter(router: $0) }
  }

  // MARK: Make destination

  /// Makes a prepared destination synchronously; `nil` after the failure handlers ran, or without handlers when
  /// the router does not support `.makeDestination`.
  public func makeDestination() -> Destination? {
    castDestination(
      routerType.makeDestination(with: routerType.defaultRouteConfiguration()), routerName: routerType.name)
  }

  /// Makes a destination, preparing it with `preparation` first.
  public func makeDestination(preparation prepare: ((Destination) -> Void)? = nil) -> Destination? {
    let configuration = routerType.defaultRouteConfiguration()
    if let prepare { configuration.prepareDestination = typedCallback(prepare, role: "preparation") }
    return castDestination(routerType.makeDestination(with: configuration), routerName: routerType.name)
  }

  /// Makes a destination with a typed configuration builder (`routeType` is forced to `.makeDestination`).
  public func makeDestination(
    configuring configBuilder: (ViewRouteStrictConfig<Destination>, ModulePreparation) -> Void
  ) -> Destination? {
    let configuration = routerType.defaultRouteConfiguration()
    configure(configuration, with: configBuilder)
    return castDestination(routerType.makeDestination(with: configuration), routerName: routerType.name)
  }

}
