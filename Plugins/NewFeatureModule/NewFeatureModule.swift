import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-feature-module <Name> [--view]`: writes a feature module
/// and its test target, then prints the lines to add to `Package.swift` and the app context. Writes nothing when the
/// name is invalid or taken. The work is the `new-feature-module` tool's (`Tools/NewFeatureModule`), which the plugin
/// runs with the package's folder and target names.
@main
struct NewFeatureModule: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "new-feature-module")
    let process = Process()
    process.executableURL = tool.url
    process.arguments =
      ["--package-directory", context.package.directoryURL.path]
      + context.package.targets.flatMap { ["--existing-target", $0.name] } + arguments
    try process.run()
    process.waitUntilExit()
    // The tool printed its own `error:` line; SwiftPM reports the plugin's failure with this one.
    guard process.terminationStatus == 0 else {
      throw NewFeatureModuleFailure(description: "new-feature-module wrote nothing (see the error above).")
    }
  }
}

/// Why the plugin failed, as SwiftPM prints it (`error: <description>`).
struct NewFeatureModuleFailure: Error, CustomStringConvertible {
  let description: String
}
