// swift-tools-version: 6.1
import PackageDescription

/// The benchmarks of ZRouter, kept out of the root package so `swift build` / `swift test` there never compile them.
///
/// Run from the repository root:
/// `swift run -c release --package-path Benchmarks zrouter-bench` (a table) or `... zrouter-bench --json` (one JSON object).

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// The generated services live in this many modules: routable declarations in the `init()` form type-check in time
/// quadratic in their number per module. The GenerateBenchmarkServices plugin writes their sources at build time
/// (5000 services in all, split evenly over the parts); each part's folder holds only the part's namespace.
let generatedPartCount = 10
let generatedParts = (0..<generatedPartCount).map { "GeneratedServicesPart\($0)" }
let generator: Target.PluginUsage = .plugin(name: "GenerateBenchmarkServices")
let zRouter: Target.Dependency = .product(name: "ZRouter", package: "ZRouter")

let package = Package(
  name: "ZRouterBenchmarks",
  dependencies: [
    // Named, so the product resolves whatever the checkout directory is called.
    .package(name: "ZRouter", path: "..")
  ],
  targets: generatedParts.map { part in
    .target(
      name: part, dependencies: [zRouter], path: "Sources/GeneratedServices/\(part)", swiftSettings: strictSettings,
      plugins: [generator])
  } + [
    .executableTarget(
      name: "zrouter-bench",
      dependencies: [zRouter] + generatedParts.map { .target(name: $0) },
      path: "Sources/zrouter-bench",
      swiftSettings: strictSettings,
      plugins: [generator]
    ),
    .executableTarget(name: "generate-benchmark-services", path: "Sources/generate-benchmark-services"),
    .plugin(
      name: "GenerateBenchmarkServices", capability: .buildTool(), dependencies: ["generate-benchmark-services"],
      path: "Plugins/GenerateBenchmarkServices"),
  ]
)
