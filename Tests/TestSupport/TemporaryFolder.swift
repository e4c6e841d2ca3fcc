import Foundation

/// A fresh folder under the system's temporary directory, removed with everything in it when the value is released.
///
/// ```swift
/// let folder = try TemporaryFolder()
/// try folder.write("hello", to: "a.txt")
/// #expect(try folder.fileNames() == ["a.txt"])
/// ```
public final class TemporaryFolder: @unchecked Sendable {
  // `@unchecked Sendable`: `url` is immutable; the folder itself is the test's to share.
  /// The folder.
  public let url: URL

  /// Creates the folder; `label` starts its name, to tell the tests' folders apart.
  public init(label: String = "Tests") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(label)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The names of the files in the folder, sorted, hidden ones included.
  public func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  /// Writes text (as UTF-8) to a file in the folder.
  public func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: url.appendingPathComponent(name))
  }

  /// Reads a file in the folder.
  public func contents(of name: String) throws -> Data {
    try Data(contentsOf: url.appendingPathComponent(name))
  }
}

/// Runs `body` with a fresh temporary folder, then removes it.
public func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
  let folder = try TemporaryFolder()
  return try withExtendedLifetime(folder) { try body(folder.url) }
}

/// The `async` twin of ``withTemporaryDirectory(_:)``.
public func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
  let folder = try TemporaryFolder()
  let result = try await body(folder.url)
  withExtendedLifetime(folder) {}
  return result
}
