import Foundation

/// Writes a new feature module and its test target: the code behind
/// `swift package --allow-writing-to-package-directory new-feature-module <Name> [--view]`.
///
/// Plain Swift (Foundation only), so the command plugin compiles it and `Tests/NewFeatureModuleTests` tests it. It
/// writes `Modules/<Name>/` (what the module requires, what it provides, a service router, an error, and with
/// `--view` a view and its router) and `Tests/<Name>Tests/` (a mock and an unimplemented stand-in of the required
/// protocol, a registry helper over ZRouterTesting's isolated registry, and tests). It changes no existing file: the
/// lines to add to `Package.swift` and the app context are in ``nextSteps``.
/// ```swift
/// let generator = try FeatureModuleGenerator(arguments: ["Reminders", "--view"])
/// try generator.write(into: packageDirectory, existingTargets: ["ZRouter", "Tags"])
/// print(generator.nextSteps)
/// ```
struct FeatureModuleGenerator: Equatable {
  /// Why nothing was written, in a sentence that says what to do.
  struct Failure: Error, Equatable, CustomStringConvertible {
    /// What went wrong and what to do.
    let description: String
  }

  /// How the command is called.
  static let usage = """
    usage: swift package --allow-writing-to-package-directory new-feature-module <Name> [--view]

    Writes Modules/<Name>/ (a required protocol, a provided protocol with its routable key, a service router,
    an error) and Tests/<Name>Tests/ (mocks and tests on an isolated registry), then prints the lines to add to
    Package.swift and the app context. <Name> is UpperCamelCase (ASCII letters and digits), at most
    \(maximumNameLength) characters, and names no existing module.

      --view    also write a view (<Name>ViewController), its provided protocol and its view router
    """

  /// The longest module name: the generated lines stay within the 120 columns of `.swift-format`.
  static let maximumNameLength = 20

  /// Module names that would shadow a module every target may import.
  static let reservedNames: Set<String> = [
    "AppKit", "Combine", "Darwin", "Dispatch", "Foundation", "FoundationEssentials", "Glibc", "Musl", "Observation",
    "PackageDescription", "PackagePlugin", "Swift", "SwiftUI", "Synchronization", "Testing", "UIKit", "XCTest",
  ]

  /// The module's name, UpperCamelCase: `Reminders`.
  let name: String
  /// Whether the module also gets a view, its provided protocol and its view router.
  let withView: Bool

  /// The module's name with its leading capitals lowered, as routable keys' members start: `reminders`,
  /// `urlCache` for `URLCache`.
  var lowerName: String {
    let capitals = name.prefix { $0.isUppercase }.count
    // In `URLCache` the last capital starts the next word; in `IO` or `Notes` every leading capital is lowered.
    let lowered =
      capitals > 1 && capitals < name.count && name.dropFirst(capitals).first?.isLowercase == true
      ? capitals - 1 : capitals
    return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
  }

  /// A generator for `name`, checked to be a valid module name.
  /// - Throws: ``Failure`` when `name` is not UpperCamelCase ASCII or is reserved.
  init(name: String, withView: Bool) throws {
    try Self.check(name: name)
    self.name = name
    self.withView = withView
  }

  /// A generator for the command's arguments: one name, and `--view` anywhere.
  /// - Throws: ``Failure`` for a missing name, several names, an unknown option or an invalid name.
  init(arguments: [String]) throws {
    var names: [String] = []
    var withView = false
    for argument in arguments {
      switch argument {
      case "--view": withView = true
      case _ where argument.hasPrefix("-"):
        throw Failure(description: "Unknown option \(argument.debugDescription): the only option is --view.")
      default: names.append(argument)
      }
    }
    guard let name = names.first else {
      throw Failure(
        description: "Name the module: new-feature-module <Name> [--view], e.g. new-feature-module Reminders.")
    }
    guard names.count == 1 else {
      throw Failure(
        description:
          "One module at a time: got \(names.count) names (\(names.joined(separator: ", "))). Run the command once per module."
      )
    }
    try self.init(name: name, withView: withView)
  }

  /// Checks that `name` can be a feature module's name.
  static func check(name: String) throws {
    let shown = name.debugDescription
    guard !name.isEmpty else {
      throw Failure(description: "The module name is empty. Name it in UpperCamelCase, e.g. Reminders.")
    }
    guard name.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0)) }) else {
      throw Failure(
        description:
          "The module name \(shown) has a character other than an ASCII letter or digit. Name it in UpperCamelCase, e.g. Reminders."
      )
    }
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else {
      throw Failure(
        description:
          "The module name \(shown) does not start with a capital letter. Name it in UpperCamelCase, e.g. Reminders.")
    }
    guard name.count <= maximumNameLength else {
      throw Failure(
        description: "The module name \(shown) is longer than \(maximumNameLength) characters. Choose a shorter name.")
    }
    guard !reservedNames.contains(name), !["Self", "Any", "Type", "Protocol"].contains(name) else {
      throw Failure(
        description: "The module name \(shown) is taken by Swift or a system module. Choose another name.")
    }
  }

  /// `import` lines for `modules`, in the order swift-format's OrderedImports wants (the module's own name sorts
  /// among the others).
  func imports(_ modules: [String]) -> String {
    modules.sorted().map { "import \($0)" }.joined(separator: "\n")
  }

  /// The files to write, by path relative to the package directory, in writing order.
  var files: [(path: String, contents: String)] {
    let module = "Modules/\(name)/"
    let tests = "Tests/\(name)Tests/"
    var files = [
      (module + "\(name)Requirements.swift", requirements),
      (module + "\(name)ProvidedInterfaces.swift", providedInterfaces),
      (module + "\(name)Service.swift", service),
      (module + "\(name)ServiceRouter.swift", serviceRouter),
      (module + "\(name)Error.swift", error),
    ]
    if withView {
      files += [
        (module + "\(name)ViewController.swift", viewController),
        (module + "\(name)ViewRouter.swift", viewRouter),
      ]
    }
    files += [
      (tests + "Mocks/MockStore.swift", mockStore),
      (tests + "Mocks/UnimplementedStore.swift", unimplementedStore),
      (tests + "Support/\(name)Registry.swift", registry),
      (tests + "\(name)ServiceTests.swift", serviceTests),
      (tests + "\(name)ServiceRouterTests.swift", serviceRouterTests),
      (tests + "\(name)ErrorTests.swift", errorTests),
    ]
    if withView { files.append((tests + "\(name)ViewRouterTests.swift", viewRouterTests)) }
    return files
  }

  /// Writes ``files`` under `packageDirectory`, all or none.
  ///
  /// - Parameters:
  ///   - packageDirectory: The package's root folder (where `Package.swift` is).
  ///   - existingTargets: The names of the package's targets; the module and its test target must not be one.
  /// - Returns: The paths written, relative to `packageDirectory`.
  /// - Throws: ``Failure`` when the module or its tests already exist as a target or a folder, or a file cannot be
  ///   written; whatever was written by then is removed, so a failure leaves the package as it was.
  @discardableResult
  func write(into packageDirectory: URL, existingTargets: Set<String>) throws -> [String] {
    let fileManager = FileManager.default
    // Case-insensitively: on a Mac's file system Modules/TAGS is Modules/Tags.
    for target in [name, name + "Tests"] {
      if let existing = existingTargets.first(where: { $0.lowercased() == target.lowercased() }) {
        throw Failure(description: "The package already has a target named \(existing). Choose another module name.")
      }
    }
    let folders = ["Modules/\(name)", "Tests/\(name)Tests"]
    for folder in folders where fileManager.fileExists(atPath: packageDirectory.appendingPathComponent(folder).path) {
      throw Failure(
        description: "\(folder) already exists; nothing was written. Choose another module name, or remove the folder.")
    }
    var created: [URL] = []
    do {
      for folder in folders {
        let url = packageDirectory.appendingPathComponent(folder)
        try fileManager.createDirectory(at: url, withIntermediateDirectories: true)
        created.append(url)
      }
      for (path, contents) in files {
        let url = packageDirectory.appendingPathComponent(path)
        try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // withoutOverwriting: a file that appeared since the check above is never replaced.
        try Data(contents.utf8).write(to: url, options: .withoutOverwriting)
      }
    } catch {
      for url in created { try? fileManager.removeItem(at: url) }
      throw Failure(description: "Writing \(name) failed, so nothing was written: \(error.localizedDescription)")
    }
    return files.map(\.path)
  }

  /// What the user adds by hand: the lines of `Package.swift` and of the app context, and the Docs page.
  var nextSteps: String {
    let viewRouters = withView ? "\n     and \(name)ViewRouter.self to its viewRouters" : ""
    return """
      Wrote Modules/\(name)/ and Tests/\(name)Tests/. Nothing else was changed; to wire the module:

      1. Package.swift, with the feature modules:
           .module("\(name)"),
         with the tests:
           .tests("\(name)"),
         and "\(name)" in the dependencies of the AppContext target.
      2. AppContext/AppContext.swift:
         - in ZIKRouteRegistry.add, add \(name)ServiceRouter.self to the serviceRouters\(viewRouters);
         - serve what \(name) requires (an adapter, an extension or a proxy; see Docs/Adapters.md):
             ZIKAnyServiceRouter.register(
               RoutableService.\(lowerName)RequiredStore, forMakingService: MyStore.self
             ) { _ in MyStore() }
         - declare it in declareRequirements(syncing:):
             SwitchableService(RoutableService.\(lowerName)RequiredStore),
      3. Docs/Modules/\(name).md: what \(name) requires and provides (scripts/check-module-isolation.py needs it).

      Then: swift build --target \(name) && swift test --filter \(name)Tests
      """
  }
}
