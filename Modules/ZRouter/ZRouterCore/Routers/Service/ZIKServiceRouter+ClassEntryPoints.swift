/// The original's class-level entry points: perform or make with a router class directly, without a lookup.
///
/// ```swift
/// let store = NoteStoreRouter.makeDestination()
/// NoteStoreRouter.perform { config in config.path = url }
/// ```
/// They behave as the same call through `Router` (`Router.to(…)?.perform(configuring:)`, `Router.makeDestination(to:)`)
/// would for this router class: same pipeline, handlers and results; the configuration is the router's own class,
/// and the router is returned as its own class.
extension ZIKServiceRouter {
  /// A router type standing for this class, as a lookup would give it.
  private static var classRouterType: ZIKAnyServiceRouterType {
    ZIKAnyServiceRouterType(routerClass: self, site: .unknown)
  }

  /// Performs with a builder of the router's configuration and an optional removal builder.
  @discardableResult
  public static func perform(
    configuring configBuilder: (RouteConfig) -> Void,
    removing removeConfigBuilder: ((ZIKRemoveRouteConfiguration) -> Void)? = nil
  ) -> Self? {
    classRouterType.perform(
      configuring: { configuration in
        if let configuration = configuration as? RouteConfig { configBuilder(configuration) }
      },
      removing: removeConfigBuilder) as? Self
  }

  /// Performs with the default configuration.
  @discardableResult
  public static func perform() -> Self? {
    classRouterType.perform() as? Self
  }

  /// Performs with performer handlers for this call.
  @discardableResult
  public static func perform(
    successHandler: ((Destination) -> Void)? = nil, errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) -> Self? {
    perform(configuring: { configuration in
      if let successHandler {
        RouteCallbacks.chainPerformerSuccess(configuration, typedCallback(successHandler, role: "successHandler"))
      }
      if let errorHandler { RouteCallbacks.chainPerformerError(configuration, errorHandler) }
    })
  }

  /// Performs with a completion for this call: `(success, destination, action, error)`.
  @discardableResult
  public static func perform(completion: @escaping (Bool, Destination?, ZIKRouteAction, (any Error)?) -> Void) -> Self?
  {
    perform(configuring: { configuration in
      RouteCallbacks.chainPerformerSuccess(configuration) { completion(true, $0 as? Destination, .performRoute, nil) }
      RouteCallbacks.chainPerformerError(configuration) { completion(false, nil, $0, $1) }
    })
  }

  /// Performs, preparing the destination first.
  @discardableResult
  public static func perform(preparation prepare: @escaping (Destination) -> Void) -> Self? {
    perform(configuring: { configuration in
      configuration.prepareDestination = typedCallback(prepare, role: "preparation")
    })
  }

  /// Makes a destination with a builder of the router's configuration.
  public static func makeDestination(configuring configBuilder: (RouteConfig) -> Void) -> Destination? {
    let made = classRouterType.makeDestination(configuring: { configuration in
      if let configuration = configuration as? RouteConfig { configBuilder(configuration) }
    })
    return castOptionalDestination(made)
  }
}
