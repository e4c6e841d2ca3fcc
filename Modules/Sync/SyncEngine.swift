import Foundation

/// The three-way sync engine between a local note store and a replica; Sync's implementation of
/// ``SyncProvidedEngine``.
///
/// For every note it compares the local state and the replica's entry with the *base*, the version both agreed on at
/// the last sync (kept per replica in the state store):
/// - changed only in the replica: pulled; changed only locally: pushed; deletions travel the same way as tombstones;
/// - changed on both sides with different content: the later edit stays in place and the other one is saved as a
///   new note titled "<title> (conflict copy from <device>)", locally and in the replica, so no edit is lost;
/// - deleted on one side and edited on the other: the edit wins.
///
/// ```swift
/// let engine = SyncEngine(
///   localStore: storeProxy, remote: try FolderRemote(directory: sharedFolder), session: session,
///   stateStore: stateStore, deviceID: "alice-laptop")
/// let report = try engine.sync()
/// ```
/// Calls are serialized per engine and run on the caller's thread. Any number of engines (in this process or
/// others) may sync with the same replica at the same time. Local edits saved *while* a sync runs are never
/// overwritten: local writes are conditional on the state the engine read, and a note that changed is read again and
/// re-planned (it becomes a conflict copy when the replica changed it too).
///
/// The replica is untrusted: entries are range-checked and cleaned before use (see `SyncEntryValidation`), and only
/// the signed-in user's entries are synced; everything skipped is named in ``SyncReport/warnings``.
public final class SyncEngine: SyncProvidedEngine {
  /// This device's identifier, recorded in every entry it writes and in conflict-copy titles.
  public let deviceID: String
  private let localStore: any SyncRequiredLocalStore
  private let remote: any SyncRequiredRemote
  private let session: any SyncRequiredSession
  private let stateStore: any SyncRequiredStateStore
  private let lock = NSLock()

  /// Creates an engine; it does nothing until ``sync()`` is called.
  /// - Parameters:
  ///   - localStore: The local notes.
  ///   - remote: The replica to sync with, for example a ``FolderRemote``.
  ///   - session: Who is signed in; syncing requires a user.
  ///   - stateStore: Where the engine keeps base versions between syncs.
  ///   - deviceID: A stable, non-empty identifier of this device, unique among the devices sharing the replica.
  public init(
    localStore: any SyncRequiredLocalStore, remote: any SyncRequiredRemote, session: any SyncRequiredSession,
    stateStore: any SyncRequiredStateStore, deviceID: String
  ) {
    self.localStore = localStore
    self.remote = remote
    self.session = session
    self.stateStore = stateStore
    self.deviceID = deviceID
  }

  /// Runs one sync pass; see ``SyncProvidedEngine/sync()``. Blocks while another pass of this engine runs.
  /// - Throws: ``SyncError``; ``SyncError/Code/notSignedIn`` before anything is read when nobody is signed in.
  public func sync() throws -> SyncReport {
    lock.lock()
    defer { lock.unlock() }
    let user = try signedInUser()
    let baseStore = SyncBaseStore(stateStore: stateStore, replicaID: remote.replicaID, user: user)
    let (bases, warning) = try baseStore.load()
    var pass = SyncPass(
      local: localStore, remote: remote, user: user, device: deviceID, now: Date(), bases: bases)
    if let warning {
      pass.report.warnings.append(warning)
      pass.basesChanged = true
    }
    do {
      try pass.run()
    } catch {
      // Keep what was synced before the failure; the original error matters more than a failed save.
      if pass.basesChanged { try? baseStore.save(pass.bases) }
      throw error
    }
    if pass.basesChanged { try baseStore.save(pass.bases) }
    return pass.report
  }

  /// Removes deletion records older than `cutoff` from the replica, so it does not grow forever.
  ///
  /// Use it only when every device has synced since `cutoff`: a device that still holds an unchanged copy of a purged
  /// note and syncs later puts the note back (it is restored rather than lost).
  /// - Returns: How many deletion records were removed.
  /// - Throws: ``SyncError``, as ``sync()``.
  public func purgeDeletionRecords(deletedBefore cutoff: Date) throws -> Int {
    lock.lock()
    defer { lock.unlock() }
    let user = try signedInUser()
    let baseStore = SyncBaseStore(stateStore: stateStore, replicaID: remote.replicaID, user: user)
    var bases = try baseStore.load().bases
    let listing = try SyncError.wrapping({ .remoteFailed(operation: "list its entries", underlying: $0) }) {
      try remote.listEntries()
    }
    var purged = 0
    for entry in listing.entries {
      guard case .deleted(let tombstone) = entry.state, tombstone.deletedAt < cutoff, entry.user == user else {
        continue
      }
      try SyncError.wrapping({ .remoteFailed(operation: "remove note \"\(entry.id)\"", underlying: $0) }) {
        try remote.removeEntry(id: entry.id)
      }
      if bases[entry.id]?.isDeletion == true { bases[entry.id] = nil }
      purged += 1
    }
    if purged > 0 { try baseStore.save(bases) }
    return purged
  }

  private func signedInUser() throws -> String {
    guard let user = session.currentUser, !user.isEmpty else { throw SyncError.notSignedIn }
    guard !deviceID.isEmpty else { throw SyncError.invalidDeviceID }
    return user
  }
}
