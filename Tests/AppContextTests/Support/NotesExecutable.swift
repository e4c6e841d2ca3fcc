import Foundation
import TestSupport

/// Finds the `notes` executable that `swift build` / `swift test` put next to the test binary (see
/// `BuiltExecutable`).
enum NotesExecutable {
  /// The product name declared in Package.swift.
  static let name = "notes"

  /// The executable (`NOTES_EXECUTABLE` in the environment overrides the search, e.g. to check that a test fails
  /// with an older build), or a failure that says how to build it.
  static func locate() throws -> URL {
    if let override = ProcessInfo.processInfo.environment["NOTES_EXECUTABLE"], !override.isEmpty {
      return URL(fileURLWithPath: override)
    }
    return try BuiltExecutable.locate(name)
  }
}
