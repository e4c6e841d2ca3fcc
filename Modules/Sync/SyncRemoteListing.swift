/// What a replica holds right now: every entry it could read, and a warning for everything it skipped.
public struct SyncRemoteListing: Sendable {
  /// The readable entries, at most one per note identifier.
  public var entries: [SyncRemoteEntry]
  /// One warning per skipped item (unreadable, foreign or newer-format files). A warning that names a note
  /// identifier makes the engine leave that note alone during this sync.
  public var warnings: [SyncWarning]
  /// The replica's name for each entry's item (a file name for ``FolderRemote``), by note identifier, so warnings
  /// about an entry can name it.
  public var itemNames: [String: String]

  /// Creates a listing.
  public init(entries: [SyncRemoteEntry], warnings: [SyncWarning] = [], itemNames: [String: String] = [:]) {
    self.entries = entries
    self.warnings = warnings
    self.itemNames = itemNames
  }
}
