import Foundation
import ZRouter

/// The app's notes as one account sees them: only the signed-in user's notes exist, and every note written is theirs.
///
/// The shell and the app's bridge to Editor use this (never the store of every account), so another account on the same
/// data directory, or a signed-out user, can neither list, open, edit nor delete a note it does not own. The
/// signed-in user is read on every call, so signing in or out takes effect at once. Writes are the store's
/// conditional writes, so a note of another account that shares an id is never overwritten.
/// ```swift
/// guard let notes = OwnedNoteStore.routed() else { return }
/// for note in try notes.allNotes() { print(note.title) }
/// ```
public final class OwnedNoteStore {
  /// The store holding every account's notes.
  let store: any ShellRequiredNoteStore
  private let sessions: any ShellRequiredSessions

  /// Shows `store` as the user signed in to `sessions` sees it.
  public init(store: any ShellRequiredNoteStore, sessions: any ShellRequiredSessions) {
    self.store = store
    self.sessions = sessions
  }

  /// The signed-in user's view of the routed note store (``ShellRequiredNoteStore`` and ``ShellRequiredSessions``
  /// from the current registry), or `nil` when either cannot be made.
  public static func routed() -> OwnedNoteStore? {
    guard let store = Router.makeDestination(to: RoutableService.shellRequiredNoteStore),
      let sessions = Router.makeDestination(to: RoutableService.shellRequiredSessions)
    else { return nil }
    return OwnedNoteStore(store: store, sessions: sessions)
  }

  /// The signed-in user, or `nil`.
  var currentUser: String? { sessions.currentUser }

  private func requireUser() throws -> String {
    guard let user = currentUser, !user.isEmpty else { throw ShellError.signedOut }
    return user
  }

  // MARK: Reads: the user's notes only

  /// The signed-in user's live notes, newest first; none when nobody is signed in.
  public func allNotes() throws -> [ShellNote] {
    guard let user = currentUser else { return [] }
    return try store.allNotes().filter { $0.owner == user }
  }

  /// The signed-in user's note with this id, or `nil` (unknown, deleted, another account's, or signed out).
  public func note(id: String) throws -> ShellNote? {
    guard case .note(let note) = try state(ofNote: id) else { return nil }
    return note
  }

  /// What the store holds under `id` for the signed-in user: another account's note counts as absent.
  public func state(ofNote id: String) throws -> ShellNoteState {
    guard let user = currentUser else { return .absent }
    let state = try store.state(ofNote: id)
    return state.owner == user ? state : .absent
  }

  // MARK: Writes: conditional, owned by the user

  /// Saves a note of the signed-in user if the store still holds `expected` (see ``ShellRequiredNoteStore``).
  /// - Throws: ``ShellError`` `.notSignedIn`, `.tooLong` (a title or body past ``NoteLimits``; nothing is written),
  ///   ``ShellNoteConflict``, or the store's error.
  public func save(_ note: ShellNote, expecting expected: ShellNoteState) throws -> ShellNote {
    var owned = note
    owned.owner = try requireUser()
    try NoteLimits.check(title: note.title, body: note.body)
    return try store.save(owned, expecting: expected)
  }

  /// Deletes one of the signed-in user's notes.
  /// - Throws: ``ShellError`` `.notSignedIn` or `.noteNotFound`, or the store's error.
  public func delete(id: String) throws {
    _ = try requireUser()
    let current = try state(ofNote: id)
    guard case .note = current else { throw ShellError.noteNotOwned(id) }
    try store.delete(id: id, expecting: current)
  }
}
