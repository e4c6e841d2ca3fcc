import Foundation

/// One line of the registry's route table: a key (or identifier) and what it resolves to.
///
/// ```swift
/// for route in ZIKRouteRegistry.routeTable() { print(route) }
/// // service  RoutableService<EditorRequiredNoteStore> → RoutableService<StorageProvidedNoteStore> → SQLiteNoteStoreRouter
/// ```
public struct ZIKRouteDescription: Sendable, Hashable, CustomStringConvertible {
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
  public static func routeTable() -> [ZIKRouteDescription] {
    let registry = current
    return registry.locked {
      describe(registry.services, family: .service) + describe(registry.views, family: .view)
    }
  }

  private static func describe<RouterType>(_ tables: FamilyTables<RouterType>, family: ZIKRouteDescription.Family)
    -> [ZIKRouteDescription]
  {
    var rows: [ZIKRouteDescription] = []
    for module in [false, true] {
      let routes = module ? tables.moduleRoutes : tables.destinationRoutes
      let kind: ZIKRouteDescription.Kind = module ? .module : .destination
      for entry in routes.values {
        rows.append(
          ZIKRouteDescription(
            family: family, kind: kind, key: entry.info.name.description, adapterChain: [],
            router: "\(entry.routerType)"))
      }
      let adapters = module ? tables.moduleAdapters : tables.destinationAdapters
      for (key, first) in adapters {
        var chain: [String] = []
        var visited: Set<ObjectIdentifier> = [key]
        var link: AdapterLink? = first
        while let current = link, visited.insert(current.adaptee).inserted {
          chain.append(current.adapteeName.description)
          link = adapters[current.adaptee]
        }
        rows.append(
          ZIKRouteDescription(
            family: family, kind: .adapter, key: first.adapterName.description, adapterChain: chain,
            router: tables.resolve(key, module: module).map { "\($0)" }))
      }
    }
    for (identifier, routerType) in tables.identifiers {
      rows.append(
        ZIKRouteDescription(
          family: family, kind: .identifier, key: identifier, adapterChain: [], router: "\(routerType)"))
    }
    return rows.sorted { ($0.kind.rawValue, $0.key) < ($1.kind.rawValue, $1.key) }
  }
}
