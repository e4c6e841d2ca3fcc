import Foundation

@testable import Sync

/// One device of a sync scenario: its own local store, state store and session, syncing with a shared folder.
final class TestDevice: @unchecked Sendable {
  let name: String
  let store: MockLocalStore
  let state = MockStateStore()
  let session: MockSession
  let folder: URL

  init(_ name: String, folder: URL, user: String? = "alice", clockStart: TimeInterval = 1_700_000_000) {
    self.name = name
    self.folder = folder
    store = MockLocalStore(name: name, clockStart: clockStart)
    session = MockSession(user: user)
  }

  /// A new engine over this device's stores and a new `FolderRemote`, as a fresh app launch would make.
  func makeEngine() throws -> SyncEngine {
    SyncEngine(
      localStore: store, remote: try FolderRemote(directory: folder), session: session, stateStore: state,
      deviceID: name)
  }

  @discardableResult
  func sync() throws -> SyncReport { try makeEngine().sync() }

  /// The notes as comparable content: identifier, title, body and revision.
  var contents: [NoteContent] { store.snapshot.map(NoteContent.init) }
}

/// The parts of a note two converged devices must agree on exactly.
struct NoteContent: Hashable, CustomStringConvertible {
  let id: String
  let title: String
  let body: String
  let revision: Int

  init(_ note: SyncNote) {
    id = note.id
    title = note.title
    body = note.body
    revision = note.revision
  }

  var description: String { "\(id) r\(revision) \"\(title)\": \(body.debugDescription)" }
}
