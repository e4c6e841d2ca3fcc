import Foundation

/// Finds the `storage-crash-writer` executable that `swift build` / `swift test` put next to the test binary.
///
/// `swift test` builds every target of the package, this executable included, into the products folder
/// (`.build/<triple>/debug/`). The running test binary sits in the same folder: on Linux it is
/// `ZRouterPackageTests.xctest` itself (`CommandLine.arguments[0]`), on macOS an `.xctest` bundle whose
/// executable is three levels further down. So search the binary's folder and a few of its parents.
enum CrashWriterLocator {
  /// The product name declared in Package.swift.
  static let executableName = "storage-crash-writer"

  /// The folders to search, nearest first: those holding the running test binary and bundle, and their parents.
  static func candidateFolders() -> [URL] {
    let starts = [
      URL(fileURLWithPath: CommandLine.arguments.first ?? ""), Bundle.main.executableURL, Bundle.main.bundleURL,
    ]
    var folders: [URL] = []
    for start in starts.compactMap({ $0?.resolvingSymlinksInPath().standardizedFileURL }) {
      var folder = start.deletingLastPathComponent()
      for _ in 0..<4 {
        if !folders.contains(folder) { folders.append(folder) }
        folder = folder.deletingLastPathComponent()
      }
    }
    return folders
  }

  /// The first executable named ``executableName`` in `folders`, or `nil`.
  static func locate(in folders: [URL]) -> URL? {
    folders.map { $0.appendingPathComponent(executableName) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Why the durability test cannot run, and what to do.
  static func missingMessage(searched folders: [URL]) -> String {
    let searched = folders.map(\.path).joined(separator: ", ")
    return "The crash-test helper '\(executableName)' was not found (searched: \(searched)). "
      + "Run `swift build` (or `swift build --product \(executableName)`) in the package folder, "
      + "then run the tests again."
  }
}
