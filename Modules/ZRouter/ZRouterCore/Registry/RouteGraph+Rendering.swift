import Foundation

extension RouteGraph {
  /// The formats the graph prints in.
  public enum Format: String, Sendable, CaseIterable {
    /// One line per entry, as ``RouteDescription`` prints it, with the module that registered it.
    case text
    /// The graph's data as pretty-printed JSON with sorted keys.
    case json
    /// A Graphviz digraph: one cluster per module (render it with `dot -Tsvg`).
    case dot
    /// A Mermaid flowchart: one subgraph per module (GitHub renders it in Markdown).
    case mermaid
  }

  /// The graph in `format`.
  public func rendered(as format: Format) -> String {
    switch format {
    case .text: text
    case .json: json()
    case .dot: dot
    case .mermaid: mermaid
    }
  }

  /// One line per entry: family, key, adapter chain, router, and the module that registered it.
  public var text: String {
    routes.map { route in
      let path = ([route.key] + route.adapterChain).map(\.name).joined(separator: " → ")
      let family = route.family.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
      let by = route.registeredBy.map { "  (registered by \($0))" } ?? ""
      return "\(family) \(path) → \(route.router?.name ?? "NO ROUTER")\(by)"
    }.joined(separator: "\n")
  }

  /// The graph's data as pretty-printed JSON with sorted keys (stable from run to run).
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings, arrays and optionals cannot fail.
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// A Graphviz digraph: keys, identifiers and routers grouped in one cluster per module; solid edges lead from a
  /// key to its router, dashed edges from an adapter to the key it forwards to.
  public var dot: String {
    let layout = GraphLayout(self)
    var lines = [
      "digraph ZRouter {", "  rankdir=LR;", "  graph [fontname=\"Helvetica\"];",
      "  node [fontname=\"Helvetica\", fontsize=10];",
      "  edge [fontname=\"Helvetica\", fontsize=9];",
    ]
    for (index, module) in layout.modules.enumerated() {
      lines.append("  subgraph cluster_\(index) {")
      lines.append("    label=\(Self.dotQuoted(module ?? "unknown module")); style=rounded; color=gray50;")
      for node in layout.nodes where node.node.module == module {
        let shape =
          switch node.role {
          case .router: "shape=box, style=\"rounded,filled\", fillcolor=lightblue"
          case .key: "shape=box"
          case .identifier: "shape=note"
          }
        lines.append("    \(node.id) [label=\(Self.dotQuoted(node.node.name)), \(shape)];")
      }
      lines.append("  }")
    }
    for edge in layout.edges {
      let style = edge.isAdapter ? " [style=dashed, label=\"adapter\"]" : ""
      lines.append("  \(edge.from) -> \(edge.to)\(style);")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// A Mermaid flowchart: keys, identifiers and routers grouped in one subgraph per module; `-->` leads from a key to
  /// its router, `-. adapter .->` from an adapter to the key it forwards to.
  public var mermaid: String {
    let layout = GraphLayout(self)
    var lines = ["flowchart LR"]
    for (index, module) in layout.modules.enumerated() {
      lines.append("  subgraph m\(index) [\(Self.mermaidQuoted(module ?? "unknown module"))]")
      for node in layout.nodes where node.node.module == module {
        let label = Self.mermaidQuoted(node.node.name)
        let shaped =
          switch node.role {
          case .router: "(\(label))"
          case .key: "[\(label)]"
          case .identifier: "[/\(label)/]"
          }
        lines.append("    \(node.id)\(shaped)")
      }
      lines.append("  end")
    }
    for edge in layout.edges {
      lines.append("  \(edge.from) \(edge.isAdapter ? "-. adapter .->" : "-->") \(edge.to)")
    }
    return lines.joined(separator: "\n")
  }

  private static func dotQuoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  private static func mermaidQuoted(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\"": escaped += "#quot;"
      case "<": escaped += "#lt;"
      case ">": escaped += "#gt;"
      case "#": escaped += "#35;"
      default: escaped.append(character)
      }
    }
    return "\"\(escaped)\""
  }
}

/// The nodes and edges of a route graph with stable identifiers (`n0`, `n1`…), shared by the DOT and Mermaid output.
private struct GraphLayout {
  enum Role: Int { case key, identifier, router }

  struct PlacedNode {
    let id: String
    let node: RouteGraph.Node
    let role: Role
  }

  struct Edge: Hashable {
    let from: String
    let to: String
    let isAdapter: Bool
  }

  private(set) var nodes: [PlacedNode] = []
  private(set) var edges: [Edge] = []
  let modules: [String?]

  init(_ graph: RouteGraph) {
    var roles: [RouteGraph.Node: Role] = [:]
    for route in graph.routes {
      roles[route.key] = route.kind == .identifier || route.kind == .urlPattern ? .identifier : .key
      for node in route.adapterChain where roles[node] == nil { roles[node] = .key }
      if let router = route.router { roles[router] = .router }
    }
    let sorted = roles.sorted {
      ($0.key.module ?? "~", $0.value.rawValue, $0.key.name) < ($1.key.module ?? "~", $1.value.rawValue, $1.key.name)
    }
    var ids: [RouteGraph.Node: String] = [:]
    for (index, entry) in sorted.enumerated() {
      ids[entry.key] = "n\(index)"
      nodes.append(PlacedNode(id: "n\(index)", node: entry.key, role: entry.value))
    }
    var modules: [String?] = []
    for node in nodes where !modules.contains(node.node.module) { modules.append(node.node.module) }
    self.modules = modules
    var seen: Set<Edge> = []
    for route in graph.routes {
      guard let from = ids[route.key] else { continue }
      let edge: Edge? =
        if let next = route.adapterChain.first, let to = ids[next] {
          Edge(from: from, to: to, isAdapter: true)
        } else if let router = route.router, let to = ids[router] {
          Edge(from: from, to: to, isAdapter: false)
        } else {
          nil
        }
      if let edge, seen.insert(edge).inserted { edges.append(edge) }
    }
  }
}
