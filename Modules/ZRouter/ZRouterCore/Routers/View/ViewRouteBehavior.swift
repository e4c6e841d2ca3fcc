import Foundation

/// What a block view route (``ZIKViewRoute``) does for the routers it creates, without its generic arguments.
@MainActor
protocol ViewRouteBehavior: AnyObject, Sendable {
  var name: String { get }
  /// The route's name, readable from any thread.
  nonisolated var routeName: RouteName { get }
  func makeDefaultConfiguration() -> ZIKViewRouteConfiguration
  func makeDefaultRemoveConfiguration() -> ZIKViewRemoveConfiguration
  var supportedRouteTypes: ZIKViewRouteTypeMask { get }
  func makeDestination(with configuration: ZIKViewRouteConfiguration, router: ZIKAnyViewRouter) -> AnyObject?
  func prepareDestination(_ destination: AnyObject, configuration: ZIKViewRouteConfiguration, router: ZIKAnyViewRouter)
  func didFinishPrepareDestination(
    _ destination: AnyObject, configuration: ZIKViewRouteConfiguration, router: ZIKAnyViewRouter)
  /// Whether a destination made by a storyboard already has its dependencies (see ``StoryboardTransit``).
  func destinationFromExternalPrepared(_ destination: AnyObject, router: ZIKAnyViewRouter) -> Bool
  func canPerformCustomRoute(router: ZIKAnyViewRouter) -> Bool
  func canRemoveCustomRoute(router: ZIKAnyViewRouter) -> Bool
  /// Returns `false` when the route has no custom perform closure.
  func performCustomRoute(
    _ destination: AnyObject, source: Any?, configuration: ZIKViewRouteConfiguration, router: ZIKAnyViewRouter
  ) -> Bool
  /// Returns `false` when the route has no custom remove closure.
  func removeCustomRoute(
    _ destination: AnyObject, source: Any?, removeConfiguration: ZIKViewRemoveConfiguration,
    configuration: ZIKViewRouteConfiguration, router: ZIKAnyViewRouter
  ) -> Bool
  /// URL hooks (see ``ZIKViewRoute/processUserInfoFromURL(_:)``).
  var urlHooks: ViewURLRouteHooks { get }
}

/// The URL closures of a block view route.
typealias ViewURLRouteHooks = URLRouteHooks<ZIKAnyViewRouter, ZIKViewRouteConfiguration>

/// The router class behind every block view route and simple registration: it forwards its hooks to the route.
final class ZIKBlockViewRouter: ZIKAnyViewRouter {
  var route: (any ViewRouteBehavior)?

  /// A router of `route`.
  convenience init(route: any ViewRouteBehavior, configuration: ZIKViewRouteConfiguration) {
    self.init(configuration: configuration, removeConfiguration: nil)
    self.route = route
  }

  override var _routerName: String { route.map { "ZIKViewRoute(\($0.name))" } ?? "ZIKBlockViewRouter" }
  override var _supportedRouteTypes: ZIKViewRouteTypeMask { route?.supportedRouteTypes ?? .viewControllerDefault }
  override func _makeDefaultRemoveConfiguration() -> ZIKViewRemoveConfiguration {
    route?.makeDefaultRemoveConfiguration() ?? ZIKViewRemoveConfiguration()
  }
  override func _erasedDestination(with configuration: ZIKViewRouteConfiguration) -> AnyObject? {
    route?.makeDestination(with: configuration, router: self)
  }
  override func _erasedPrepareDestination(_ destination: AnyObject, configuration: ZIKViewRouteConfiguration) {
    route?.prepareDestination(destination, configuration: configuration, router: self)
    route?.didFinishPrepareDestination(destination, configuration: configuration, router: self)
  }
  override func _erasedDestinationFromExternalPrepared(_ destination: AnyObject) -> Bool {
    route?.destinationFromExternalPrepared(destination, router: self) ?? true
  }
  override func canPerformCustomRoute() -> Bool { route?.canPerformCustomRoute(router: self) ?? false }
  override func canRemoveCustomRoute() -> Bool { route?.canRemoveCustomRoute(router: self) ?? false }
  override func _erasedPerformCustomRoute(
    onDestination destination: AnyObject, fromSource source: Any?, configuration: ZIKViewRouteConfiguration
  ) {
    if route?.performCustomRoute(destination, source: source, configuration: configuration, router: self) != true {
      super._erasedPerformCustomRoute(onDestination: destination, fromSource: source, configuration: configuration)
    }
  }
  override func _erasedRemoveCustomRoute(
    onDestination destination: AnyObject, fromSource source: Any?, removeConfiguration: ZIKViewRemoveConfiguration,
    configuration: ZIKViewRouteConfiguration
  ) {
    let handled = route?.removeCustomRoute(
      destination, source: source, removeConfiguration: removeConfiguration, configuration: configuration, router: self)
    if handled != true {
      super._erasedRemoveCustomRoute(
        onDestination: destination, fromSource: source, removeConfiguration: removeConfiguration,
        configuration: configuration)
    }
  }
  override var _urlHooks: ViewURLRouteHooks? { route?.urlHooks }
  override var description: String { "\(_routerName)(state: \(machine.state))" }
}
