import Foundation
import ZRouter

// Every protocol Sync REQUIRES. Sync never creates these: the app context routes each one to a provider it chose
// (an adapter, an extension or a proxy over another module's types). Sync itself provides `FolderRemote`, one
// implementation of `SyncRequiredRemote`, and the engine behind `SyncProvidedEngine`.

/// The local notes, in Sync's own vocabulary: current versions, tombstones, and the writes a sync needs.
///
/// Every call names the user the sync runs for: the store shows and changes only that user's notes, and records
/// that user as the owner of what it writes, so a device never shows one user's notes to another.
///
/// Implementations store versions *exactly* as given: a note applied by sync must read back with the same title,
/// body, revision and timestamp (to the millisecond), or the engine sees it as edited again. Local edits must bump
/// `revision`. Writes that replace a note are conditional: they throw ``SyncLocalChangeConflict`` when the store no
/// longer holds the state the engine read, so an edit saved during a sync is never overwritten. Called on the
/// thread that calls `sync()`.
/// ```swift
/// extension MyStoreProxy: SyncRequiredLocalStore { … }   // lives in the app context, bridges the real store
/// ```
public protocol SyncRequiredLocalStore: AnyObject {
  /// Every current (not deleted) note of `user`.
  /// - Throws: Any store error; the sync stops and reports it.
  func notes(ownedBy user: String) throws -> [SyncNote]
  /// Every tombstone of `user`'s notes the store still keeps.
  func tombstones(ownedBy user: String) throws -> [SyncTombstone]
  /// What the store holds under `id` for `user` now; a note of another user counts as ``SyncLocalState/absent``.
  func state(ofNote id: String, ownedBy user: String) throws -> SyncLocalState
  /// Stores exactly this version under `note.id`, owned by `user`, replacing the note or tombstone — only if the
  /// store still holds `expected` (an id used by another user never matches).
  /// - Throws: ``SyncLocalChangeConflict`` when it does not (nothing written), or any store error.
  func apply(_ note: SyncNote, ownedBy user: String, replacing expected: SyncLocalState) throws
  /// Deletes `user`'s note with this identifier (leaving a tombstone is fine) — only if the store still holds
  /// `expected`. When `expected` is a tombstone or absent and still holds, there is nothing to do.
  /// - Throws: ``SyncLocalChangeConflict`` when the store changed (nothing written), or any store error.
  func applyDeletion(id: String, ownedBy user: String, replacing expected: SyncLocalState) throws
  /// Creates a brand-new note of `user` with a fresh identifier, as a user would; used for conflict copies.
  /// - Returns: The stored note, with the identifier, revision and timestamp the store chose.
  func insertNew(title: String, body: String, ownedBy user: String) throws -> SyncNote
}

extension RoutableService where Protocol == any SyncRequiredLocalStore {
  /// The routable key of ``SyncRequiredLocalStore``, found by its name: call sites written
  /// `RoutableService.syncRequiredLocalStore` type-check in time independent of the number of keys.
  public static var syncRequiredLocalStore: Self { Self(declaredProtocol: Protocol.self) }
}

/// A replica of the notes (another device's copy in a shared folder, a server, …): one entry per note.
///
/// The replica may be changed by other processes at any time; each call must be atomic on its own (a write is seen
/// whole or not at all), but nothing needs to be atomic across calls: the engine detects concurrent writers through
/// the version vectors it stamps on entries. ``FolderRemote`` is the implementation Sync ships.
public protocol SyncRequiredRemote: AnyObject {
  /// Identifies the replica, so per-replica sync state never mixes two replicas (a folder's path, a server URL).
  var replicaID: String { get }
  /// Every readable entry, and a warning for everything skipped.
  /// - Throws: When the replica cannot be listed at all.
  func listEntries() throws -> SyncRemoteListing
  /// The entry of one note, or `nil` when the replica has none.
  /// - Throws: ``SyncError/Code/unreadableEntry`` when an entry exists but cannot be read.
  func readEntry(id: String) throws -> SyncRemoteEntry?
  /// Stores `entry` whole, replacing the note's previous entry (a note version or a deletion record).
  func writeEntry(_ entry: SyncRemoteEntry) throws
  /// Removes a note's entry for good (used to purge old deletion records). Removing a missing entry is not an error.
  func removeEntry(id: String) throws
}

extension RoutableService where Protocol == any SyncRequiredRemote {
  /// The routable key of ``SyncRequiredRemote``, found by its name: call sites written
  /// `RoutableService.syncRequiredRemote` type-check in time independent of the number of keys.
  public static var syncRequiredRemote: Self { Self(declaredProtocol: Protocol.self) }
}

/// Who is signed in. Sync refuses to run without a user, because every entry records who wrote it, and syncs only
/// that user's notes: entries another user wrote are left alone.
public protocol SyncRequiredSession: AnyObject {
  /// The signed-in user's name, or `nil` when nobody is signed in.
  var currentUser: String? { get }
}

extension RoutableService where Protocol == any SyncRequiredSession {
  /// The routable key of ``SyncRequiredSession``, found by its name: call sites written
  /// `RoutableService.syncRequiredSession` type-check in time independent of the number of keys.
  public static var syncRequiredSession: Self { Self(declaredProtocol: Protocol.self) }
}

/// Small key-value persistence for the engine's per-replica state (the base version of every synced note).
///
/// What the engine relies on:
/// - **Keys** start with `SyncEngine.` and contain the user's name and the replica's identifier (a folder path), so
///   they can be a few kilobytes long; the store must keep every key it accepts distinct byte for byte (no Unicode
///   normalization, no case folding). Give Sync a key space of its own (a prefix) when the store is shared.
/// - **Values** are read back byte for byte as written; a few hundred bytes per note. `nil` removes the key.
/// - **Several processes** (two syncs of one data directory) may share the store: each call must be atomic on its
///   own (a value read whole, old or new); the engine needs nothing atomic across calls, since losing a saved base
///   only makes the next sync compare notes by content (extra conflict copies, never a lost edit).
public protocol SyncRequiredStateStore: AnyObject {
  /// The value stored under `key`, or `nil`.
  func data(forKey key: String) throws -> Data?
  /// Stores `data` under `key`; `nil` removes the key.
  func set(_ data: Data?, forKey key: String) throws
}

extension RoutableService where Protocol == any SyncRequiredStateStore {
  /// The routable key of ``SyncRequiredStateStore``, found by its name: call sites written
  /// `RoutableService.syncRequiredStateStore` type-check in time independent of the number of keys.
  public static var syncRequiredStateStore: Self { Self(declaredProtocol: Protocol.self) }
}

/// Which device this is: the identifier the engine records in every entry it writes and in conflict-copy titles.
///
/// Return the same non-empty identifier on every run of the app on this device, unique among the devices sharing a
/// replica (a host name plus a random suffix saved on first launch, for example). An empty identifier makes
/// `sync()` fail with ``SyncError/Code/invalidDeviceID``.
public protocol SyncRequiredDevice: AnyObject {
  /// This device's stable identifier.
  var deviceID: String { get }
}

extension RoutableService where Protocol == any SyncRequiredDevice {
  /// The routable key of ``SyncRequiredDevice``, found by its name: call sites written
  /// `RoutableService.syncRequiredDevice` type-check in time independent of the number of keys.
  public static var syncRequiredDevice: Self { Self(declaredProtocol: Protocol.self) }
}
