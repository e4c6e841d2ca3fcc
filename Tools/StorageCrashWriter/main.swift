// storage-crash-writer: writes to a note database until it is killed, printing every acknowledged write.
//
// Usage: storage-crash-writer <database-path> [max-seconds]
//
// StorageTests' durability test starts it, kills it with SIGKILL at a random moment, then checks that
// every write printed here is in the database. One line per acknowledged write, written with a single
// write(2) *after* the store call returned:
//   note <id> <revision>      the note was saved at that revision
//   deleted <id> <revision>   the note was deleted; its tombstone has that revision
//   value <key>               the key-value entry was set
// Note bodies and values are derived from id/revision/key (see `CrashWriterPayload`), so the test can
// check their content. It exits by itself after max-seconds (default 10) so it never outlives a test.
import Foundation
import NoteModel
import Storage

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: storage-crash-writer <database-path> [max-seconds]\n".utf8))
  exit(64)
}
let maxSeconds = arguments.count >= 3 ? Double(arguments[2]) ?? 10 : 10
let deadline = Date().addingTimeInterval(maxSeconds)

/// Prints one line with a single unbuffered write, so a kill never leaves half a line behind a full one.
func acknowledge(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Reports why the writer stopped on its own and exits with a failure status.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("storage-crash-writer: \(message)\n".utf8))
  exit(1)
}

do {
  let store = try SQLiteNoteStore(path: arguments[1])
  // Notes of earlier rounds are updated too, so revisions keep growing across kills.
  var revisions: [String: Int] = [:]
  for note in try store.allNotes() { revisions[note.id] = note.revision }
  var ids = Array(revisions.keys)

  while Date() < deadline {
    let roll = Int.random(in: 0..<100)
    if roll < 45 || ids.isEmpty {
      let id = UUID().uuidString
      let stored = try store.save(CrashWriterPayload.note(id: id, revision: 1))
      guard stored.revision == 1 else { fail("new note \(id) was stored at revision \(stored.revision), expected 1") }
      revisions[id] = 1
      ids.append(id)
      acknowledge("note \(id) 1")
    } else if roll < 90 {
      guard let id = ids.randomElement(), let current = revisions[id] else { fail("lost track of the written notes") }
      let next = current + 1
      let stored = try store.save(CrashWriterPayload.note(id: id, revision: next))
      guard stored.revision == next else {
        fail("note \(id) was stored at revision \(stored.revision), expected \(next)")
      }
      revisions[id] = next
      acknowledge("note \(id) \(next)")
    } else if roll < 95 {
      let id = ids.remove(at: Int.random(in: 0..<ids.count))
      guard let current = revisions.removeValue(forKey: id) else { fail("lost track of note \(id)") }
      try store.delete(id: id)
      acknowledge("deleted \(id) \(current + 1)")
    } else {
      let key = "crash/\(UUID().uuidString)"
      try store.set(CrashWriterPayload.value(forKey: key), forKey: key)
      acknowledge("value \(key)")
    }
  }
  // Reaching the deadline is the only way to end with status 0; the test tells it from a kill by this line.
  FileHandle.standardError.write(Data("storage-crash-writer: \(CrashWriterMessages.ranToTheDeadline)\n".utf8))
} catch {
  fail("\(error)")
}
