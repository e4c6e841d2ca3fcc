import Foundation
import TestSupport
import Testing

@testable import new_feature_module

/// The generator behind `swift package new-feature-module` (the `new-feature-module` tool the plugin runs).
/// That what it writes builds and passes its own tests is checked by scripts/check-templates.sh.
@Suite struct FeatureModuleGeneratorTests {
  /// The paths of every file under `folder`, relative to it, sorted.
  static func filesUnder(_ folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    var paths: [String] = []
    while let url = enumerator?.nextObject() as? URL {
      if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
        paths.append(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
      }
    }
    return paths.sorted()
  }

  /// A package folder with a Package.swift and the Modules/ and Tests/ folders of this repository's shape.
  static func package() throws -> TemporaryFolder {
    let folder = try TemporaryFolder(label: "NewFeatureModule")
    try folder.write("// swift-tools-version: 6.1\n", to: "Package.swift")
    for name in ["Modules", "Tests"] {
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent(name), withIntermediateDirectories: false)
    }
    return folder
  }

  @Test func argumentsAreOneNameAndTheViewOptionAnywhere() throws {
    #expect(
      try FeatureModuleGenerator(arguments: ["Reminders"]) == FeatureModuleGenerator(name: "Reminders", withView: false)
    )
    #expect(try FeatureModuleGenerator(arguments: ["--view", "Reminders"]).withView)
    #expect(try FeatureModuleGenerator(arguments: ["Reminders", "--view"]).name == "Reminders")
  }

  @Test(arguments: [
    ([], "Name the module"),
    (["Reminders", "Notes"], "One module at a time"),
    (["Reminders", "--force"], "Unknown option \"--force\""),
  ])
  func unusableArgumentsSayWhatToDo(arguments: [String], reason: String) {
    #expect {
      try FeatureModuleGenerator(arguments: arguments)
    } throws: { ($0 as? FeatureModuleGenerator.Failure)?.description.contains(reason) == true }
  }

  @Test(arguments: [
    ("", "is empty"),
    ("reminders", "does not start with a capital letter"),
    ("2Reminders", "does not start with a capital letter"),
    ("Two Words", "other than an ASCII letter or digit"),
    ("My_Module", "other than an ASCII letter or digit"),
    ("Rappels\u{E9}", "other than an ASCII letter or digit"),
    ("Foundation", "taken by Swift or a system module"),
    ("Self", "taken by Swift or a system module"),
    (String(repeating: "A", count: 21), "longer than 20 characters"),
  ])
  func invalidNamesAreRefusedWithAReason(name: String, reason: String) {
    #expect {
      try FeatureModuleGenerator(name: name, withView: false)
    } throws: { ($0 as? FeatureModuleGenerator.Failure)?.description.contains(reason) == true }
  }

  @Test(arguments: [
    ("Reminders", "reminders"), ("URLCache", "urlCache"), ("IO", "io"), ("A", "a"), ("Notes2", "notes2"),
    ("ABTest", "abTest"),
  ])
  func keysStartWithTheNameInLowerCamelCase(name: String, lowerName: String) throws {
    #expect(try FeatureModuleGenerator(name: name, withView: false).lowerName == lowerName)
  }

  @Test func writesTheModuleAndItsTestsAndChangesNothingElse() throws {
    let package = try Self.package()
    let generator = try FeatureModuleGenerator(name: "Reminders", withView: false)
    let written = try generator.write(into: package.url, existingTargets: ["ZRouter", "Tags", "TagsTests"])
    #expect(Self.filesUnder(package.url) == (written + ["Package.swift"]).sorted())
    #expect(
      written.sorted() == [
        "Modules/Reminders/RemindersError.swift",
        "Modules/Reminders/RemindersProvidedInterfaces.swift",
        "Modules/Reminders/RemindersRequirements.swift",
        "Modules/Reminders/RemindersService.swift",
        "Modules/Reminders/RemindersServiceRouter.swift",
        "Tests/RemindersTests/Mocks/MockStore.swift",
        "Tests/RemindersTests/Mocks/UnimplementedStore.swift",
        "Tests/RemindersTests/RemindersErrorTests.swift",
        "Tests/RemindersTests/RemindersServiceRouterTests.swift",
        "Tests/RemindersTests/RemindersServiceTests.swift",
        "Tests/RemindersTests/Support/RemindersRegistry.swift",
      ])
    #expect(
      String(decoding: try package.contents(of: "Package.swift"), as: UTF8.self) == "// swift-tools-version: 6.1\n")
    for (path, contents) in generator.files {
      #expect(try String(contentsOf: package.url.appendingPathComponent(path), encoding: .utf8) == contents)
    }
  }

  @Test func theViewOptionAddsTheViewItsRouterAndItsTest() throws {
    let paths = try FeatureModuleGenerator(name: "Reminders", withView: true).files.map(\.path)
    let withoutView = try FeatureModuleGenerator(name: "Reminders", withView: false).files
    #expect(
      Set(paths).subtracting(withoutView.map(\.path)) == [
        "Modules/Reminders/RemindersViewController.swift", "Modules/Reminders/RemindersViewRouter.swift",
        "Tests/RemindersTests/RemindersViewRouterTests.swift",
      ])
    #expect(!withoutView.contains { $0.contents.contains("View") })
  }

  @Test func theProvidedProtocolHasItsMemberFormKey() throws {
    let files = try FeatureModuleGenerator(name: "URLCache", withView: true).files
    let provided = try #require(files.first { $0.path == "Modules/URLCache/URLCacheProvidedInterfaces.swift" })
    #expect(provided.contents.contains("public protocol URLCacheProvidedService: AnyObject {"))
    #expect(provided.contents.contains("extension RoutableService where Protocol == any URLCacheProvidedService {"))
    #expect(
      provided.contents.contains(
        "public static var urlCacheProvidedService: Self { Self(declaredProtocol: Protocol.self) }"))
    #expect(provided.contents.contains("extension RoutableView where Protocol == any URLCacheProvidedView {"))
    #expect(
      provided.contents.contains(
        "public static var urlCacheProvidedView: Self { Self(declaredProtocol: Protocol.self) }"))
  }

  @Test func anExistingTargetIsRefusedAndNothingIsWritten() throws {
    let package = try Self.package()
    for existing in ["Reminders", "RemindersTests", "REMINDERS"] {
      #expect {
        try FeatureModuleGenerator(name: "Reminders", withView: true).write(
          into: package.url, existingTargets: [existing])
      } throws: { ($0 as? FeatureModuleGenerator.Failure)?.description.contains("already has a target") == true }
    }
    #expect(Self.filesUnder(package.url) == ["Package.swift"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: package.url.appendingPathComponent("Modules").path).isEmpty)
  }

  @Test func anExistingFolderIsNeverOverwritten() throws {
    let package = try Self.package()
    try FileManager.default.createDirectory(
      at: package.url.appendingPathComponent("Tests/RemindersTests"), withIntermediateDirectories: false)
    try package.write("mine", to: "Tests/RemindersTests/Notes.swift")
    #expect {
      try FeatureModuleGenerator(name: "Reminders", withView: false).write(into: package.url, existingTargets: [])
    } throws: {
      ($0 as? FeatureModuleGenerator.Failure)?.description.contains("Tests/RemindersTests already exists") == true
    }
    #expect(Self.filesUnder(package.url) == ["Package.swift", "Tests/RemindersTests/Notes.swift"])
    #expect(String(decoding: try package.contents(of: "Tests/RemindersTests/Notes.swift"), as: UTF8.self) == "mine")
  }

  @Test func aFailureHalfwayRemovesWhatWasWritten() throws {
    let package = try Self.package()
    // Tests is a file, so Tests/RemindersTests cannot be made after Modules/Reminders was.
    try FileManager.default.removeItem(at: package.url.appendingPathComponent("Tests"))
    try package.write("not a folder", to: "Tests")
    #expect {
      try FeatureModuleGenerator(name: "Reminders", withView: false).write(into: package.url, existingTargets: [])
    } throws: { ($0 as? FeatureModuleGenerator.Failure)?.description.contains("nothing was written") == true }
    #expect(Self.filesUnder(package.url) == ["Package.swift", "Tests"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: package.url.appendingPathComponent("Modules").path).isEmpty)
  }

  @Test func theNextStepsAreTheLinesToAddByHand() throws {
    let steps = try FeatureModuleGenerator(name: "Reminders", withView: true).nextSteps
    for line in [
      ".module(\"Reminders\"),", ".tests(\"Reminders\"),", "RemindersServiceRouter.self", "RemindersViewRouter.self",
      "RoutableService.remindersRequiredStore, forMakingService:",
      "SwitchableService(RoutableService.remindersRequiredStore),", "Docs/Modules/Reminders.md",
    ] {
      #expect(steps.contains(line), "\(line)")
    }
  }

  /// Every line fits the 120 columns of `.swift-format` for the longest name, and every public declaration of the
  /// module has a doc comment (the project's style; swift-format's lint checks the rest in check-templates.sh).
  @Test(arguments: [false, true])
  func generatedSourcesFollowTheStyleForTheLongestName(withView: Bool) throws {
    let name = "Abcdefghijklmnopqrst"
    #expect(name.count == FeatureModuleGenerator.maximumNameLength)
    let files = try FeatureModuleGenerator(name: name, withView: withView).files
    for (path, contents) in files {
      let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        #expect(line.count <= 120, "\(path):\(index + 1) has \(line.count) columns")
        let code = line.drop { $0 == " " }
        guard path.hasPrefix("Modules/"),
          code.hasPrefix("public ") || code.hasPrefix("override public ")
            || code.hasPrefix("@MainActor public ")
        else { continue }
        #expect(index > 0 && lines[index - 1].drop { $0 == " " }.hasPrefix("///"), "\(path):\(index + 1) undocumented")
      }
      #expect(contents.hasSuffix("}\n") || contents.hasSuffix("{}\n"), "\(path) ends with one newline")
    }
  }
}
