import Foundation

/// Finding and starting the routers of storyboard-made destinations (beyond the original Swift contract).
@_spi(ZRouterGlue) @MainActor public enum StoryboardRouterLookup {
  /// The router type registered for the class of `destination` (its own class first, then its superclasses), or
  /// `nil` when none is.
  public static func routerType(for destination: AnyObject) -> ZIKAnyViewRouterType? {
    let registry = ZIKRouteRegistry.current
    return registry.locked {
      let classes = registry.views.classes
      var current: AnyClass? = type(of: destination)
      while let candidate = current {
        let id = ObjectIdentifier(candidate)
        if let entry = classes.first(where: { $0.classID == id && !$0.routerType.isAbstract }) {
          return entry.routerType
        }
        current = _getSuperclass(candidate)
      }
      return nil
    }
  }

  /// Starts the route of a segue's destination: prepared now, `.routed` once the glue calls `transit.finish(_:)`.
  /// `nil` (after the handlers and the global handler ran) when the route cannot start.
  public static func beginSegueRoute(
    of destination: AnyObject, routerType: ZIKAnyViewRouterType, source: any ZIKViewControllerHost,
    transit: StoryboardTransit, configuring: (ZIKViewRouteConfiguration) -> Void
  ) -> ZIKAnyViewRouter? {
    let path = ZIKViewRoutePath(routeType: .performSegue, source: source)
    path.storyboardTransit = transit
    return routerType.perform(onDestination: destination, path: .extensible(path: path), configuring: configuring)
  }

  /// Prepares a destination a storyboard made outside any segue (an initial controller) through its router.
  public static func prepare(
    _ destination: AnyObject, routerType: ZIKAnyViewRouterType, transit: StoryboardTransit,
    configuring: (ZIKViewRouteConfiguration) -> Void
  ) -> ZIKAnyViewRouter? {
    routerType.prepare(destination: destination) { configuration in
      configuring(configuration)
      configuration.storyboardTransit = transit
    }
  }

  /// Reports a segue that showed nothing to route (`segueNotPerformed`) to `configuring`'s handlers and the global one.
  public static func failSegue(_ message: String, configuring: (ZIKViewRouteConfiguration) -> Void) {
    let configuration = ZIKViewRouteConfiguration()
    configuration.routeType = .performSegue
    configuring(configuration)
    ZIKAnyViewRouterType.fail(
      configuration, action: .performRoute,
      error: ZIKViewRouteError(.segueNotPerformed, localizedDescription: message))
  }
}

extension ZIKAnyViewRouter {
  /// Before a storyboard-made destination is prepared: when the router says it cannot prepare it alone
  /// (`destinationFromExternalPrepared` is `false`), the source prepares it; a source that cannot is an
  /// `invalidSource` error.
  func _storyboardPreparationError(_ destination: AnyObject, configuration: ZIKViewRouteConfiguration) -> (any Error)? {
    guard let transit = configuration.storyboardTransit, !_erasedDestinationFromExternalPrepared(destination) else {
      return nil
    }
    if transit.prepareFromExternal(destination, configuration) { return nil }
    return Self.viewRouteError(
      withCode: .invalidSource,
      localizedDescription:
        "\(_routerName) cannot prepare \(type(of: destination)) made by a storyboard alone (destinationFromExternalPrepared returned false), and the segue's source \(configuration.source.map { "\(type(of: $0))" } ?? "(none)") does not prepare it. Adopt ExternalDestinationPreparer in the source."
    )
  }

  /// The display step of a segue route: AOP `willPerform`, then wait for the platform to show the destination.
  func _followStoryboardSegue(
    _ destination: AnyObject, transit: StoryboardTransit, configuration: ZIKViewRouteConfiguration
  ) {
    guard let controller = destination as? any ZIKViewControllerHost else {
      _failDisplay(configuration)
      return
    }
    guard !transit.isSpent else {
      endPerformRouteWithError(_spentSegueError(transit))
      return
    }
    transit.isSpent = true
    let displayed = transit.displayed ?? controller
    if displayed !== controller {
      _container = displayed
      _containerInFlight = displayed
    }
    _performedSource = configuration.source
    realRouteType = .unknown
    _sendsAOP = true
    _sendAOP(.willPerform, destination: destination, source: configuration.source)
    transit.onShown = { [self] result in
      _endHostTransition(result, displayed: displayed, realType: Self.placement(of: displayed)) { reason in
        Self.viewRouteError(
          withCode: .segueNotPerformed,
          localizedDescription:
            "The segue \(Self.segueName(transit)) did not show \(type(of: displayed)) for \(_routerName): \(reason). Perform the segue again once its source is on screen."
        )
      }
    }
  }

  /// `"name"` in quotes, or `(unnamed)` for a segue without an identifier.
  static func segueName(_ transit: StoryboardTransit) -> String {
    transit.identifier.map { "\"\($0)\"" } ?? "(unnamed)"
  }

  /// The error of a route whose segue already showed its destination: a segue shows it once.
  func _spentSegueError(_ transit: StoryboardTransit) -> any Error {
    Self.viewRouteError(
      withCode: .segueNotPerformed,
      localizedDescription:
        "\(_routerName) followed the segue \(Self.segueName(transit)) already: a segue shows its destination once. Perform the segue again (StoryboardRouting.performSegue) for a new route."
    )
  }
}
