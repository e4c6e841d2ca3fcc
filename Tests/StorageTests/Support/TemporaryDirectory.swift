import Foundation

/// Creates a fresh folder under the system's temporary directory, runs `body` with it, then removes it.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("StorageTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try body(directory)
}

/// The `async` twin of ``withTemporaryDirectory(_:)``.
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("StorageTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try await body(directory)
}
