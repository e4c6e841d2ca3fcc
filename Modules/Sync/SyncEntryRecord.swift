import Foundation

/// The JSON shape of one ``SyncRemoteEntry``: a file of ``FolderRemote`` and a base version in the state store.
///
/// Flat and self-describing so people and other tools can read it; dates are seconds since 1970.
struct SyncEntryRecord: Codable, Equatable {
  static let formatName = "zrouter-notes-sync-entry"
  static let currentFormatVersion = 1

  /// Why a decoded record cannot become an entry.
  enum Problem: Error, CustomStringConvertible {
    case notAnEntry
    case newerFormat(Int)
    case invalid(String)

    var description: String {
      switch self {
      case .notAnEntry: "not a notes sync entry (missing or foreign \"format\")"
      case .newerFormat(let version):
        "written in format version \(version) by a newer app (this one reads up to \(currentFormatVersion)); "
          + "update the app to sync this note"
      case .invalid(let reason): "malformed entry: \(reason)"
      }
    }
  }

  struct Writer: Codable, Equatable {
    var user: String
    var device: String
  }

  var format: String
  var formatVersion: Int
  var id: String
  var deleted: Bool
  var title: String?
  var body: String?
  var updatedAt: Double?
  var deletedAt: Double?
  var revision: Int
  var version: [String: Int]
  var writtenBy: Writer

  init(_ entry: SyncRemoteEntry) {
    format = Self.formatName
    formatVersion = Self.currentFormatVersion
    id = entry.id
    version = entry.version.counters
    writtenBy = Writer(user: entry.user, device: entry.device)
    switch entry.state {
    case .note(let note):
      deleted = false
      title = note.title
      body = note.body
      updatedAt = note.updatedAt.timeIntervalSince1970
      revision = note.revision
    case .deleted(let tombstone):
      deleted = true
      deletedAt = tombstone.deletedAt.timeIntervalSince1970
      revision = tombstone.revision
    }
  }

  /// The entry this record describes.
  /// - Throws: ``Problem`` when the record is foreign, too new or incomplete.
  func entry() throws(Problem) -> SyncRemoteEntry {
    guard format == Self.formatName else { throw .notAnEntry }
    guard formatVersion <= Self.currentFormatVersion else { throw .newerFormat(formatVersion) }
    guard !id.isEmpty else { throw .invalid("empty \"id\"") }
    guard version.values.allSatisfy({ $0 >= 0 }) else { throw .invalid("negative counter in \"version\"") }
    let state: SyncRemoteEntry.State
    if deleted {
      guard let deletedAt, deletedAt.isFinite else { throw .invalid("deletion without a valid \"deletedAt\"") }
      state = .deleted(SyncTombstone(id: id, deletedAt: Date(timeIntervalSince1970: deletedAt), revision: revision))
    } else {
      guard let title, let body else { throw .invalid("note without \"title\" and \"body\"") }
      guard let updatedAt, updatedAt.isFinite else { throw .invalid("note without a valid \"updatedAt\"") }
      state = .note(
        SyncNote(
          id: id, title: title, body: body, updatedAt: Date(timeIntervalSince1970: updatedAt), revision: revision))
    }
    return SyncRemoteEntry(
      state: state, version: SyncVersion(version), user: writtenBy.user, device: writtenBy.device)
  }

  /// Encodes records as stable, human-readable JSON.
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
  }
}
