import Foundation

// The `new-feature-module` tool, which the package's plugin of the same verb runs:
//
//   new-feature-module --package-directory DIR [--existing-target NAME]... <Name> [--view]
//
// writes Modules/<Name> and Tests/<Name>Tests into DIR (see FeatureModuleGenerator), then prints the lines to add to
// Package.swift and the app context. A bad name, a taken name or a failed write prints one `error:` line, writes
// nothing and exits with status 1.

/// The tool's own options, taken out of the arguments; the rest are the generator's.
struct ToolArguments {
  var packageDirectory: URL?
  var existingTargets: Set<String> = []
  var generatorArguments: [String] = []

  init(_ arguments: [String]) throws {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--package-directory", "--existing-target":
        guard let value = remaining.popFirst() else {
          throw FeatureModuleGenerator.Failure(description: "\(argument) needs a value.")
        }
        if argument == "--package-directory" {
          packageDirectory = URL(fileURLWithPath: value, isDirectory: true)
        } else {
          existingTargets.insert(value)
        }
      default:
        generatorArguments.append(argument)
      }
    }
  }
}

do {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.contains("--help") || arguments.contains("-h") {
    print(FeatureModuleGenerator.usage)
    exit(0)
  }
  let tool = try ToolArguments(arguments)
  let generator = try FeatureModuleGenerator(arguments: tool.generatorArguments)
  let directory = tool.packageDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  try generator.write(into: directory, existingTargets: tool.existingTargets)
  print(generator.nextSteps)
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
