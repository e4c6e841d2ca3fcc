import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-feature-module <Name> [--view]`: writes a feature module
/// and its test target (see ``FeatureModuleGenerator``), then prints the lines to add to `Package.swift` and the app
/// context. Writes nothing when the name is invalid or taken.
@main
struct NewFeatureModule: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(FeatureModuleGenerator.usage)
      return
    }
    // A thrown Failure is printed by SwiftPM as `error: <description>`, with exit status 1.
    let generator = try FeatureModuleGenerator(arguments: arguments)
    try generator.write(into: context.package.directoryURL, existingTargets: Set(context.package.targets.map(\.name)))
    print(generator.nextSteps)
  }
}
