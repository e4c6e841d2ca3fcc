import Foundation
import NoteModel
import Storage

/// The content the crash writer stores, derived from id, revision and key so a reader can check it.
///
/// StorageTests' durability test keeps a copy of these two functions: change both together.
enum CrashWriterPayload {
  /// The note saved as revision `revision` of `id`: its body spans from a few bytes to a few kilobytes,
  /// so writes cross SQLite page boundaries.
  static func note(id: String, revision: Int) -> Note {
    Note(
      id: id, title: "Note \(id.prefix(8)) r\(revision)",
      body: String(repeating: "\(id)#\(revision);", count: 1 + (revision * 37) % 97), revision: revision)
  }

  /// The value stored for `key`.
  static func value(forKey key: String) -> Data {
    Data(String(repeating: "\(key)=", count: 1 + key.utf8.count % 13).utf8)
  }
}

/// What the writer prints on standard error besides failures. StorageTests' durability test reads any output on
/// standard error as "the writer stopped by itself", so a killed writer must print nothing there.
enum CrashWriterMessages {
  /// Printed when the writer stops by itself at its deadline, never killed.
  static let ranToTheDeadline = "ran to its deadline without being killed"
}
