// Template: the block is elements of this repository's `targets:` list, with the helpers of its Package.swift.
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

extension Target {
  static func module(_ name: String, deps: [Dependency] = []) -> Target {
    .target(name: name, dependencies: ["ZRouter"] + deps, path: "Modules/\(name)", swiftSettings: strictSettings)
  }
  static func tests(_ name: String, deps: [Dependency] = [], settings: [SwiftSetting] = strictSettings) -> Target {
    .testTarget(
      name: "\(name)Tests", dependencies: [.target(name: name), "TestSupport"] + deps, path: "Tests/\(name)Tests",
      swiftSettings: settings)
  }
}

let package = Package(
  name: "ZRouter",
  targets: [
    // <snippet>
    .target(name: "ZRouter", path: "Modules/ZRouter", swiftSettings: strictSettings)
  ]
)
