/// The original's class-level entry points: perform or make with a router class directly, without a lookup.
///
/// ```swift
/// EditorViewRouter.perform(path: .push(from: self)) { config in config.noteID = id }
/// let editor = EditorViewRouter.makeDestination()
/// ```
/// They behave as the same call through `Router` (`Router.to(…)?.perform(path:configuring:)`,
/// `Router.makeDestination(to:)`) would for this router class: same validation, pipeline, handlers and results; the
/// configuration is the router's own class, and the router is returned as its own class.
extension ZIKViewRouter {
  /// A router type standing for this class, as a lookup would give it.
  private static var classRouterType: ZIKAnyViewRouterType {
    ZIKAnyViewRouterType(routerClass: self, site: .unknown)
  }

  /// Performs along `path` with a builder of the router's configuration and an optional removal builder.
  ///
  /// - Returns: the router, or `nil` when the configuration was rejected (the handlers then ran with action `.init`).
  @discardableResult
  public static func perform(
    path: ViewRoutePath, configuring configBuilder: (RouteConfig) -> Void,
    removing removeConfigBuilder: ((ZIKViewRemoveConfiguration) -> Void)? = nil
  ) -> Self? {
    classRouterType.perform(
      path: path,
      configuring: { configuration in
        if let configuration = configuration as? RouteConfig { configBuilder(configuration) }
      },
      removing: removeConfigBuilder) as? Self
  }

  /// Performs along `path` with the default configuration.
  @discardableResult
  public static func perform(path: ViewRoutePath) -> Self? {
    classRouterType.perform(path: path) as? Self
  }

  /// Performs along `path` with performer handlers for this call.
  @discardableResult
  public static func perform(
    path: ViewRoutePath, successHandler: ((Destination) -> Void)? = nil,
    errorHandler: ((ZIKRouteAction, any Error) -> Void)? = nil
  ) -> Self? {
    perform(
      path: path,
      configuring: { configuration in
        if let successHandler {
          RouteCallbacks.chainPerformerSuccess(configuration, typedCallback(successHandler, role: "successHandler"))
        }
        if let errorHandler { RouteCallbacks.chainPerformerError(configuration, errorHandler) }
      })
  }

  /// Performs along `path` with a completion for this call: `(success, destination, action, error)`.
  @discardableResult
  public static func perform(
    path: ViewRoutePath, completion: @escaping (Bool, Destination?, ZIKRouteAction, (any Error)?) -> Void
  ) -> Self? {
    perform(
      path: path,
      configuring: { configuration in
        RouteCallbacks.chainPerformerSuccess(configuration) { completion(true, $0 as? Destination, .performRoute, nil) }
        RouteCallbacks.chainPerformerError(configuration) { completion(false, nil, $0, $1) }
      })
  }

  /// Performs along `path`, preparing the destination first.
  @discardableResult
  public static func perform(path: ViewRoutePath, preparation prepare: @escaping (Destination) -> Void) -> Self? {
    perform(
      path: path,
      configuring: { configuration in
        configuration.prepareDestination = typedCallback(prepare, role: "preparation")
      })
  }

  /// Makes a destination with a builder of the router's configuration (`routeType` is forced to `.makeDestination`).
  public static func makeDestination(configuring configBuilder: (RouteConfig) -> Void) -> Destination? {
    let made = classRouterType.makeDestination(configuring: { configuration in
      if let configuration = configuration as? RouteConfig { configBuilder(configuration) }
    })
    return castDestination(made, routerName: String(describing: self))
  }
}
