import Foundation
import Testing
import ZRouter

/// `notes routes --format text|json|dot|mermaid`: the running app's route graph, as people and scripts read it.
@Suite struct NotesRouteGraphIntegrationTests {
  let folders: TemporaryFolders
  var data: String { folders.root.appendingPathComponent("data").path }

  init() throws { folders = try TemporaryFolders() }

  func routes(_ format: String...) throws -> NotesRun {
    try NotesRun.run(["--data", data, "--storage", "memory", "routes"] + format)
  }

  @Test func jsonDescribesEveryModulesKeysRoutersAndWhoRegisteredThem() throws {
    let run = try routes("--format", "json")
    #expect(run.status == 0, "\(run.standardError)")
    let graph = try JSONDecoder().decode(RouteGraph.self, from: Data(run.standardOutput.utf8))
    #expect(
      Set(["AppContext", "Editor", "Login", "Storage", "Sync", "Tags"]).isSubset(of: graph.modules), "\(graph.modules)")
    let provided = try #require(graph.routes.first { $0.key.name == "RoutableService<LoginProvidedSessionService>" })
    #expect(provided.key.module == "Login")
    #expect(provided.router == RouteGraph.Node(name: "SessionServiceRouter", module: "Login"))
    #expect(provided.registeredBy == "Login")
    let adapted = try #require(graph.routes.first { $0.key.name == "RoutableService<EditorRequiredSession>" })
    #expect(adapted.kind == .adapter)
    #expect(adapted.key.module == "Editor")
    #expect(adapted.adapterChain.map(\.name) == ["RoutableService<LoginProvidedSessionService>"])
    #expect(adapted.registeredBy == "AppContext")
    #expect(graph.routers.contains(RouteGraph.Node(name: "InMemoryNoteStoreRouter", module: "Storage")))
  }

  @Test func textIsTheDefaultAndEachFormatPrintsItsOwnSyntax() throws {
    let text = try routes()
    #expect(text.status == 0)
    #expect(try routes("--format", "text").standardOutput == text.standardOutput)
    #expect(
      text.outputLines.contains(
        "view     RoutableView<LoginProvidedLoginView> → LoginViewRouter  (registered by Login)"))
    let dot = try routes("--format", "dot").standardOutput
    #expect(dot.hasPrefix("digraph ZRouter {") && dot.contains("subgraph cluster_"), "\(dot)")
    let mermaid = try routes("--format", "MERMAID").standardOutput
    #expect(mermaid.hasPrefix("flowchart LR") && mermaid.contains("subgraph m0 [\"AppContext\"]"), "\(mermaid)")
  }

  @Test func anUnknownFormatIsAnErrorThatListsTheFormats() throws {
    let run = try routes("--format", "svg")
    #expect(run.status == 1)
    #expect(run.standardOutput.isEmpty)
    #expect(run.errorLines == ["error: unknown format 'svg'; usage: routes [--format text|json|dot|mermaid]"])
    #expect(try routes("--format").errorLines == ["error: usage: routes [--format text|json|dot|mermaid]"])
  }
}
