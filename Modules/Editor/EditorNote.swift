/// One note as the editor shows and saves it.
///
/// A note the store has never saved has no ``id`` and revision `0`. ``EditorRequiredNoteStore/saveNote(_:)``
/// returns the stored note with both set, and the editor keeps that one:
/// ```swift
/// var note = EditorNote(title: "Groceries")
/// note.body = "eggs, milk"
/// let stored = try store.saveNote(note)   // stored.id != nil, stored.revision > 0
/// ```
public struct EditorNote: Sendable, Hashable {
  /// The store's identifier, or `nil` for a note that was never saved.
  public var id: String?
  /// The title: one line, may be empty.
  public var title: String
  /// The text of the note, may be empty.
  public var body: String
  /// The store's revision of the note: `0` before the first save, then whatever the store returns.
  public var revision: Int

  /// Creates a note. The defaults make an empty, unsaved note.
  ///
  /// - Parameters:
  ///   - id: The store's identifier, or `nil` for a new note.
  ///   - title: The title.
  ///   - body: The text.
  ///   - revision: The store's revision, `0` for a new note.
  public init(id: String? = nil, title: String = "", body: String = "", revision: Int = 0) {
    self.id = id
    self.title = title
    self.body = body
    self.revision = revision
  }
}
