import Foundation
import NoteModel
import Testing

@testable import Storage

/// What the crash writer acknowledged over all rounds, and the check of a database against it.
///
/// Keeps a copy of the writer's payload functions (Tools/StorageCrashWriter/CrashWriterPayload.swift):
/// change both together.
struct AcknowledgedWrites {
  enum AcknowledgedState: Equatable {
    case live(revision: Int)
    case deleted(revision: Int)
  }

  private(set) var notes: [String: AcknowledgedState] = [:]
  private(set) var valueKeys: Set<String> = []
  private(set) var count = 0

  /// Records one line of the writer's output.
  /// - Returns: A problem if the line is not one the writer prints.
  mutating func record(_ line: String) -> String? {
    let parts = line.split(separator: " ").map(String.init)
    switch (parts.first, parts.count) {
    case ("note", 3):
      guard let revision = Int(parts[2]) else { return "unreadable line: \(line)" }
      notes[parts[1]] = .live(revision: revision)
    case ("deleted", 3):
      guard let revision = Int(parts[2]) else { return "unreadable line: \(line)" }
      notes[parts[1]] = .deleted(revision: revision)
    case ("value", 2):
      valueKeys.insert(parts[1])
    default:
      return "unexpected line: \(line)"
    }
    count += 1
    return nil
  }

  /// Every way `store` differs from what was acknowledged.
  ///
  /// An acknowledged note must be there with at least its acknowledged revision and the content of the
  /// revision it has. The one exception is a note whose deletion was in flight when the writer was
  /// killed: it may be deleted, with a tombstone newer than the acknowledged revision.
  func problems(in store: SQLiteNoteStore) throws -> [String] {
    var problems: [String] = []
    let tombstones = Dictionary(try store.tombstones().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for (id, state) in notes {
      let note = try store.note(id: id)
      switch state {
      case .live(let acknowledged):
        if let note {
          if note.revision < acknowledged {
            problems.append("note \(id) has revision \(note.revision), but \(acknowledged) was acknowledged")
          }
          let expected = Self.note(id: id, revision: note.revision)
          if note.title != expected.title || note.body != expected.body {
            problems.append("note \(id) at revision \(note.revision) has damaged content")
          }
        } else if let tombstone = tombstones[id], tombstone.revision > acknowledged {
          continue  // deleted by the write in flight at the kill
        } else {
          problems.append("note \(id) (acknowledged at revision \(acknowledged)) is missing")
        }
      case .deleted(let acknowledged):
        if note != nil { problems.append("note \(id) was acknowledged as deleted but is still there") }
        if tombstones[id]?.revision != acknowledged {
          problems.append(
            "deleted note \(id) has tombstone \(String(describing: tombstones[id])), expected revision \(acknowledged)")
        }
      }
    }
    for key in valueKeys where try store.data(forKey: key) != Self.value(forKey: key) {
      problems.append("value \(key) is missing or damaged")
    }
    return problems
  }

  // Copies of CrashWriterPayload.

  static func note(id: String, revision: Int) -> Note {
    Note(
      id: id, title: "Note \(id.prefix(8)) r\(revision)",
      body: String(repeating: "\(id)#\(revision);", count: 1 + (revision * 37) % 97), revision: revision)
  }

  static func value(forKey key: String) -> Data {
    Data(String(repeating: "\(key)=", count: 1 + key.utf8.count % 13).utf8)
  }
}
