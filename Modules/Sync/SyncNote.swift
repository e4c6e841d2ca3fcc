import Foundation

/// One note as Sync sees it: the exact version a store holds or a replica carries.
///
/// Sync speaks only this vocabulary; the app context bridges its note store to it. Two notes are the *same version*
/// when title, body and revision match and their timestamps agree to the millisecond (timestamps pass through JSON
/// and other stores, which may round them).
/// ```swift
/// let note = SyncNote(id: "n1", title: "Groceries", body: "Milk", updatedAt: Date(), revision: 3)
/// ```
public struct SyncNote: Hashable, Sendable, CustomStringConvertible {
  /// The stable identifier shared by every replica of this note.
  public var id: String
  /// The note's title.
  public var title: String
  /// The note's text.
  public var body: String
  /// When the note was last edited, on whichever device edited it.
  public var updatedAt: Date
  /// The store's edit counter for this note; a store bumps it on every local save.
  public var revision: Int

  /// Creates a note version.
  public init(id: String, title: String, body: String, updatedAt: Date, revision: Int) {
    self.id = id
    self.title = title
    self.body = body
    self.updatedAt = updatedAt
    self.revision = revision
  }

  /// Whether `other` is this exact version: same title, body and revision, timestamps within a millisecond.
  public func isSameVersion(as other: SyncNote) -> Bool {
    id == other.id && title == other.title && body == other.body && revision == other.revision
      && abs(updatedAt.timeIntervalSince(other.updatedAt)) < 0.001
  }

  /// Whether `other` has the same title and body, whatever its revision and timestamp.
  public func hasSameContent(as other: SyncNote) -> Bool {
    title == other.title && body == other.body
  }

  /// A short form for logs: identifier, revision and title.
  public var description: String { "SyncNote(\(id) r\(revision) \"\(title)\")" }
}
