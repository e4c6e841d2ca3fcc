import PackagePlugin

/// Generates the benchmarks' service sources at build time, with the `generate-benchmark-services` tool.
///
/// - A target named `GeneratedServicesPart<k>` gets the services of part `k`; the number of parts is the number of
///   such targets in the package.
/// - Any other target it is applied to (`zrouter-bench`) gets the index, `GeneratedServices`, which concatenates
///   the tables of the parts it depends on.
@main
struct GenerateBenchmarkServices: BuildToolPlugin {
  /// The prefix of the name of every part's target.
  static let partPrefix = "GeneratedServicesPart"

  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let tool = try context.tool(named: "generate-benchmark-services")
    let partCount = context.package.targets.filter { $0.name.hasPrefix(Self.partPrefix) }.count
    if target.name.hasPrefix(Self.partPrefix) {
      let part = String(target.name.dropFirst(Self.partPrefix.count))
      let output = context.pluginWorkDirectoryURL.appending(path: "Services.swift")
      return [
        .buildCommand(
          displayName: "Generating the services of \(target.name)",
          executable: tool.url,
          arguments: ["part", part, String(partCount), output.path()],
          outputFiles: [output])
      ]
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedServices.swift")
    return [
      .buildCommand(
        displayName: "Generating the index of the generated services",
        executable: tool.url,
        arguments: ["index", String(partCount), output.path()],
        outputFiles: [output])
    ]
  }
}
