/// What a replica holds right now: every entry it could read, and a warning for everything it skipped.
public struct SyncRemoteListing: Sendable {
  /// The readable entries, at most one per note identifier.
  public var entries: [SyncRemoteEntry]
  /// One warning per skipped item (unreadable, foreign or newer-format files). A warning that names a note
  /// identifier makes the engine leave that note alone during this sync.
  public var warnings: [SyncWarning]

  /// Creates a listing.
  public init(entries: [SyncRemoteEntry], warnings: [SyncWarning] = []) {
    self.entries = entries
    self.warnings = warnings
  }
}
