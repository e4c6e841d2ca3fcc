import Foundation
import ZRouter

/// Durable storage of notes, provided by Storage.
///
/// Use it for everything that reads or writes notes. Only AppContext imports Storage; other modules
/// reach a note store through their own `…Required…` protocols, which AppContext adapts to this one.
/// ```swift
/// let store = Router.makeDestination(to: RoutableService.storageProvidedNoteStore)
/// var note = try store?.save(StoredNote(title: "Idea", body: "…"))   // revision 1
/// ```
///
/// Semantics every implementation keeps (the shared conformance tests check them):
/// - `save` assigns the revision (last stored revision, or the tombstone's, + 1; otherwise 1) and
///   `updatedAt`; the caller's values of both are ignored.
/// - `put` and `put(_ tombstone:)` store exactly what they are given: they are for applying remote changes.
/// - A note id is live, deleted (a tombstone), or unknown; never two of these at once.
/// - Every write is one method with an optional expectation: `save(_:expecting:updatedAt:)`, `put(_:expecting:)`,
///   `delete(id:expecting:)`. With a ``StorageNoteState`` they are conditional: they first compare what the store
///   holds under the id with the state the caller read, in the same transaction; when they differ nothing is written
///   and ``StorageError`` `.conflict` is thrown, and they never take a note from its owner (they may give an unowned
///   note one). Use them so whenever a write is based on an earlier read (an editor, a sync engine). With `nil` they
///   write whatever the store holds; `save(_:)`, `save(_:updatedAt:)`, `put(_:)` and `delete(id:)` are those
///   unconditional forms.
/// - Ids are compared byte for byte (UTF-8); dates read back equal to the `Date` stored.
/// - Several processes may share one ``SQLiteNoteStore`` file: every call is one transaction, atomic and seeing every
///   write another process committed before it began; nothing is atomic across calls, which is what the conditional
///   writes are for.
/// - Every method is safe to call from any thread. When a write method returns, the write is done
///   (for ``SQLiteNoteStore``, durable on disk); when it throws, nothing of it was stored.
public protocol StorageProvidedNoteStore: AnyObject {
  /// Every live note, newest first (by `updatedAt`, then higher revision, then id in byte order).
  /// - Throws: ``StorageError`` if the store cannot be read.
  func allNotes() throws -> [StoredNote]

  /// The live note with this id, or `nil` if it is unknown or deleted.
  /// - Throws: ``StorageError`` if the store cannot be read.
  func note(id: String) throws -> StoredNote?

  /// Records a deletion exactly as given, removing the live note of that id if there is one.
  ///
  /// For sync only: applying a remote deletion. Local deletions go through ``delete(id:)``.
  /// - Throws: ``StorageError`` with code `.invalidNote` for an empty id or a revision below 1,
  ///   or if the write failed.
  func put(_ tombstone: StorageTombstone) throws

  /// Every tombstone, most recently deleted first (then id in byte order).
  /// - Throws: ``StorageError`` if the store cannot be read.
  func tombstones() throws -> [StorageTombstone]

  /// What the store holds under `id` right now: the live note, its tombstone, or nothing.
  /// - Throws: ``StorageError`` if the store cannot be read.
  func state(ofNote id: String) throws -> StorageNoteState

  /// Inserts or updates a note, assigning its next revision; with `expected`, only if the store still holds that
  /// state under the note's id.
  ///
  /// ```swift
  /// let loaded = try store.state(ofNote: id)              // .note(n) at revision 3
  /// try store.save(edited, expecting: loaded, updatedAt: nil)   // revision 4, or .conflict
  /// ```
  /// - Parameters:
  ///   - note: The note to store; its `revision` is ignored. With `expected`, its `owner` must be `expected`'s
  ///     (unless that is empty).
  ///   - expected: The state the edit was based on (``StorageNoteState/absent`` for a brand-new note), or `nil` to
  ///     save whatever the store holds.
  ///   - updatedAt: The modification date to store, or `nil` for the store's clock.
  /// - Returns: The note exactly as stored. Once this returns, the write is acknowledged.
  /// - Throws: ``StorageError`` `.conflict` when the stored state differs from `expected` or the note would be taken
  ///   from its owner, `.invalidNote` for an empty id, or a store failure; then nothing was stored.
  @discardableResult
  func save(_ note: StoredNote, expecting expected: StorageNoteState?, updatedAt: Date?) throws -> StoredNote

  /// Stores a note exactly as given (revision and `updatedAt` included) and clears its tombstone; with `expected`,
  /// only if the store still holds that state under the note's id.
  ///
  /// For sync: applying a remote version (with `expected`, without overwriting a local edit made after the sync
  /// read the store). Local edits go through ``save(_:)``.
  /// - Throws: ``StorageError`` `.conflict` (nothing stored), `.invalidNote` for an empty id or a revision below 1,
  ///   or a store failure.
  func put(_ note: StoredNote, expecting expected: StorageNoteState?) throws

  /// Removes a live note and records a ``StorageTombstone`` with its next revision; with `expected`, only if the
  /// store still holds that state under `id`.
  ///
  /// Deleting an already deleted note does nothing; so does a matching `expected` that is a tombstone or absent.
  /// - Throws: ``StorageError`` `.notFound` without `expected` if the id was never stored, `.conflict` (nothing
  ///   stored), or a store failure.
  func delete(id: String, expecting expected: StorageNoteState?) throws
}

extension StorageProvidedNoteStore {
  /// Inserts or updates a note, assigning its next revision and the store clock's date.
  ///
  /// ```swift
  /// var note = try store.save(StoredNote(title: "Draft", body: ""))   // revision 1
  /// note.body = "Done"
  /// note = try store.save(note)                                        // revision 2
  /// ```
  /// - Parameter note: The note to store; its `revision` and `updatedAt` are ignored.
  /// - Returns: The note exactly as stored. Once this returns, the write is acknowledged.
  /// - Throws: ``StorageError`` with code `.invalidNote` for an empty id, or if the write failed.
  @discardableResult
  public func save(_ note: StoredNote) throws -> StoredNote {
    try save(note, expecting: nil, updatedAt: nil)
  }

  /// Inserts or updates a note, assigning its next revision, whatever the store holds under its id.
  ///
  /// Prefer ``save(_:)``, which stamps the store's clock.
  /// - Parameters:
  ///   - note: The note to store; its `revision` is ignored.
  ///   - updatedAt: The modification date to store, or `nil` for the store's clock.
  /// - Returns: The note exactly as stored. Once this returns, the write is acknowledged.
  /// - Throws: ``StorageError`` with code `.invalidNote` for an empty id, or if the write failed
  ///   (then nothing was stored).
  @discardableResult
  public func save(_ note: StoredNote, updatedAt: Date?) throws -> StoredNote {
    try save(note, expecting: nil, updatedAt: updatedAt)
  }

  /// Stores a note exactly as given (revision and `updatedAt` included) and clears its tombstone, whatever the
  /// store holds under its id.
  ///
  /// For sync only: applying a remote change. Local edits go through ``save(_:)``.
  /// - Throws: ``StorageError`` with code `.invalidNote` for an empty id or a revision below 1,
  ///   or if the write failed.
  public func put(_ note: StoredNote) throws {
    try put(note, expecting: nil)
  }

  /// Removes a live note and records a ``StorageTombstone`` with its next revision.
  ///
  /// Deleting an already deleted note does nothing.
  /// - Throws: ``StorageError`` with code `.notFound` if the id was never stored, or if the write failed.
  public func delete(id: String) throws {
    try delete(id: id, expecting: nil)
  }
}

extension RoutableService where Protocol == any StorageProvidedNoteStore {
  /// The routable key of ``StorageProvidedNoteStore``, found by its name: call sites written
  /// `RoutableService.storageProvidedNoteStore` type-check in time independent of the number of keys.
  public static var storageProvidedNoteStore: Self { Self(declaredProtocol: Protocol.self) }
}
