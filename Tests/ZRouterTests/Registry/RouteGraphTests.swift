import Foundation
import Testing
import ZRouter
import ZRouterTesting

@testable import ZRouterCore

/// Routes of tests that only the graph tests register: an identifier next to a URL pattern, and a block route.
final class GraphIdentifiedServiceRouter: ZIKServiceRouter<URLCounterService, PerformRouteConfig> {
  override class func registerRoutableDestination() {
    registerService(URLCounterService.self)
    registerIdentifier("graph-counter")
    registerURLPattern("app://graph/counter/:id")
  }
  override func destination(with configuration: PerformRouteConfig) -> URLCounterService? { URLCounterService() }
}

/// The registry described as data (`ZIKRouteRegistry.routeGraph()`) and its four renderings.
@MainActor struct RouteGraphTests {
  private func registerAll() {
    ChainServiceAdapter.registerRoutableDestination()
    ChainServiceRouter.registerRoutableDestination()
    GraphIdentifiedServiceRouter.registerRoutableDestination()
  }

  @Test func keysAdaptersIdentifiersAndPatternsCarryTheirRoutersAndModules() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: registerAll) {
      let graph = ZIKRouteRegistry.routeGraph()
      let direct = try #require(graph.routes.first { $0.key.name == "RoutableService<ChainServiceInput0>" })
      #expect(direct.kind == .destination)
      #expect(direct.key.module == "ZRouterTests")
      #expect(direct.router == RouteGraph.Node(name: "ChainServiceRouter", module: "ZRouterTests"))
      #expect(direct.registeredBy == "ZRouterTests")

      let adapter = try #require(graph.routes.first { $0.key.name == "RoutableService<ChainServiceInput4>" })
      #expect(adapter.kind == .adapter)
      #expect(adapter.adapterChain.map(\.name) == (0...3).reversed().map { "RoutableService<ChainServiceInput\($0)>" })
      #expect(adapter.router?.name == "ChainServiceRouter")

      let module = try #require(graph.routes.first { $0.key.name == "RoutableServiceModule<ChainServiceModuleInput0>" })
      #expect(module.kind == .module)

      #expect(graph.routes.first { $0.key.name == "graph-counter" }?.kind == .identifier)
      let pattern = try #require(graph.routes.first { $0.key.name == "app://graph/counter/:id" })
      #expect(pattern.kind == .urlPattern)
      #expect(pattern.router?.name == "GraphIdentifiedServiceRouter")
      #expect(graph.routers.map(\.name) == ["ChainServiceRouter", "GraphIdentifiedServiceRouter"])
      #expect(graph.modules == ["ZRouterTests"])
    }
  }

  @Test func theGraphMatchesTheRouteTable() {
    ZIKRouteRegistry.withTestRegistry(registering: registerAll) {
      let graph = ZIKRouteRegistry.routeGraph()
      let table = ZIKRouteRegistry.routeTable()
      #expect(graph.routes.count == table.count)
      for route in table {
        let path = ([route.key] + route.adapterChain).joined(separator: " → ")
        #expect(graph.text.contains("\(path) → \(route.router ?? "NO ROUTER")"), "\(route)")
      }
    }
  }

  @Test func anAdapterChainThatReachesNoRouterIsAnEdgeWithoutARouter() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: ChainServiceAdapter.registerRoutableDestination) {
      let graph = ZIKRouteRegistry.routeGraph()
      let adapter = try #require(graph.routes.first { $0.key.name == "RoutableService<ChainServiceInput1>" })
      #expect(adapter.router == nil)
      #expect(
        graph.text.contains("RoutableService<ChainServiceInput1> → RoutableService<ChainServiceInput0> → NO ROUTER"))
      #expect(graph.dot.contains("label=\"RoutableService<ChainServiceInput0>\", shape=box"))
    }
  }

  @Test func jsonRoundTripsToTheSameGraph() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: registerAll) {
      let graph = ZIKRouteRegistry.routeGraph()
      let decoded = try JSONDecoder().decode(RouteGraph.self, from: Data(graph.json().utf8))
      #expect(decoded == graph)
      #expect(graph.rendered(as: .json) == graph.json())
    }
  }

  @Test func dotHasAClusterPerModuleAndSolidAndDashedEdges() {
    ZIKRouteRegistry.withTestRegistry(registering: registerAll) {
      let dot = ZIKRouteRegistry.routeGraph().dot
      #expect(dot.hasPrefix("digraph ZRouter {"))
      #expect(dot.hasSuffix("}"))
      #expect(dot.contains("label=\"ZRouterTests\""))
      #expect(dot.contains("label=\"app://graph/counter/:id\", shape=note"))
      #expect(dot.contains("[style=dashed, label=\"adapter\"]"))
      #expect(dot.contains("label=\"ChainServiceRouter\", shape=box, style=\"rounded,filled\""))
    }
  }

  @Test func mermaidEscapesAngleBracketsAndQuotes() {
    let graph = RouteGraph(routes: [
      RouteGraph.Route(
        family: .service, kind: .identifier, key: RouteGraph.Node(name: "say \"hi\" #1", module: "A"),
        router: RouteGraph.Node(name: "R<T>", module: "B"), registeredBy: "A")
    ])
    let mermaid = graph.mermaid
    #expect(mermaid.contains("[/\"say #quot;hi#quot; #35;1\"/]"), "\(mermaid)")
    #expect(mermaid.contains("(\"R#lt;T#gt;\")"), "\(mermaid)")
    #expect(mermaid.contains("subgraph m0 [\"A\"]") && mermaid.contains("subgraph m1 [\"B\"]"), "\(mermaid)")
    #expect(mermaid.contains(" --> "))
    #expect(graph.dot.contains("label=\"say \\\"hi\\\" #1\""), "\(graph.dot)")
  }

  @Test func equalRegistriesGiveEqualRenderings() {
    let first = ZIKRouteRegistry.withTestRegistry(registering: registerAll) { ZIKRouteRegistry.routeGraph() }
    let second = ZIKRouteRegistry.withTestRegistry(registering: registerAll) { ZIKRouteRegistry.routeGraph() }
    for format in RouteGraph.Format.allCases {
      #expect(first.rendered(as: format) == second.rendered(as: format))
    }
  }
}
