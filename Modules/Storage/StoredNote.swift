import Foundation

/// A note as Storage keeps it: the unit the note store reads and writes.
///
/// Build a new note with a fresh id and hand it to ``StorageProvidedNoteStore/save(_:)``; the store
/// assigns `revision` and `updatedAt` and returns the note as it was stored:
/// ```swift
/// let stored = try store.save(StoredNote(title: "Groceries", body: "Milk"))
/// // stored.revision == 1
/// ```
public struct StoredNote: Sendable, Hashable, Codable {
  /// The note's identity, a UUID string. Compared byte for byte: two ids are the same note only if
  /// their UTF-8 bytes are equal.
  public var id: String
  /// The note's title.
  public var title: String
  /// The note's text.
  public var body: String
  /// When the note last changed. ``StorageProvidedNoteStore/save(_:)`` sets it to the store's clock. Stored as the
  /// `Double` of seconds since the reference date, so it reads back equal to the `Date` written (well below a
  /// millisecond, which Sync needs to tell an unchanged note from an edited one).
  public var updatedAt: Date
  /// How many times the note was saved: 1 after the first save, +1 on every later save (and on delete).
  /// A note that was never saved has revision 0.
  public var revision: Int
  /// The account the note belongs to: only that user may list, open, edit or delete it. Empty for a note stored
  /// without an owner (written before notes had owners); the app shows such notes to nobody.
  public var owner: String

  /// Creates a note value; nothing is stored until you save or put it.
  /// - Parameters:
  ///   - id: The note's identity; a fresh UUID string by default.
  ///   - title: The note's title.
  ///   - body: The note's text.
  ///   - updatedAt: When the note last changed; `save` replaces it, `put` keeps it.
  ///   - revision: 0 for a note never stored; `save` replaces it, `put` keeps it.
  ///   - owner: The account the note belongs to; empty for none.
  public init(
    id: String = UUID().uuidString, title: String, body: String, updatedAt: Date = Date(), revision: Int = 0,
    owner: String = ""
  ) {
    self.id = id
    self.title = title
    self.body = body
    self.updatedAt = updatedAt
    self.revision = revision
    self.owner = owner
  }
}
