/// A typed view onto a route configuration: the base of the strict configurations handed to `configuring` closures.
///
/// Every property reads and writes the underlying ``configuration`` object, so the proxy and the configuration
/// always agree.
open class RouteStrictConfig<Config: ZIKRouteConfiguration> {
  /// The configuration this proxy edits.
  public let configuration: Config

  /// Wraps `configuration`.
  init(configuration: Config) {
    self.configuration = configuration
  }

  /// Provider error handler: fires on every failure of the router.
  public var errorHandler: ((ZIKRouteAction, any Error) -> Void)? {
    get { configuration.errorHandler }
    set { configuration.errorHandler = newValue }
  }

  /// Performer error handler: fires once, for the current call only.
  public var performerErrorHandler: ((ZIKRouteAction, any Error) -> Void)? {
    get { configuration.performerErrorHandler }
    set { configuration.performerErrorHandler = newValue }
  }

  /// Receives every state change of the router as `(old, new)`.
  public var stateNotifier: ((ZIKRouterState, ZIKRouterState) -> Void)? {
    get { configuration.stateNotifier }
    set { configuration.stateNotifier = newValue }
  }
}

/// Wraps a typed callback so it receives `Any` and skips (with a debug note) values of another type.
func typedCallback<Destination>(_ callback: @escaping (Destination) -> Void, role: String) -> (Any) -> Void {
  { value in
    if let typed = value as? Destination {
      callback(typed)
    } else {
      ZIKRouterLog.debug("\(role) skipped: \(type(of: value)) is not \(Destination.self).")
    }
  }
}

/// A typed view onto a ``ZIKPerformRouteConfiguration``: closures receive the destination as `Destination`.
open class PerformRouteStrictConfig<Destination>: RouteStrictConfig<ZIKPerformRouteConfiguration> {
  /// Prepares the destination before the router's own hook. Skipped (debug note) if the destination is not a `Destination`.
  public var prepareDestination: ((Destination) -> Void)? {
    get { configuration.prepareDestination.map { untyped in { untyped($0) } } }
    set { configuration.prepareDestination = newValue.map { typedCallback($0, role: "prepareDestination") } }
  }

  /// Provider success handler: fires after every successful perform.
  public var successHandler: ((Destination) -> Void)? {
    get { configuration.successHandler.map { untyped in { untyped($0) } } }
    set { configuration.successHandler = newValue.map { typedCallback($0, role: "successHandler") } }
  }

  /// Performer success handler: fires once, for the current call only.
  public var performerSuccessHandler: ((Destination) -> Void)? {
    get { configuration.performerSuccessHandler.map { untyped in { untyped($0) } } }
    set { configuration.performerSuccessHandler = newValue.map { typedCallback($0, role: "performerSuccessHandler") } }
  }

  /// Fires after every perform: `(success, destination, action, error)`.
  public var completionHandler: ((Bool, Destination?, ZIKRouteAction, (any Error)?) -> Void)? {
    get { configuration.completionHandler.map { untyped in { untyped($0, $1, $2, $3) } } }
    set {
      configuration.completionHandler = newValue.map { typed in
        { success, destination, action, error in
          typed(success, castOptionalDestination(destination), action, error)
        }
      }
    }
  }

  /// Extra values for the destination's router.
  public var userInfo: [String: Any] { configuration.userInfo }

  /// Adds one value to ``userInfo``.
  public func addUserInfo(forKey key: String, object: Any) { configuration.addUserInfo(forKey: key, object: object) }

  /// Adds every value of `userInfo`.
  public func addUserInfo(_ userInfo: [String: Any]) { configuration.addUserInfo(userInfo) }
}

/// A typed view onto a ``ZIKRemoveRouteConfiguration``.
open class RemoveRouteStrictConfig<Destination>: RouteStrictConfig<ZIKRemoveRouteConfiguration> {
  /// Runs on the destination just before removal. Skipped (debug note) if it is not a `Destination`.
  public var prepareDestination: ((Destination) -> Void)? {
    get { configuration.prepareDestination.map { untyped in { untyped($0) } } }
    set { configuration.prepareDestination = newValue.map { typedCallback($0, role: "prepareDestination") } }
  }

  /// Provider success handler of the removal.
  public var successHandler: (() -> Void)? {
    get { configuration.successHandler }
    set { configuration.successHandler = newValue }
  }

  /// Performer success handler of the removal: fires once.
  public var performerSuccessHandler: (() -> Void)? {
    get { configuration.performerSuccessHandler }
    set { configuration.performerSuccessHandler = newValue }
  }

  /// Fires after every removal attempt: `(success, action, error)`.
  public var completionHandler: ((Bool, ZIKRouteAction, (any Error)?) -> Void)? {
    get { configuration.completionHandler }
    set { configuration.completionHandler = newValue }
  }
}
