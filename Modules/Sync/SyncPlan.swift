import Foundation

/// What to do with one note: the three-way decision between its local state, its base and the replica's entry.
///
/// Pure and total, so every case is unit-testable without stores. The *base* is the entry both sides agreed on at
/// the last successful sync of this note; "changed" means "differs from the base".
enum SyncPlan: Equatable {
  /// The note's local state, as the store reports it.
  typealias Local = SyncLocalState

  /// Which side of a conflict stays under the note's identifier; the other becomes a conflict copy.
  enum Keeper: Equatable {
    case local
    case remote
  }

  /// Nothing to do.
  case upToDate
  /// Forget the base: the replica purged the deletion record and the note is deleted locally too.
  case forgetBase
  /// Both sides already agree with this entry; only the base moves.
  case recordBase(SyncRemoteEntry)
  /// Store the entry's note locally, or delete the local note for a deletion entry; the entry becomes the base.
  case pull(SyncRemoteEntry)
  /// Write the local state to the replica with this version vector; it becomes the base.
  case push(SyncRemoteEntry.State, SyncVersion)
  /// The replica lost or rolled back the base while the local note stayed as it was: write the base back as it was.
  case restore(SyncRemoteEntry)
  /// Both sides changed the note's content: keep one in place, save the other as a conflict copy.
  /// `version` stamps the local note when it is the keeper.
  case conflict(local: SyncNote, remote: SyncNote, entry: SyncRemoteEntry, keep: Keeper, version: SyncVersion)

  /// Whether executing the plan writes to the replica.
  var writesRemote: Bool {
    switch self {
    case .push, .restore, .conflict: true
    case .upToDate, .forgetBase, .recordBase, .pull: false
    }
  }

  /// Decides what to do with one note.
  /// - Parameters:
  ///   - local: The note's local state.
  ///   - base: The entry agreed on at the last sync of this note, if any.
  ///   - remote: The replica's entry, if any.
  ///   - device: This device, for stamping pushed versions.
  ///   - now: The time to record for a deletion whose local tombstone is gone.
  static func decide(
    id: String, local: Local, base: SyncRemoteEntry?, remote: SyncRemoteEntry?, device: String, now: Date
  ) -> SyncPlan {
    let localChanged = hasChanged(local, since: base)
    let nextVersion = (base?.version ?? SyncVersion()).merged(with: remote?.version ?? SyncVersion())
      .incremented(for: device)

    guard let remote else {
      guard let base else {
        // Never synced and not in the replica: share it if it is a note.
        guard let note = local.note else { return .upToDate }
        return .push(.note(note), nextVersion)
      }
      // The replica lost the entry (purged deletion record, or a file removed by hand).
      if localChanged { return push(local, id: id, base: base, version: nextVersion, now: now) }
      return base.isDeletion ? .forgetBase : .restore(base)
    }
    guard let base else {
      // First sync of a note the replica has: adopt it unless the local side holds something else.
      return localChanged
        ? resolve(local, remote: remote, version: nextVersion, device: device) : pullPlan(remote, local)
    }
    switch remote.version.compare(to: base.version) {
    case .equal where remote.hasSameContent(as: base):
      return localChanged ? push(local, id: id, base: base, version: nextVersion, now: now) : .upToDate
    case .before:
      // The replica went back to an ancestor of the base: the base (or the local edit) is newer.
      return localChanged ? push(local, id: id, base: base, version: nextVersion, now: now) : .restore(base)
    case .after:
      return localChanged
        ? resolve(local, remote: remote, version: nextVersion, device: device) : pullPlan(remote, local)
    case .equal, .concurrent:
      // The replica holds a version written without seeing the base: the base was overwritten at file level.
      // Treat it as an edit on both sides so the overwritten version survives.
      return resolve(local, remote: remote, version: nextVersion, device: device)
    }
  }

  /// Whether the local state differs from the base. A missing local note counts as deleted once it was synced.
  static func hasChanged(_ local: Local, since base: SyncRemoteEntry?) -> Bool {
    switch (local, base?.state) {
    case (.note(let note), .note(let baseNote)?): !note.isSameVersion(as: baseNote)
    case (.note, _): true
    case (.tombstone, nil): true
    case (.tombstone, .deleted?), (.absent, .deleted?), (.absent, nil): false
    case (.tombstone, .note?), (.absent, .note?): true
    }
  }

  /// Takes the replica's entry as it is.
  private static func pullPlan(_ remote: SyncRemoteEntry, _ local: Local) -> SyncPlan {
    switch remote.state {
    case .note(let note):
      if let localNote = local.note, localNote.isSameVersion(as: note) { return .recordBase(remote) }
      return .pull(remote)
    case .deleted:
      return local.note == nil ? .recordBase(remote) : .pull(remote)
    }
  }

  /// Writes the local state over a replica that did not change it.
  private static func push(_ local: Local, id: String, base: SyncRemoteEntry, version: SyncVersion, now: Date)
    -> SyncPlan
  {
    switch local {
    case .note(let note):
      return .push(.note(note), version)
    case .tombstone(let tombstone):
      return .push(.deleted(tombstone), version)
    case .absent:
      let revision = (base.note?.revision ?? 0) + 1
      return .push(.deleted(SyncTombstone(id: id, deletedAt: now, revision: revision)), version)
    }
  }

  /// Both sides changed the note (or the replica overwrote the base): merge without losing an edit.
  private static func resolve(_ local: Local, remote: SyncRemoteEntry, version: SyncVersion, device: String)
    -> SyncPlan
  {
    switch (local, remote.state) {
    case (.note(let note), .note(let remoteNote)):
      if note.hasSameContent(as: remoteNote) {
        return note.isSameVersion(as: remoteNote) ? .recordBase(remote) : .pull(remote)
      }
      let keep: Keeper =
        keepsLocal(note, localDevice: device, over: remoteNote, remoteDevice: remote.device) ? .local : .remote
      return .conflict(local: note, remote: remoteNote, entry: remote, keep: keep, version: version)
    case (.note(let note), .deleted):
      return .push(.note(note), version)  // delete vs edit: the edit wins
    case (.tombstone, .note), (.absent, .note):
      return .pull(remote)  // edit vs delete: the edit wins
    case (.tombstone, .deleted), (.absent, .deleted):
      return .recordBase(remote)
    }
  }

  /// The deterministic keeper of a conflict: the later edit stays in place; ties fall to revision, then device,
  /// then content, so both devices would pick the same side.
  static func keepsLocal(_ local: SyncNote, localDevice: String, over remote: SyncNote, remoteDevice: String) -> Bool {
    if local.updatedAt != remote.updatedAt { return local.updatedAt > remote.updatedAt }
    if local.revision != remote.revision { return local.revision > remote.revision }
    if localDevice != remoteDevice { return localDevice > remoteDevice }
    if local.title != remote.title { return local.title > remote.title }
    return local.body > remote.body
  }
}
