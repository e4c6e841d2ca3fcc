/// One note's entry in a replica: its current version, or the record of its deletion, plus who wrote it.
///
/// A replica stores entries exactly as given and returns them unchanged; only the engine creates them.
public struct SyncRemoteEntry: Hashable, Sendable, CustomStringConvertible {
  /// What an entry holds.
  public enum State: Hashable, Sendable {
    /// The note's current version.
    case note(SyncNote)
    /// The note was deleted.
    case deleted(SyncTombstone)
  }

  /// The note version or tombstone.
  public var state: State
  /// The version vector stamped by the engine that wrote the entry.
  public var version: SyncVersion
  /// The signed-in user whose device wrote the entry.
  public var user: String
  /// The device that wrote the entry.
  public var device: String

  /// Creates an entry.
  public init(state: State, version: SyncVersion, user: String, device: String) {
    self.state = state
    self.version = version
    self.user = user
    self.device = device
  }

  /// The identifier of the note the entry is about.
  public var id: String {
    switch state {
    case .note(let note): note.id
    case .deleted(let tombstone): tombstone.id
    }
  }

  /// The note, when the entry is not a deletion.
  public var note: SyncNote? {
    if case .note(let note) = state { note } else { nil }
  }

  /// Whether the entry records a deletion.
  public var isDeletion: Bool { note == nil }

  /// Whether `other` holds the same content: both deletions, or notes with the same title and body.
  func hasSameContent(as other: SyncRemoteEntry) -> Bool {
    switch (state, other.state) {
    case (.deleted, .deleted): true
    case (.note(let mine), .note(let theirs)): mine.hasSameContent(as: theirs)
    default: false
    }
  }

  /// A short form for logs: content, version and writer.
  public var description: String {
    switch state {
    case .note(let note): "\(note) \(version) by \(user)@\(device)"
    case .deleted(let tombstone): "\(tombstone) \(version) by \(user)@\(device)"
    }
  }
}
