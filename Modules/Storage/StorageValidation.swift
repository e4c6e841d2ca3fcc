import Foundation
import NoteModel

/// The input checks both stores share, so they reject exactly the same notes and tombstones.
enum StorageValidation {
  /// A note id must not be empty.
  static func check(id: String) throws {
    guard !id.isEmpty else { throw StorageError.invalidNote(id: id, reason: "its id is empty; use a UUID string") }
  }

  /// A stored date must be a finite number of seconds.
  static func check(date: Date, of id: String) throws {
    guard date.timeIntervalSinceReferenceDate.isFinite else {
      throw StorageError.invalidNote(id: id, reason: "its date is not a finite point in time; pass a real date")
    }
  }

  /// What `put(_:)` of a note accepts: non-empty id, finite date, revision of at least 1.
  static func check(_ note: Note) throws {
    try check(id: note.id)
    try check(date: note.updatedAt, of: note.id)
    try check(revision: note.revision, of: note.id)
  }

  /// What `put(_:)` of a tombstone accepts: non-empty id, finite date, revision of at least 1.
  static func check(_ tombstone: NoteTombstone) throws {
    try check(id: tombstone.id)
    try check(date: tombstone.deletedAt, of: tombstone.id)
    try check(revision: tombstone.revision, of: tombstone.id)
  }

  /// The revision after `revision`, or an error instead of overflowing.
  static func revision(after revision: Int, of id: String) throws -> Int {
    let (next, overflow) = revision.addingReportingOverflow(1)
    guard !overflow else {
      throw StorageError.invalidNote(
        id: id, reason: "its revision \(revision) cannot be incremented; put it with a smaller revision")
    }
    return next
  }

  private static func check(revision: Int, of id: String) throws {
    guard revision >= 1 else {
      throw StorageError.invalidNote(id: id, reason: "its revision is \(revision), but stored revisions start at 1")
    }
  }

  /// Throws `.conflict` unless the store still holds `expected` under `id`.
  static func check(current: NoteState, expected: NoteState, id: String) throws {
    guard current == expected else {
      throw StorageError.conflict(id: id, expected: expected.summary, found: current.summary)
    }
  }

  /// Throws `.conflict` when a conditional write would take the note of `expected` from its owner (giving an unowned
  /// note an owner is allowed).
  static func check(owner: String, keptFrom expected: NoteState, id: String) throws {
    if let existing = expected.owner, !existing.isEmpty, existing != owner {
      throw StorageError.conflict(id: id, expected: "a note of the same account", found: "a note of another account")
    }
  }
}
