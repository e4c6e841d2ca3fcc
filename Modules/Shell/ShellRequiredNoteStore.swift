import NoteModel
import ZRouter

/// Where the app keeps every account's notes. The shell never names the module behind it: the app context routes
/// this protocol to a store (Storage's, through a proxy, or any replacement).
///
/// The app reaches it through ``AppContext/noteStore()`` (one account's view) and through the proxies that serve
/// Editor's and Sync's note stores. What every implementation keeps:
///
/// - **Identity.** A note id is live, deleted (a tombstone) or unknown, never two of these. Ids are compared byte for
///   byte (UTF-8): no Unicode normalization, no case folding.
/// - **Exact values.** A note or tombstone reads back exactly as stored: title, body, revision, owner, and its date
///   equal to the `Date` written (at the very least to the millisecond, which Sync relies on to tell an unchanged
///   note from an edited one).
/// - **Revisions.** ``save(_:expecting:)`` stores revision "previous revision (note or tombstone) + 1", else 1, and
///   the store's clock as `updatedAt`; ``delete(id:expecting:)`` leaves a tombstone with the next revision;
///   ``put(_:expecting:)`` stores exactly what it is given.
/// - **Conditional writes.** Every write names the state it was based on. In one atomic step the store compares it
///   with what it holds under the id; when they differ, nothing is written and the store throws
///   ``ShellNoteConflict``. A write never takes a note from its owner (giving an unowned note one is allowed), so an
///   id shared by two accounts never lets one overwrite the other's note.
/// - **Several processes.** Two processes (two runs of `notes`) may share one store: each call is atomic on its own
///   and sees every write another process finished before it started; nothing is atomic across calls, which is what
///   conditional writes are for. A write that returned is durable for a store that outlives the process.
/// - **Threads.** Every method may be called from any thread.
/// - **Errors.** A failed write stores nothing of itself. Any error other than ``ShellNoteConflict`` is reported to
///   the user as it is, so its message should say what went wrong and what to do.
public protocol ShellRequiredNoteStore: AnyObject {
  /// Every live note of every account, newest first (by `updatedAt`, then higher revision, then id).
  func allNotes() throws -> [Note]

  /// Every tombstone of every account.
  func tombstones() throws -> [NoteTombstone]

  /// What the store holds under `id` right now.
  func state(ofNote id: String) throws -> NoteState

  /// Saves a local edit (or a new note, expecting ``NoteState/absent``): the store assigns the next revision
  /// and its clock's date; the caller's values of both are ignored.
  /// - Returns: The note exactly as stored.
  /// - Throws: ``ShellNoteConflict`` when the store no longer holds `expected`, or a store failure.
  func save(_ note: Note, expecting expected: NoteState) throws -> Note

  /// Stores a note exactly as given (revision and date included), replacing a note or tombstone: for applying a
  /// version that sync brought in.
  /// - Throws: ``ShellNoteConflict`` when the store no longer holds `expected`, or a store failure (a revision below
  ///   1 or an empty id is refused).
  func put(_ note: Note, expecting expected: NoteState) throws

  /// Deletes the live note, leaving a tombstone with the next revision. When `expected` is a tombstone or absent and
  /// still holds, nothing needs to be done and nothing is written.
  /// - Throws: ``ShellNoteConflict`` when the store no longer holds `expected`, or a store failure.
  func delete(id: String, expecting expected: NoteState) throws
}

extension RoutableService where Protocol == any ShellRequiredNoteStore {
  /// The routable key of ``ShellRequiredNoteStore``.
  public init() { self.init(declaredProtocol: Protocol.self) }
  /// The routable key of ``ShellRequiredNoteStore``, found by its name: call sites written
  /// `RoutableService.shellRequiredNoteStore` type-check in time independent of the number of keys.
  public static var shellRequiredNoteStore: Self { Self(declaredProtocol: Protocol.self) }
}
