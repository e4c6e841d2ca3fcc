import Foundation
import Login
import Storage

/// Storage's note store as one account sees it: only the signed-in user's notes exist, and every note written is
/// theirs.
///
/// The app hands this (never the raw store) to the shell and to Editor, so another account on the same data
/// directory, or a signed-out user, can neither list, open, edit nor delete a note it does not own. The signed-in
/// user is read on every call, so signing in or out takes effect at once. Writes go through the store's conditional
/// writes, so a note of another account that shares an id is never overwritten.
final class OwnedNoteStore: StorageProvidedNoteStore {
  /// The store holding every account's notes.
  let store: any StorageProvidedNoteStore
  private let session: any LoginProvidedSessionService

  init(store: any StorageProvidedNoteStore, session: any LoginProvidedSessionService) {
    self.store = store
    self.session = session
  }

  /// The signed-in user, or `nil`.
  var currentUser: String? { session.currentUser }

  private func requireUser() throws -> String {
    guard let user = currentUser, !user.isEmpty else { throw AppContextError(kind: .notSignedIn) }
    return user
  }

  // MARK: Reads: the user's notes only

  func allNotes() throws -> [StoredNote] {
    guard let user = currentUser else { return [] }
    return try store.allNotes().filter { $0.owner == user }
  }

  func note(id: String) throws -> StoredNote? {
    guard let user = currentUser, let note = try store.note(id: id), note.owner == user else { return nil }
    return note
  }

  func tombstones() throws -> [StorageTombstone] {
    guard let user = currentUser else { return [] }
    return try store.tombstones().filter { $0.owner == user }
  }

  func state(ofNote id: String) throws -> StorageNoteState {
    guard let user = currentUser else { return .absent }
    let state = try store.state(ofNote: id)
    return state.owner == user ? state : .absent
  }

  // MARK: Writes: conditional, owned by the user

  func save(_ note: StoredNote, updatedAt: Date?) throws -> StoredNote {
    try save(note, expecting: try state(ofNote: note.id), updatedAt: updatedAt)
  }

  func save(_ note: StoredNote, expecting expected: StorageNoteState, updatedAt: Date?) throws -> StoredNote {
    var owned = note
    owned.owner = try requireUser()
    return try store.save(owned, expecting: expected, updatedAt: updatedAt)
  }

  func delete(id: String) throws {
    _ = try requireUser()
    let current = try state(ofNote: id)
    guard current != .absent else { throw AppContextError(kind: .noteNotFound(id)) }
    try store.delete(id: id, expecting: current)
  }

  func delete(id: String, expecting expected: StorageNoteState) throws {
    _ = try requireUser()
    try store.delete(id: id, expecting: expected)
  }

  func put(_ note: StoredNote) throws {
    try put(note, expecting: try state(ofNote: note.id))
  }

  func put(_ note: StoredNote, expecting expected: StorageNoteState) throws {
    var owned = note
    owned.owner = try requireUser()
    try store.put(owned, expecting: expected)
  }

  func put(_ tombstone: StorageTombstone) throws {
    var owned = tombstone
    owned.owner = try requireUser()
    let current = try store.state(ofNote: tombstone.id)
    guard current.owner == nil || current.owner == owned.owner else {
      throw AppContextError(kind: .noteNotFound(tombstone.id))
    }
    try store.put(owned)
  }
}
