import Foundation
import ZRouter

/// Durable storage of notes, provided by Storage.
///
/// Use it for everything that reads or writes notes. Only AppContext imports Storage; other modules
/// reach a note store through their own `…Required…` protocols, which AppContext adapts to this one.
/// ```swift
/// let store = Router.makeDestination(to: RoutableService<any StorageProvidedNoteStore>())
/// var note = try store?.save(StoredNote(title: "Idea", body: "…"))   // revision 1
/// ```
///
/// Semantics every implementation keeps (the shared conformance tests check them):
/// - `save` assigns the revision (last stored revision, or the tombstone's, + 1; otherwise 1) and
///   `updatedAt`; the caller's values of both are ignored.
/// - `put` and `put(_ tombstone:)` store exactly what they are given: they are for applying remote changes.
/// - A note id is live, deleted (a tombstone), or unknown; never two of these at once.
/// - Every method is safe to call from any thread. When a write method returns, the write is done
///   (for ``SQLiteNoteStore``, durable on disk); when it throws, nothing of it was stored.
public protocol StorageProvidedNoteStore: AnyObject {
  /// Every live note, newest first (by `updatedAt`, then higher revision, then id in byte order).
  /// - Throws: ``StorageError`` if the store cannot be read.
  func allNotes() throws -> [StoredNote]

  /// The live note with this id, or `nil` if it is unknown or deleted.
  /// - Throws: ``StorageError`` if the store cannot be read.
  func note(id: String) throws -> StoredNote?

  /// Inserts or updates a note, assigning its next revision.
  ///
  /// Prefer ``save(_:)``, which stamps the store's clock.
  /// - Parameters:
  ///   - note: The note to store; its `revision` is ignored.
  ///   - updatedAt: The modification date to store, or `nil` for the store's clock.
  /// - Returns: The note exactly as stored. Once this returns, the write is acknowledged.
  /// - Throws: ``StorageError`` with code `.invalidNote` for an empty id, or if the write failed
  ///   (then nothing was stored).
  func save(_ note: StoredNote, updatedAt: Date?) throws -> StoredNote

  /// Removes a live note and records a ``StorageTombstone`` with its next revision.
  ///
  /// Deleting an already deleted note does nothing.
  /// - Throws: ``StorageError`` with code `.notFound` if the id was never stored, or if the write failed.
  func delete(id: String) throws

  /// Stores a note exactly as given (revision and `updatedAt` included) and clears its tombstone.
  ///
  /// For sync only: applying a remote change. Local edits go through ``save(_:)``.
  /// - Throws: ``StorageError`` with code `.invalidNote` for an empty id or a revision below 1,
  ///   or if the write failed.
  func put(_ note: StoredNote) throws

  /// Records a deletion exactly as given, removing the live note of that id if there is one.
  ///
  /// For sync only: applying a remote deletion. Local deletions go through ``delete(id:)``.
  /// - Throws: ``StorageError`` with code `.invalidNote` for an empty id or a revision below 1,
  ///   or if the write failed.
  func put(_ tombstone: StorageTombstone) throws

  /// Every tombstone, most recently deleted first (then id in byte order).
  /// - Throws: ``StorageError`` if the store cannot be read.
  func tombstones() throws -> [StorageTombstone]
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
    try save(note, updatedAt: nil)
  }
}

extension RoutableService where Protocol == any StorageProvidedNoteStore {
  /// The routable key of ``StorageProvidedNoteStore``.
  public init() { self.init(declaredProtocol: Protocol.self) }
}
