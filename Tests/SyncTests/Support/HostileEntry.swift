import Foundation

/// The JSON of a note entry written by hand, the way a hostile or broken device could write it into the folder.
struct HostileEntry {
  var id = "n1"
  var title = "Title"
  var body = "Body"
  /// JSON text of the date (a number, possibly out of range).
  var updatedAt = "1700000000"
  /// JSON text of the revision.
  var revision = "1"
  /// JSON text of the version object.
  var version = #"{"B": 1}"#
  var user = "alice"
  var device = "B"

  /// The entry as file contents.
  var json: String {
    """
    {"format": "zrouter-notes-sync-entry", "formatVersion": 1, "id": \(Self.quoted(id)), "deleted": false,
     "title": \(Self.quoted(title)), "body": \(Self.quoted(body)), "updatedAt": \(updatedAt), "revision": \(revision),
     "version": \(version), "writtenBy": {"user": \(Self.quoted(user)), "device": \(Self.quoted(device))}}
    """
  }

  /// A JSON string literal, control characters escaped as JSON requires (they still decode to the raw characters).
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
