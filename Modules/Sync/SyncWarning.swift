/// Something a sync skipped instead of failing: an unreadable or foreign file, a note that kept changing.
///
/// Warnings never stop a sync; they are listed in ``SyncReport/warnings`` so the app can show them.
public struct SyncWarning: Hashable, Sendable, CustomStringConvertible {
  /// The replica item involved (a file name for ``FolderRemote``), if any.
  public var item: String?
  /// The note the warning is about, if known. The engine does not touch that note during this sync.
  public var noteID: String?
  /// What was skipped and what to do about it.
  public var message: String

  /// Creates a warning.
  public init(item: String? = nil, noteID: String? = nil, message: String) {
    self.item = item
    self.noteID = noteID
    self.message = message
  }

  /// The item (or else the note), followed by the message; control characters are shown as `\u{…}`, so a hostile
  /// file name or id cannot forge lines or drive the terminal.
  public var description: String {
    if let item { return SyncText.escaped("\(item): \(message)") }
    if let noteID { return SyncText.escaped("note \(noteID): \(message)") }
    return SyncText.escaped(message)
  }
}
