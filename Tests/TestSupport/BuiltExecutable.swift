import Foundation

/// Finds an executable product of the package that `swift build` / `swift test` put next to the test binary.
///
/// `swift test` builds every product into the products folder (`.build/<triple>/debug/`). The running test binary
/// sits in the same folder: on Linux it is the `.xctest` file itself (`CommandLine.arguments[0]`), on macOS an
/// `.xctest` bundle whose executable is three levels further down. So the search covers the binary's folder and a
/// few of its parents.
/// ```swift
/// let notes = try BuiltExecutable.locate("notes")
/// ```
public enum BuiltExecutable {
  /// Why an executable could not be found, and how to build it.
  public struct Missing: Error, CustomStringConvertible {
    /// What went wrong and what to do.
    public let description: String
  }

  /// The folders searched, nearest first: those holding the running test binary and bundle, and their parents.
  public static func candidateFolders() -> [URL] {
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

  /// The first executable file named `name` in `folders`, or `nil`.
  public static func find(_ name: String, in folders: [URL] = candidateFolders()) -> URL? {
    folders.map { $0.appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) && !$0.hasDirectoryPath }
  }

  /// The executable named `name`, or ``Missing`` saying how to build it.
  public static func locate(_ name: String) throws -> URL {
    let folders = candidateFolders()
    guard let found = find(name, in: folders) else { throw missing(name, searched: folders) }
    return found
  }

  /// The error for `name` not found in `folders`: what was searched and how to build it.
  public static func missing(_ name: String, searched folders: [URL]) -> Missing {
    Missing(
      description: "The '\(name)' executable was not found (searched: \(folders.map(\.path).joined(separator: ", "))). "
        + "Run `swift build --product \(name)` in the package folder, then run the tests again.")
  }
}
