import Foundation

/// The registered routes of a registry as data: every key, adapter chain, identifier and URL pattern, the router each
/// one resolves to, and the module that registered it.
///
/// Take a snapshot with ``ZIKRouteRegistry/routeGraph()`` and print it with ``text``, ``json()``, ``dot`` (for
/// Graphviz) or ``mermaid``:
///
/// ```swift
/// let graph = ZIKRouteRegistry.routeGraph()
/// print(graph.dot)  // notes routes --format dot | dot -Tsvg -o routes.svg
/// ```
public struct RouteGraph: Sendable, Hashable, Codable {
  /// What an entry of the graph is keyed by.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A destination key (`RoutableView<P>`, `RoutableService<P>`) with a router.
    case destination
    /// A module key (`RoutableViewModule<P>`, `RoutableServiceModule<P>`) with a router.
    case module
    /// A key that forwards its lookups to another key (an adapter).
    case adapter
    /// A string identifier with a router.
    case identifier
    /// A URL pattern with a router.
    case urlPattern
  }

  /// A node name together with the module it belongs to.
  public struct Node: Sendable, Hashable, Codable, Comparable {
    /// The key (`RoutableService<P>`…), identifier, URL pattern or router name.
    public let name: String
    /// The module that declares the key's protocol or the router, or registered the identifier; `nil` when unknown.
    public let module: String?

    /// Makes a node.
    public init(name: String, module: String?) {
      self.name = name
      self.module = module
    }

    /// Orders nodes by module, then name.
    public static func < (lhs: Node, rhs: Node) -> Bool {
      (lhs.module ?? "", lhs.name) < (rhs.module ?? "", rhs.name)
    }
  }

  /// One entry of the registry: a key, adapter, identifier or URL pattern, and what it resolves to.
  public struct Route: Sendable, Hashable, Codable {
    /// The router family.
    public let family: RouteDescription.Family
    /// What the entry is keyed by.
    public let kind: Kind
    /// The key, identifier or URL pattern, with the module that declares the key's protocol (for identifiers and
    /// URL patterns: the module of their router).
    public let key: Node
    /// The keys an adapter passes through, in order, ending with the key that has a router (empty otherwise).
    public let adapterChain: [Node]
    /// The router the entry resolves to, with the module that defines it; `nil` when an adapter chain reaches none.
    public let router: Node?
    /// The module whose code made this registration (from the registration's call site), when known.
    public let registeredBy: String?

    /// Makes an entry.
    init(
      family: RouteDescription.Family, kind: Kind, key: Node, adapterChain: [Node] = [], router: Node?,
      registeredBy: String?
    ) {
      self.family = family
      self.kind = kind
      self.key = key
      self.adapterChain = adapterChain
      self.router = router
      self.registeredBy = registeredBy
    }
  }

  /// Every entry, sorted by family, kind and key.
  public let routes: [Route]

  /// Makes a graph from entries (sorted here, so equal registries give equal graphs).
  init(routes: [Route]) {
    self.routes = routes.sorted {
      ($0.family.rawValue, $0.kind.rawValue, $0.key.name) < ($1.family.rawValue, $1.kind.rawValue, $1.key.name)
    }
  }

  /// Every router the entries resolve to, each once, sorted by module and name.
  public var routers: [Node] {
    Set(routes.compactMap(\.router)).sorted()
  }

  /// Every module named by a key, router or registration, sorted.
  public var modules: [String] {
    var names: Set<String> = []
    for route in routes {
      for node in [route.key] + route.adapterChain + [route.router].compactMap({ $0 }) {
        if let module = node.module { names.insert(module) }
      }
      if let module = route.registeredBy { names.insert(module) }
    }
    return names.sorted()
  }
}

extension RouteDescription.Family: Codable {}

extension ZIKRouteRegistry {
  /// The graph of the current registry: what ``routeTable()`` lists, plus URL patterns and the module of every key,
  /// router and registration.
  public static func routeGraph() -> RouteGraph {
    let registry = current
    return registry.locked {
      RouteGraph(
        routes: graphRoutes(registry.services, family: .service) + graphRoutes(registry.views, family: .view))
    }
  }

  private static func graphRoutes<RouterType: RegisteredRouterType>(
    _ tables: FamilyTables<RouterType>, family: RouteDescription.Family
  ) -> [RouteGraph.Route] {
    var routes: [RouteGraph.Route] = []
    func router(_ routerType: RouterType?) -> RouteGraph.Node? {
      routerType.map { RouteGraph.Node(name: $0.name, module: $0.definingModule) }
    }
    for role in KeyRole.allCases {
      for entry in tables.routes(role).values {
        routes.append(
          RouteGraph.Route(
            family: family, kind: role == .module ? .module : .destination, key: entry.info.name.graphNode,
            router: router(entry.routerType),
            registeredBy: entry.info.site.flatMap(\.moduleName) ?? entry.routerType.definingModule))
      }
      let adapters = tables.adapters(role)
      for (key, first) in adapters {
        var chain: [RouteGraph.Node] = []
        var visited: Set<ObjectIdentifier> = [key]
        var link: AdapterLink? = first
        while let current = link, visited.insert(current.adaptee).inserted {
          chain.append(current.adapteeName.graphNode)
          link = adapters[current.adaptee]
        }
        routes.append(
          RouteGraph.Route(
            family: family, kind: .adapter, key: first.adapterName.graphNode, adapterChain: chain,
            router: router(tables.resolve(key, role: role)), registeredBy: first.site.moduleName))
      }
    }
    for (identifier, entry) in tables.identifiers {
      let owner = entry.routerType.definingModule
      routes.append(
        RouteGraph.Route(
          family: family, kind: entry.kind == .urlPattern ? .urlPattern : .identifier,
          key: RouteGraph.Node(name: identifier, module: owner), router: router(entry.routerType),
          registeredBy: owner))
    }
    return routes
  }
}

extension CallSite {
  /// The module of the file (a file ID reads `Module/File.swift`); `nil` for an unknown site.
  var moduleName: String? {
    guard let slash = fileID.firstIndex(of: "/"), fileID != CallSite.unknown.fileID else { return nil }
    return String(fileID[..<slash])
  }
}

extension KeyName {
  /// The key as a graph node, in the module that declares its protocol.
  var graphNode: RouteGraph.Node {
    RouteGraph.Node(name: description, module: ModuleName.of(String(reflecting: type)))
  }
}

/// Reads the module out of a fully qualified type name (`any Editor.EditorRequiredNoteStore` → `Editor`).
enum ModuleName {
  static func of(_ qualifiedName: String) -> String? {
    var name = Substring(qualifiedName)
    if name.hasPrefix("any ") { name = name.dropFirst(4) }
    if name.hasPrefix("(") { name = name.dropFirst() }
    guard let dot = name.firstIndex(of: "."), dot != name.startIndex else { return nil }
    let module = name[..<dot]
    guard module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    return String(module)
  }
}
