import Foundation

/// What a block route (``ZIKServiceRoute``) does for the routers it creates, without its generic arguments.
protocol ServiceRouteBehavior: AnyObject, Sendable {
  var name: String { get }
  func makeDefaultConfiguration() -> ZIKPerformRouteConfiguration
  func makeDefaultRemoveConfiguration() -> ZIKRemoveRouteConfiguration
  func makeDestination(with configuration: ZIKPerformRouteConfiguration, router: ZIKAnyServiceRouter) -> AnyObject?
  func prepareDestination(_ destination: AnyObject, configuration: ZIKPerformRouteConfiguration, router: ZIKAnyServiceRouter)
  func didFinishPrepareDestination(
    _ destination: AnyObject, configuration: ZIKPerformRouteConfiguration, router: ZIKAnyServiceRouter)
  /// URL hooks (see ``ZIKServiceRoute/processUserInfoFromURL(_:)``).
  var urlHooks: URLRouteHooks { get }
}

/// The router class behind every block route and simple registration: it forwards its hooks to the route.
final class ZIKBlockServiceRouter: ZIKAnyServiceRouter {
  var route: (any ServiceRouteBehavior)?

  override var _routerName: String { route.map { "ZIKServiceRoute(\($0.name))" } ?? "ZIKBlockServiceRouter" }
  override func _makeDefaultRemoveConfiguration() -> ZIKRemoveRouteConfiguration {
    route?.makeDefaultRemoveConfiguration() ?? ZIKRemoveRouteConfiguration()
  }
  override func _erasedDestination(with configuration: ZIKPerformRouteConfiguration) -> AnyObject? {
    route?.makeDestination(with: configuration, router: self)
  }
  override func _erasedPrepareDestination(_ destination: AnyObject, configuration: ZIKPerformRouteConfiguration) {
    route?.prepareDestination(destination, configuration: configuration, router: self)
  }
  override func _erasedDidFinishPrepareDestination(_ destination: AnyObject, configuration: ZIKPerformRouteConfiguration) {
    route?.didFinishPrepareDestination(destination, configuration: configuration, router: self)
  }
  override func processUserInfo(_ userInfo: [String: Any], fromURL url: URL) {
    route?.urlHooks.processUserInfo?(userInfo, url)
  }
  override func performAction(_ action: String, userInfo: [String: Any], fromURL url: URL) {
    route?.urlHooks.performAction?(action, userInfo, url)
  }
  override func _afterURLSuccess(action: ZIKRouteAction) {
    route?.urlHooks.afterSuccessAction?(action)
  }
  override var description: String { "\(_routerName)(state: \(state))" }
}
