// swift-tools-version: 6.1
import PackageDescription

/// Settings every target of ours shares: Swift 6 language mode comes from the tools version;
/// these upcoming features keep existentials explicit and imports honest.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

extension Target {
  /// A feature module under `Modules/<name>`: it imports ZRouter, the shared model targets it needs (`deps`) and
  /// nothing else of ours.
  static func module(_ name: String, deps: [Dependency] = []) -> Target {
    .target(name: name, dependencies: ["ZRouter"] + deps, path: "Modules/\(name)", swiftSettings: strictSettings)
  }
  /// The test target of a module, under `Tests/<name>Tests`, with ZRouterTesting and the shared test helpers of
  /// `Tests/TestSupport`.
  static func tests(_ name: String, deps: [Dependency] = [], settings: [SwiftSetting] = strictSettings) -> Target {
    .testTarget(
      name: "\(name)Tests", dependencies: [.target(name: name), "ZRouterTesting", "TestSupport"] + deps,
      path: "Tests/\(name)Tests",
      swiftSettings: settings)
  }
}

/// The glue targets the `ZRouter` module re-exports on Apple platforms. On Linux there is no UI framework: the glue
/// targets are built against the models of UIKit and AppKit for the tests only (see the end of this file).
#if os(Linux)
  let platformGlue: [Target.Dependency] = []
  /// What the shared view-routing tests and their support need for the hosts they run on besides the core's headless
  /// one: on Linux, the UIKit glue built against the UIKit model.
  let viewTestHosts: [Target.Dependency] = ["ZRouterUIKit", "UIKitModel"]
#else
  let viewTestHosts: [Target.Dependency] = []
  let platformGlue: [Target.Dependency] = [
    .target(name: "ZRouterUIKit", condition: .when(platforms: [.iOS, .tvOS, .visionOS, .macCatalyst])),
    .target(name: "ZRouterAppKit", condition: .when(platforms: [.macOS])),
    .target(name: "ZRouterSwiftUI", condition: .when(platforms: [.iOS, .tvOS, .visionOS, .macCatalyst, .macOS])),
  ]
#endif

let package = Package(
  name: "ZRouter",
  // The Apple platforms the library and the modules build for (Observation and SwiftUI's navigation stack need these);
  // Linux ignores the list.
  platforms: [.iOS(.v17), .tvOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "ZRouter", targets: ["ZRouter"]),
    .library(name: "ZRouterTesting", targets: ["ZRouterTesting"]),
    .executable(name: "notes", targets: ["notes"]),
    // What the iOS, macOS and SwiftUI apps of Apps/Notes.swiftpm build on: the composition root, the note list, and
    // Login's sign-in view (the apps present it).
    .library(name: "AppContext", targets: ["AppContext"]),
    .library(name: "Shell", targets: ["Shell"]),
    .library(name: "Login", targets: ["Login"]),
    // The note value the shell's list and the stores exchange (Shared/NoteModel).
    .library(name: "NoteModel", targets: ["NoteModel"]),
    // `swift package --allow-writing-to-package-directory new-feature-module <Name>`: see Docs/AddingAFeatureModule.md.
    .plugin(name: "NewFeatureModule", targets: ["NewFeatureModule"]),
  ],
  targets: [
    // The router library: the core, one glue target per UI framework, and the `ZRouter` module that re-exports them
    // (Modules/ZRouter/README.md). The glue targets are declared below, per host.
    .target(name: "ZRouterCore", path: "Modules/ZRouter/ZRouterCore", swiftSettings: strictSettings),
    .target(
      name: "ZRouterSwiftUI",
      dependencies: [
        "ZRouterCore",
        // Hosting controllers join UIKit and AppKit hierarchies as hosts of the router.
        .target(name: "ZRouterUIKit", condition: .when(platforms: [.iOS, .tvOS, .visionOS, .macCatalyst])),
        .target(name: "ZRouterAppKit", condition: .when(platforms: [.macOS])),
      ],
      path: "Modules/ZRouter/ZRouterSwiftUI", swiftSettings: strictSettings),
    .target(
      name: "ZRouter", dependencies: ["ZRouterCore"] + platformGlue, path: "Modules/ZRouter/ZRouter",
      swiftSettings: strictSettings),
    // Test support for apps and modules using ZRouter: isolated test registries, one-line mocks, a recording host,
    // route expectations. Used by every test target of ours.
    .target(
      name: "ZRouterTesting", dependencies: ["ZRouter"], path: "Modules/ZRouterTesting", swiftSettings: strictSettings),

    // System libraries the modules link; the Swift image has their headers (sqlite3.h, crypt.h). The shell's line
    // editing needs no header: it loads libedit when it starts.
    .systemLibrary(name: "CSQLite", path: "SystemLibraries/CSQLite"),
    .systemLibrary(name: "CCrypt", path: "SystemLibraries/CCrypt"),

    // Shared models: plain values several features exchange (as isowords' SharedModels), under `Shared/`. They import
    // Foundation only and depend on nothing of ours; a feature may depend on them.
    .target(name: "NoteModel", path: "Shared/NoteModel", swiftSettings: strictSettings),

    // Feature modules: each declares what it requires and registers what it provides.
    .module("Storage", deps: ["NoteModel", "CSQLite"]),
    // libxcrypt is Linux's; on Apple platforms Login hashes with CommonCrypto.
    .module("Login", deps: [.target(name: "CCrypt", condition: .when(platforms: [.linux]))]),
    .module("Editor"),
    .module("Sync"),
    .module("Tags"),
    // The command-line shell: a front end that requires its services like any feature.
    .module("Shell", deps: ["NoteModel"]),

    // The composition root, and the runnable front ends under Apps/.
    .target(
      name: "AppContext",
      dependencies: ["ZRouter", "NoteModel", "Storage", "Login", "Editor", "Sync", "Tags", "Shell"],
      path: "AppContext", swiftSettings: strictSettings),
    .executableTarget(
      name: "notes", dependencies: ["AppContext", "Shell", "ZRouter"], path: "Apps/notes",
      swiftSettings: strictSettings),
    .executableTarget(
      name: "storage-crash-writer", dependencies: ["Storage", "NoteModel"], path: "Tools/StorageCrashWriter",
      swiftSettings: strictSettings),

    // Tests: one target per module, and the helpers they share (temporary folders, test clocks, seeded random
    // numbers, locked arrays, built executables), which depend on nothing of ours.
    .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSettings),
    .tests("ZRouter", deps: ["ViewTestSupport"]),
    // What every view test target shares, compiled once: the hosts the view tests run on (the headless host, and on
    // Linux the UIKit model) with their fixtures and stage, the event log, and the fixtures' protocols.
    .target(
      name: "ViewTestSupport", dependencies: ["ZRouterCore", "ZRouterTesting"] + viewTestHosts,
      path: "Tests/ViewTestSupport",
      swiftSettings: strictSettings),
    // The view-routing tests, compiled once: each runs on every host (the headless host, and on Linux the UIKit
    // model) through its test arguments.
    .testTarget(
      name: "ViewRoutingTests",
      dependencies: ["ZRouter", "ZRouterTesting", "TestSupport", "ViewTestSupport"] + viewTestHosts,
      path: "Tests/ViewRoutingTests", swiftSettings: strictSettings),
    .testTarget(
      name: "ZRouterTestingTests", dependencies: ["ZRouterTesting"], path: "Tests/ZRouterTestingTests",
      swiftSettings: strictSettings),
    // The original ZRouter's documented call sites (its English and Chinese guides), compiled exactly as written (no
    // `any`), so code written for the original keeps compiling.
    .testTarget(
      name: "OriginalCallSiteTests", dependencies: ["ZRouter", "ZRouterTesting"], path: "Tests/OriginalCallSiteTests",
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    .testTarget(
      name: "NoteModelTests", dependencies: ["NoteModel"], path: "Tests/NoteModelTests", swiftSettings: strictSettings),
    .tests("Storage", deps: ["NoteModel"]),
    .tests("Login"),
    .tests("Editor"),
    .tests("Sync"),
    .tests("Tags"),
    .tests("Shell", deps: ["NoteModel"]),
    .tests("AppContext", deps: ["Shell", "NoteModel"]),

    // Writes a feature module and its tests, wiring nothing: the plugin runs the `new-feature-module` tool.
    .executableTarget(name: "new-feature-module", path: "Tools/NewFeatureModule", swiftSettings: strictSettings),
    .plugin(
      name: "NewFeatureModule",
      capability: .command(
        intent: .custom(verb: "new-feature-module", description: "Writes Modules/<Name> and Tests/<Name>Tests"),
        permissions: [.writeToPackageDirectory(reason: "It writes Modules/<Name>/ and Tests/<Name>Tests/.")]),
      dependencies: ["new-feature-module"]),
    .testTarget(
      name: "NewFeatureModuleTests", dependencies: ["new-feature-module", "TestSupport"],
      path: "Tests/NewFeatureModuleTests", swiftSettings: strictSettings),
  ]
)

// The UIKit and AppKit glue. On Apple platforms each builds against its framework. On Linux each builds once against an
// executable model of its framework (`Tests/PlatformModels/UIKitModel`, `AppKitModel`: the part of the framework the
// glue uses, with its names and signatures), which a module alias makes the glue's `import UIKit` / `import AppKit`
// load, so `canImport(UIKit)` / `canImport(AppKit)` hold in the glue and nowhere else. No target is named UIKit or
// AppKit: SwiftPM puts every module in one folder, where a module of that name would make `canImport(UIKit)` true for
// every target. The tests of each model build (`ZRouterOnUIKitTests`, `ZRouterOnAppKitTests`) import
// `Tests/PlatformModels/ZRouterOnUIKit` (`ZRouterOnAppKit`) as `ZRouter`: the core and that glue, re-exported.
#if os(Linux)
  let uikitAlias: [SwiftSetting] = [.unsafeFlags(["-module-alias", "UIKit=UIKitModel"])]
  let appKitAlias: [SwiftSetting] = [.unsafeFlags(["-module-alias", "AppKit=AppKitModel"])]
  let routerOnUIKitAlias: [SwiftSetting] = [.unsafeFlags(["-module-alias", "ZRouter=ZRouterOnUIKit"])]
  let routerOnAppKitAlias: [SwiftSetting] = [.unsafeFlags(["-module-alias", "ZRouter=ZRouterOnAppKit"])]
  package.targets += [
    .target(name: "UIKitModel", path: "Tests/PlatformModels/UIKitModel", swiftSettings: strictSettings),
    .target(
      name: "ZRouterUIKit", dependencies: ["ZRouterCore", "UIKitModel"], path: "Modules/ZRouter/ZRouterUIKit",
      swiftSettings: strictSettings + uikitAlias),
    .target(
      name: "ZRouterOnUIKit", dependencies: ["ZRouterCore", "ZRouterUIKit"],
      path: "Tests/PlatformModels/ZRouterOnUIKit",
      swiftSettings: strictSettings),
    .testTarget(
      name: "ZRouterOnUIKitTests",
      dependencies: [
        "ZRouterOnUIKit", "ZRouterUIKit", "ZRouterTesting", "UIKitModel", "TestSupport", "ViewTestSupport",
      ],
      path: "Tests/ZRouterOnUIKitTests",
      swiftSettings: strictSettings + routerOnUIKitAlias),
    .target(name: "AppKitModel", path: "Tests/PlatformModels/AppKitModel", swiftSettings: strictSettings),
    .target(
      name: "ZRouterAppKit", dependencies: ["ZRouterCore", "AppKitModel"], path: "Modules/ZRouter/ZRouterAppKit",
      swiftSettings: strictSettings + appKitAlias),
    .target(
      name: "ZRouterOnAppKit", dependencies: ["ZRouterCore", "ZRouterAppKit"],
      path: "Tests/PlatformModels/ZRouterOnAppKit", swiftSettings: strictSettings),
    .testTarget(
      name: "ZRouterOnAppKitTests",
      dependencies: ["ZRouterOnAppKit", "ZRouterAppKit", "ZRouterTesting", "AppKitModel", "TestSupport"],
      path: "Tests/ZRouterOnAppKitTests",
      swiftSettings: strictSettings + routerOnAppKitAlias),
    // The models' own tests: each documented rule of UIKit and AppKit a model follows, checked on the model alone,
    // without the glue (Tests/PlatformModels/README.md).
    .testTarget(
      name: "PlatformModelTests", dependencies: ["UIKitModel", "AppKitModel"], path: "Tests/PlatformModelTests",
      swiftSettings: strictSettings),
  ]
#else
  package.targets += [
    .target(
      name: "ZRouterUIKit", dependencies: ["ZRouterCore"], path: "Modules/ZRouter/ZRouterUIKit",
      swiftSettings: strictSettings),
    .target(
      name: "ZRouterAppKit", dependencies: ["ZRouterCore"], path: "Modules/ZRouter/ZRouterAppKit",
      swiftSettings: strictSettings),
  ]
#endif
