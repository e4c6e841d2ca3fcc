// swift-tools-version: 6.1
// The notes apps for iPhone, iPad and the Mac, built from the repository's modules (the package two folders up) and
// its app context, as the command-line app is. Open this folder in Xcode and run a scheme:
// - Notes: the UIKit app (iOS 17 or later);
// - Notes SwiftUI: the SwiftUI shell (iOS 17 or later);
// - NotesMac: the AppKit app (macOS 14 or later), also `swift run NotesMac` in this folder;
// - NotesSwiftUIMac: the SwiftUI shell on the Mac.
import Foundation
import PackageDescription

#if canImport(AppleProductTypes)
  import AppleProductTypes
#endif

/// The repository's package: its identity is the name of its folder, whatever the clone is called.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
  .standardizedFileURL
let repositoryIdentity = repository.lastPathComponent

/// The products every app imports.
let modules: [Target.Dependency] = ["AppContext", "Shell", "NoteModel", "Login", "ZRouter"].map {
  .product(name: $0, package: repositoryIdentity)
}

var products: [Product] = [
  .executable(name: "NotesMac", targets: ["NotesMac"]),
  .executable(name: "NotesSwiftUIMac", targets: ["NotesSwiftUI"]),
]
#if canImport(AppleProductTypes)
  products += [
    .iOSApplication(
      name: "Notes", targets: ["NotesiOS"], bundleIdentifier: "org.zrouter.notes", teamIdentifier: "",
      displayVersion: "1.0", bundleVersion: "1", appIcon: .placeholder(icon: .note),
      accentColor: .presetColor(.yellow), supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft]),
    .iOSApplication(
      name: "Notes SwiftUI", targets: ["NotesSwiftUI"], bundleIdentifier: "org.zrouter.notes.swiftui",
      teamIdentifier: "", displayVersion: "1.0", bundleVersion: "1", appIcon: .placeholder(icon: .note),
      accentColor: .presetColor(.orange), supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft]),
  ]
#endif

/// The repository's settings: Swift 6 (from the tools version), explicit existentials, honest imports.
let settings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Notes",
  platforms: [.iOS("17.0"), .macOS("14.0")],
  products: products,
  dependencies: [.package(path: repository.path)],
  targets: [
    .executableTarget(name: "NotesiOS", dependencies: modules, path: "NotesiOS", swiftSettings: settings),
    .executableTarget(name: "NotesMac", dependencies: modules, path: "NotesMac", swiftSettings: settings),
    .executableTarget(name: "NotesSwiftUI", dependencies: modules, path: "NotesSwiftUI", swiftSettings: settings),
  ]
)
