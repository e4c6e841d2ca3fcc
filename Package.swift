// swift-tools-version: 6.1
import PackageDescription

/// Settings every target of ours shares: Swift 6 language mode comes from the tools version;
/// these upcoming features keep existentials explicit and imports honest.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

extension Target {
  /// A feature module under `Modules/<name>`: it imports ZRouter and nothing else of ours.
  static func module(_ name: String, deps: [Dependency] = []) -> Target {
    .target(name: name, dependencies: ["ZRouter"] + deps, path: "Modules/\(name)", swiftSettings: strictSettings)
  }
  /// The test target of a module, under `Tests/<name>Tests`, with the shared test helpers of `Tests/TestSupport`.
  static func tests(_ name: String, deps: [Dependency] = [], settings: [SwiftSetting] = strictSettings) -> Target {
    .testTarget(
      name: "\(name)Tests", dependencies: [.target(name: name), "TestSupport"] + deps, path: "Tests/\(name)Tests",
      swiftSettings: settings)
  }
}

let package = Package(
  name: "ZRouter",
  products: [
    .library(name: "ZRouter", targets: ["ZRouter"]),
    .executable(name: "notes", targets: ["notes"]),
  ],
  targets: [
    // The router library.
    .target(name: "ZRouter", path: "Modules/ZRouter", swiftSettings: strictSettings),

    // System libraries the modules and the shell link (installed on a fresh machine: libsqlite3-dev, libcrypt-dev,
    // libedit-dev).
    .systemLibrary(name: "CSQLite", path: "SystemLibraries/CSQLite"),
    .systemLibrary(name: "CCrypt", path: "SystemLibraries/CCrypt"),
    .systemLibrary(name: "CEdit", path: "SystemLibraries/CEdit"),

    // Feature modules: each declares what it requires and registers what it provides.
    .module("Storage", deps: ["CSQLite"]),
    .module("Login", deps: ["CCrypt"]),
    .module("Editor"),
    .module("Sync"),
    .module("Tags"),

    // The composition root and the runnable app.
    .target(
      name: "AppContext", dependencies: ["ZRouter", "Storage", "Login", "Editor", "Sync", "Tags", "CEdit"],
      path: "AppContext",
      exclude: ["NotesApp"], swiftSettings: strictSettings),
    .executableTarget(
      name: "notes", dependencies: ["AppContext", "ZRouter"], path: "AppContext/NotesApp",
      swiftSettings: strictSettings),
    .executableTarget(
      name: "storage-crash-writer", dependencies: ["Storage"], path: "Tools/StorageCrashWriter",
      swiftSettings: strictSettings),

    // Tests: one target per module, and the helpers they share (temporary folders, test clocks, seeded random
    // numbers, locked arrays, built executables), which depend on nothing of ours.
    .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSettings),
    .tests("ZRouter"),
    // The router's documented call sites (English and Chinese guides), compiled exactly as written (no `any`).
    .testTarget(
      name: "SeedCallSiteTests", dependencies: ["ZRouter"], path: "Tests/SeedCallSiteTests",
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    .tests("Storage"),
    .tests("Login"),
    .tests("Editor"),
    .tests("Sync"),
    .tests("Tags"),
    .tests("AppContext"),
  ]
)

#if os(Linux)
  // Executable models of Apple's UI frameworks, so the platform glue that ships (`Modules/ZRouter/ViewHost/UIKit/`)
  // compiles and runs in `swift test` on Linux. `ZRouterOnUIKit` is the router library's own folder (a symlink),
  // built with `UIKit` resolving to the model; its tests are the view-routing suite, built with `ZRouter`
  // resolving to that build. No target is named `UIKit`: SwiftPM puts every module in one folder, where a module
  // named UIKit would make `canImport(UIKit)` true for the Linux `ZRouter` target too.
  let uikitAlias: [SwiftSetting] = [.unsafeFlags(["-module-alias", "UIKit=UIKitModel"])]
  /// The library's sources name their own module (`ZRouter.copyValues`), and the tests import it as `ZRouter`.
  let routerAlias: [SwiftSetting] = [.unsafeFlags(["-module-alias", "ZRouter=ZRouterOnUIKit"])]
  package.targets += [
    .target(name: "UIKitModel", path: "Tests/PlatformModels/UIKitModel", swiftSettings: strictSettings),
    .target(
      name: "ZRouterOnUIKit", dependencies: ["UIKitModel"], path: "Tests/PlatformModels/ZRouterOnUIKit",
      exclude: ["ZRouter/ZRouter.docc"], swiftSettings: strictSettings + uikitAlias + routerAlias),
    .testTarget(
      name: "ZRouterOnUIKitTests", dependencies: ["ZRouterOnUIKit", "UIKitModel", "TestSupport"],
      path: "Tests/ZRouterOnUIKitTests",
      // No UIKit alias here: Testing would look for its UIKit cross-import overlay. Tests import `UIKitModel`, and
      // the sources shared with the headless suite tell the hosts apart with ZROUTER_UIKIT_MODEL.
      swiftSettings: strictSettings + routerAlias + [.define("ZROUTER_UIKIT_MODEL")]),
  ]
#endif
