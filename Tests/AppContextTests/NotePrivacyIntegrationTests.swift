import Editor
import Foundation
import Login
import Storage
import Sync
import Testing
import ZRouter

@testable import AppContext
@testable import Shell

/// Notes belong to their author: other accounts on the same data directory, and signed-out users, see nothing of
/// them, and sync keeps ownership.
@MainActor @Suite struct NotePrivacyIntegrationTests {
  @discardableResult
  func run(_ folders: TemporaryFolders, device: String, password: String = "pass-word", _ commands: [String]) throws
    -> [String]
  {
    try ZIKRouteRegistry.withIsolatedRegistry {
      _ = try AppContext.start(folders.configuration(device: device))
      var output: [String] = []
      let shell = NotesShell(
        kind: .script, readPassword: { _ in password }, write: { output.append($0) },
        writeError: { output.append($0) })
      for command in commands { shell.execute(line: command) }
      return output
    }
  }

  /// Every note in the data directory, whoever owns it (the raw store, below the owner filter).
  func allStored(_ folders: TemporaryFolders, device: String) throws -> [ShellNote] {
    try ZIKRouteRegistry.withIsolatedRegistry {
      let app = try AppContext.start(folders.configuration(device: device))
      return try app.noteStore().store.allNotes()
    }
  }

  @Test func anotherAccountAndASignedOutUserCannotListOpenEditOrDeleteANote() throws {
    let folders = try TemporaryFolders()
    try run(folders, device: "a", ["signup ada", "signup bob", "login ada", "new Diary 'dear diary'"])
    let note = try #require(try allStored(folders, device: "a").first)
    let prefix = String(note.id.prefix(8))

    let asBob = try run(
      folders, device: "a",
      [
        "login bob", "list", "open \(prefix)", "edit \(prefix) --body 'bob was here'", "delete \(prefix)",
      ])
    #expect(asBob.contains("No notes yet. Create one with: new <title> [body]"), "\(asBob)")
    #expect(!asBob.joined(separator: "\n").contains("Diary"), "\(asBob)")
    #expect(asBob.filter { $0.hasPrefix("error: ") }.count == 3, "\(asBob)")

    let signedOut = try run(folders, device: "a", ["logout", "list", "open \(prefix)", "delete \(prefix)"])
    #expect(!signedOut.joined(separator: "\n").contains("Diary"), "\(signedOut)")
    #expect(signedOut.filter { $0.hasPrefix("error: ") }.count == 2, "\(signedOut)")

    #expect(try allStored(folders, device: "a") == [note])  // untouched
    let asAda = try run(folders, device: "a", ["login ada", "list"])
    #expect(asAda.contains { $0.contains("Diary") }, "\(asAda)")
  }

  @Test func notesCreatedByOneAccountAreOwnedByIt() throws {
    let folders = try TemporaryFolders()
    try run(folders, device: "a", ["signup ada", "login ada", "new Mine"])
    #expect(try allStored(folders, device: "a").map(\.owner) == ["ada"])
  }

  @Test func syncKeepsOwnershipAcrossDevicesAndAccounts() throws {
    let folders = try TemporaryFolders()
    try run(folders, device: "a", ["signup ada", "login ada", "new 'Ada only' secret", "sync"])
    // Bob on his own device, syncing the same folder: nothing of Ada's reaches him, and her file is left alone.
    let shared = try FileManager.default.contentsOfDirectory(atPath: folders.syncFolder.path)
    let before = try shared.map { try Data(contentsOf: folders.syncFolder.appendingPathComponent($0)) }
    let bobSync = try run(folders, device: "b", ["signup bob", "login bob", "sync", "list"])
    #expect(try allStored(folders, device: "b").isEmpty)
    #expect(bobSync.contains { $0.contains("another user") }, "\(bobSync)")
    #expect(try shared.map { try Data(contentsOf: folders.syncFolder.appendingPathComponent($0)) } == before)
    // Bob on Ada's device: her notes stay hers and are not pushed as his.
    try run(folders, device: "a", ["signup bob", "login bob", "new 'Bob only'", "sync"])
    let stored = try allStored(folders, device: "a")
    #expect(Set(stored.map { "\($0.owner): \($0.title)" }) == ["ada: Ada only", "bob: Bob only"])
    let entries = try FolderRemote(directory: folders.syncFolder).listEntries().entries
    #expect(Set(entries.map { "\($0.user): \($0.note?.title ?? "")" }) == ["ada: Ada only", "bob: Bob only"])
  }

  @Test func twoEditorsOfOneNoteCannotOverwriteEachOther() throws {
    let folders = try TemporaryFolders()
    try run(folders, device: "a", ["signup ada", "login ada", "new Plan v0"])
    try ZIKRouteRegistry.withIsolatedRegistry {
      _ = try AppContext.start(folders.configuration(device: "a", syncing: false))
      let first = try #require(OwnedNoteStore.routed().map(EditorNoteStoreProxy.init))
      let second = try #require(OwnedNoteStore.routed().map(EditorNoteStoreProxy.init))
      let id = try #require(try OwnedNoteStore.routed()?.allNotes().first?.id)
      var mine = try #require(try first.loadNote(id: id))
      var theirs = try #require(try second.loadNote(id: id))

      mine.body = "first editor"
      let saved = try first.saveNote(mine)
      theirs.title = "second editor"
      let conflict = #expect(throws: EditorSaveConflict.self) { try second.saveNote(theirs) }

      #expect(conflict?.currentRevision == saved.revision)
      #expect(try OwnedNoteStore.routed()?.note(id: id)?.body == "first editor")
      #expect(try OwnedNoteStore.routed()?.note(id: id)?.title == "Plan")
    }
  }

  @Test func syncsLocalStoreWritesAreConditionalOnWhatItRead() throws {
    let store = InMemoryNoteStore()
    let proxy = SyncLocalStoreProxy(store: StorageNoteStoreProxy(store: store))
    let stored = try store.save(StoredNote(title: "Plan", body: "v0", owner: "ada"))
    let read = try proxy.state(ofNote: stored.id, ownedBy: "ada")
    var edited = stored
    edited.body = "saved while syncing"
    try store.save(edited)

    let remote = SyncNote(id: stored.id, title: "Plan", body: "from B", updatedAt: Date(), revision: 7)
    #expect(throws: SyncLocalChangeConflict.self) { try proxy.apply(remote, ownedBy: "ada", replacing: read) }
    #expect(throws: SyncLocalChangeConflict.self) {
      try proxy.applyDeletion(id: stored.id, ownedBy: "ada", replacing: read)
    }
    #expect(try store.note(id: stored.id)?.body == "saved while syncing")
    // Another user's sync sees nothing of Ada's note and cannot write over it.
    #expect(try proxy.state(ofNote: stored.id, ownedBy: "bob") == .absent)
    #expect(try proxy.notes(ownedBy: "bob").isEmpty)
    #expect(throws: SyncLocalChangeConflict.self) { try proxy.apply(remote, ownedBy: "bob", replacing: .absent) }
    #expect(try store.note(id: stored.id)?.owner == "ada")
  }
}

/// Notes stored before notes had owners: given to the only account of the data directory, hidden when there are
/// several.
@MainActor @Suite struct UnownedNoteAdoptionTests {
  func storeUnownedNote(_ folders: TemporaryFolders, device: String) throws -> StoredNote {
    try ZIKRouteRegistry.withIsolatedRegistry {
      _ = try AppContext.start(folders.configuration(device: device, syncing: false))
      let raw = try #require(Router.makeDestination(to: .storageProvidedNoteStore))
      return try raw.save(StoredNote(title: "From before owners", body: "old"))
    }
  }

  func listed(_ folders: TemporaryFolders, device: String, as user: String) throws -> [ShellNote] {
    try ZIKRouteRegistry.withIsolatedRegistry {
      let app = try AppContext.start(folders.configuration(device: device, syncing: false))
      let sessions = try #require(Router.makeDestination(to: .loginProvidedSessionService))
      _ = try sessions.login(username: user, password: "pass-word")
      return try app.noteStore().allNotes()
    }
  }

  func signUp(_ users: [String], _ folders: TemporaryFolders, device: String) throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      let app = try AppContext.start(folders.configuration(device: device, syncing: false))
      for user in users { try app.sessionService().register(username: user, password: "pass-word") }
    }
  }

  @Test func theOnlyAccountAdoptsNotesWithoutOwner() throws {
    let folders = try TemporaryFolders()
    try signUp(["ada"], folders, device: "a")
    let old = try storeUnownedNote(folders, device: "a")
    let seen = try listed(folders, device: "a", as: "ada")
    #expect(seen.map(\.id) == [old.id])
    #expect(seen.first?.owner == "ada")
    #expect(seen.first?.revision == old.revision)
  }

  @Test func withSeveralAccountsNotesWithoutOwnerStayHidden() throws {
    let folders = try TemporaryFolders()
    try signUp(["ada", "bob"], folders, device: "a")
    _ = try storeUnownedNote(folders, device: "a")
    #expect(try listed(folders, device: "a", as: "ada").isEmpty)
    #expect(try listed(folders, device: "a", as: "bob").isEmpty)
  }
}
