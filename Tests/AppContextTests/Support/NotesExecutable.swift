import Foundation

/// Finds the `notes` executable that `swift build` / `swift test` put next to the test binary, as
/// `StorageTests/Support/CrashWriterLocator.swift` finds the crash writer: search the folders of the running test
/// binary and bundle, and a few of their parents.
enum NotesExecutable {
  /// The product name declared in Package.swift.
  static let name = "notes"

  /// The executable (`NOTES_EXECUTABLE` in the environment overrides the search, e.g. to check that a test fails
  /// with an older build), or a failure that says how to build it.
  static func locate() throws -> URL {
    if let override = ProcessInfo.processInfo.environment["NOTES_EXECUTABLE"], !override.isEmpty {
      return URL(fileURLWithPath: override)
    }
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
    let found = folders.map { $0.appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) && !$0.hasDirectoryPath }
    guard let found else {
      throw Missing(
        description: "The '\(name)' executable was not found (searched: \(folders.map(\.path).joined(separator: ", "))). "
          + "Run `swift build --product \(name)` in the package folder, then run the tests again.")
    }
    return found
  }

  /// Why the command-line tests cannot run.
  struct Missing: Error, CustomStringConvertible {
    let description: String
  }
}
