import Foundation

/// What a block route (``ZIKServiceRoute``) gives the routers it creates, without its generic arguments.
protocol ServiceRouteBehavior: AnyObject, Sendable {
  var name: String { get }
  /// The route's closures, read once when a router is made.
  var erasedBlocks: ServiceRouteBlocksSnapshot { get }
}

/// The router class behind every block route and simple registration: it forwards its hooks to the route.
final class ZIKBlockServiceRouter: ZIKAnyServiceRouter {
  private(set) var route: (any ServiceRouteBehavior)?
  /// The route's closures, captured when the route was attached.
  private var snapshot: ServiceRouteBlocksSnapshot?
  private var blocks: ServiceRouteBlocks? { snapshot?.blocks }

  /// A router of `route`, with the route's closures read now.
  convenience init(route: any ServiceRouteBehavior, configuration: ZIKPerformRouteConfiguration) {
    self.init(configuration: configuration, removeConfiguration: nil)
    self.route = route
    snapshot = route.erasedBlocks
  }

  override var _routerName: String { route.map { "ZIKServiceRoute(\($0.name))" } ?? "ZIKBlockServiceRouter" }
  override func _makeDefaultRemoveConfiguration() -> ZIKRemoveRouteConfiguration {
    blocks?.makeDefaultRemoveConfiguration?() ?? ZIKRemoveRouteConfiguration()
  }
  override func _erasedDestination(with configuration: ZIKPerformRouteConfiguration) -> AnyObject? {
    guard let blocks else { return nil }
    if let makeDestination = blocks.makeDestination { return makeDestination(configuration, self) }
    return blocks.directFactory?(configuration)
  }
  override func _erasedPrepareDestination(_ destination: AnyObject, configuration: ZIKPerformRouteConfiguration) {
    blocks?.prepareDestination?(destination, configuration, self)
    blocks?.didFinishPrepareDestination?(destination, configuration, self)
  }
  override var _urlHooks: ServiceURLRouteHooks? { blocks?.urlHooks }
  override var description: String { "\(_routerName)(state: \(state))" }
}
