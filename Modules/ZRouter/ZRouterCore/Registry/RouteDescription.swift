import Foundation

/// One line of the registry's route table: a key (or identifier) and what it resolves to.
///
/// ```swift
/// for route in ZIKRouteRegistry.routeTable() { print(route) }
/// // service  RoutableService<EditorRequiredNoteStore> → RoutableService<StorageProvidedNoteStore> → SQLiteNoteStoreRouter
/// ```
public struct RouteDescription: Sendable, Hashable, CustomStringConvertible {
  /// The router family.
  public enum Family: String, Sendable, Hashable {
    /// View routers (``ZIKAnyViewRouter``).
    case view
    /// Service routers (``ZIKAnyServiceRouter``).
    case service
  }
  /// What the entry is keyed by.
  public enum Kind: String, Sendable, Hashable {
    /// A destination key (`RoutableView<P>`, `RoutableService<P>`).
    case destination
    /// A module key (`RoutableViewModule<P>`, `RoutableServiceModule<P>`).
    case module
    /// A string identifier (or URL pattern).
    case identifier
    /// A key that forwards its lookups to another key.
    case adapter
  }

  /// The router family.
  public let family: Family
  /// What the entry is keyed by.
  public let kind: Kind
  /// The key (`RoutableService<P>`…) or the identifier.
  public let key: String
  /// The keys an adapter entry passes through, in order, ending with the key that has a router (empty otherwise).
  public let adapterChain: [String]
  /// The router (class or block route) the entry resolves to, or `nil` when the chain reaches none.
  public let router: String?

  public var description: String {
    let path = ([key] + adapterChain).joined(separator: " → ")
    return "\(family.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(path) → \(router ?? "NO ROUTER")"
  }
}

extension ZIKRouteRegistry {
  /// Every registered key, identifier and adapter of the current registry with its router, sorted by family and key.
  public static func routeTable() -> [RouteDescription] {
    let rows = routeGraph().routes.map(RouteDescription.init(route:))
    // The graph sorts by family first too, so each family's rows stay together.
    return RouteDescription.Family.allOrdered.flatMap { family in
      rows.filter { $0.family == family }.sorted { ($0.kind.rawValue, $0.key) < ($1.kind.rawValue, $1.key) }
    }
  }
}

extension RouteDescription {
  /// The table row of a graph entry (URL patterns are listed as identifiers).
  init(route: RouteGraph.Route) {
    let kind: Kind
    switch route.kind {
    case .destination: kind = .destination
    case .module: kind = .module
    case .adapter: kind = .adapter
    case .identifier, .urlPattern: kind = .identifier
    }
    self.init(
      family: route.family, kind: kind, key: route.key.name, adapterChain: route.adapterChain.map(\.name),
      router: route.router?.name)
  }
}

extension RouteDescription.Family {
  /// The families in the order the table lists them.
  static let allOrdered: [Self] = [.service, .view]
}
