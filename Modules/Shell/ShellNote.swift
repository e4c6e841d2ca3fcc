import Foundation

/// A note as the app keeps it, whichever store holds it: the value the shell lists and the app's proxies hand to
/// Editor and Sync.
///
/// ```swift
/// let saved = try notes.save(ShellNote(title: "Groceries", body: "milk", owner: "ada"), expecting: .absent)
/// // saved.revision == 1, saved.updatedAt is the store's clock
/// ```
public struct ShellNote: Sendable, Hashable, Codable {
  /// The note's identity (a UUID string for notes the app creates). Compared byte for byte.
  public var id: String
  /// The note's title.
  public var title: String
  /// The note's text.
  public var body: String
  /// When the note last changed. A store gives it back exactly as it was stored (see ``ShellRequiredNoteStore``).
  public var updatedAt: Date
  /// 1 after the first save, one more after every later save or deletion; 0 for a note never stored.
  public var revision: Int
  /// The account the note belongs to; empty for a note without an owner, which the app shows to nobody.
  public var owner: String

  /// Creates a note value; nothing is stored until a store saves or puts it.
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
