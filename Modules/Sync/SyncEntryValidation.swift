import Foundation

/// The checks every entry read from a replica passes before the engine uses it.
///
/// A replica is untrusted input: another device wrote it, or anyone who can write the shared folder. An entry is
/// rejected (skipped with a warning naming the reason; never imported) when its identifier is not a plain
/// identifier, its revision or a version counter is out of range (so no counter can overflow and every imported
/// note stays editable), its date is outside 1970 … now + one day (a far-future date would win every conflict), or
/// it names no valid user or device. Titles and bodies are cleaned instead: control characters (terminal escapes,
/// NUL, bidirectional overrides) are removed, a title's line breaks become spaces, a body keeps its line breaks and
/// tabs. The engine cleans local notes and saved bases the same way, so what it compares and writes is always clean.
enum SyncEntryValidation {
  /// The largest revision accepted from a replica; leaves room for 2^62 more edits.
  static let maximumRevision = 1 << 48
  /// The largest version counter accepted from a replica, so incrementing it never overflows.
  static let maximumCounter = 1 << 48
  /// The most devices one version vector may name.
  static let maximumDevices = 1_000
  /// How far in the future (by this device's clock) a date may lie, for clocks that are slightly ahead.
  static let futureTolerance: TimeInterval = 24 * 60 * 60

  /// Why an entry is rejected.
  struct Rejection: Error, CustomStringConvertible {
    let description: String
  }

  /// The entry with its title and body cleaned, or why it must not be imported.
  /// - Parameter now: This device's clock, for the date range.
  static func validated(_ entry: SyncRemoteEntry, now: Date) throws(Rejection) -> SyncRemoteEntry {
    guard SyncText.isValidNoteID(entry.id) else {
      throw Rejection(
        description: "its note id \"\(SyncText.escaped(String(entry.id.prefix(64))))\" is not accepted "
          + "(ids are 1 to 128 letters, digits, '-' or '_')")
    }
    guard SyncText.isValidName(entry.user) else {
      throw Rejection(description: "\"writtenBy.user\" is empty, too long or holds control characters")
    }
    guard SyncText.isValidName(entry.device) else {
      throw Rejection(description: "\"writtenBy.device\" is empty, too long or holds control characters")
    }
    guard entry.version.counters.count <= maximumDevices else {
      throw Rejection(
        description: "its version names \(entry.version.counters.count) devices (at most \(maximumDevices))")
    }
    for (device, counter) in entry.version.counters.sorted(by: { $0.key < $1.key }) {
      guard SyncText.isValidName(device) else {
        throw Rejection(description: "its version names a device that is empty, too long or holds control characters")
      }
      guard counter <= maximumCounter else {
        throw Rejection(
          description: "its version counter for \(SyncText.escaped(device)) is \(counter), out of range "
            + "(0 to \(maximumCounter))")
      }
    }
    let revision: Int
    let date: Date
    switch entry.state {
    case .note(let note):
      revision = note.revision
      date = note.updatedAt
    case .deleted(let tombstone):
      revision = tombstone.revision
      date = tombstone.deletedAt
    }
    guard (1...maximumRevision).contains(revision) else {
      throw Rejection(description: "its revision \(revision) is out of range (1 to \(maximumRevision))")
    }
    let seconds = date.timeIntervalSince1970
    guard seconds >= 0, date <= now.addingTimeInterval(futureTolerance) else {
      throw Rejection(
        description: "its date (\(seconds) seconds since 1970) is out of range (1970 to one day from now)")
    }
    return SyncText.cleaned(entry)
  }
}
