import Foundation

/// A fresh directory under the system temporary directory, removed when the value is released.
final class TemporaryFolder: @unchecked Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("SyncTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The names of the files in the folder, sorted, hidden ones included.
  func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  /// Writes raw bytes to a file in the folder.
  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: url.appendingPathComponent(name))
  }

  /// Reads a file in the folder.
  func contents(of name: String) throws -> Data {
    try Data(contentsOf: url.appendingPathComponent(name))
  }
}
