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

/// The generated services live in this many modules (`Scripts/generate-protocols.py` writes them and checks this
/// number): routable declarations type-check in time quadratic in their number per module.
let generatedPartCount = 10
let generatedParts = (0..<generatedPartCount).map { "GeneratedServicesPart\($0)" }
let zRouter: Target.Dependency = .product(name: "ZRouter", package: "ZRouter")

let package = Package(
  name: "ZRouterBenchmarks",
  dependencies: [
    // Named, so the product resolves whatever the checkout directory is called.
    .package(name: "ZRouter", path: "..")
  ],
  targets: generatedParts.map { part in
    .target(
      name: part, dependencies: [zRouter], path: "Sources/GeneratedServices/\(part)", swiftSettings: strictSettings)
  } + [
    .executableTarget(
      name: "zrouter-bench",
      dependencies: [zRouter] + generatedParts.map { .target(name: $0) },
      path: "Sources/zrouter-bench",
      swiftSettings: strictSettings
    )
  ]
)
