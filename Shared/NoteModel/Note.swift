import Foundation

/// A note: the one value Storage stores and the shell lists, and the app's proxies hand (in their narrower shapes) to
/// Editor and Sync. Adding a field to a note means adding it here (and to Storage's schema if it is to be stored).
///
/// Build a new note with a fresh id and hand it to a store: the store assigns `revision` and `updatedAt` and returns
/// the note as it was stored.
/// ```swift
/// let saved = try notes.save(Note(title: "Groceries", body: "milk", owner: "ada"), expecting: .absent)
/// // saved.revision == 1, saved.updatedAt is the store's clock
/// ```
public struct Note: Sendable, Hashable, Codable {
  /// The note's identity (a UUID string for notes the app creates). Stores compare ids byte for byte: two ids are the
  /// same note only if their UTF-8 bytes are equal (no Unicode normalization, no case folding). This value's own `==`
  /// and hash are Swift's `String` ones (canonically equivalent ids compare equal); compare `Array(id.utf8)` where the
  /// difference matters.
  public var id: String
  /// The note's title.
  public var title: String
  /// The note's text.
  public var body: String
  /// When the note last changed. A store's `save` sets it to the store's clock; `put` keeps it. It round-trips
  /// exactly: Storage keeps the `Double` of seconds since the reference date and reads back the `Date` written, and so
  /// does this type's `Codable` round trip (the default `Date` coding, a `Double`). The app relies on at least the
  /// millisecond (Sync tells an unchanged note from an edited one by it), which is all the shell's note store
  /// protocol asks of a replacement store.
  public var updatedAt: Date
  /// How many times the note was saved: 1 after the first save, one more after every later save (and on delete);
  /// 0 for a note never stored.
  public var revision: Int
  /// The account the note belongs to: only that user may list, open, edit or delete it. Empty for a note without an
  /// owner (written before notes had owners); the app shows such notes to nobody.
  public var owner: String

  /// Creates a note value; nothing is stored until a store saves or puts it.
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
