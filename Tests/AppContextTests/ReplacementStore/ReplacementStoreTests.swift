import Foundation
import NoteModel
import Testing
import ZRouter

@testable import AppContext
@testable import Shell

/// Storage swapped for ``FileStore`` (defined in this test target, on the app's own protocols only): the whole app
/// runs on it, and nothing of Storage is registered or required.
@MainActor @Suite struct ReplacementStoreTests {
  /// One app run on `device`'s file store: runs shell commands and returns everything printed.
  @discardableResult
  func run(_ folders: TemporaryFolders, device: String, _ commands: [String]) throws -> [String] {
    try ZIKRouteRegistry.withIsolatedRegistry {
      let files = try FileStore(folder: folders.root.appendingPathComponent("files-\(device)", isDirectory: true))
      _ = try AppContext.start(
        folders.configuration(device: device), stores: .replacement(notes: files, values: files))
      var output: [String] = []
      let shell = NotesShell(
        kind: .script, readPassword: { _ in "correct horse" }, write: { output.append($0) },
        writeError: { output.append($0) })
      for command in commands { shell.execute(line: command) }
      return output
    }
  }

  /// Every note in `device`'s file store, whoever owns it.
  func stored(_ folders: TemporaryFolders, device: String) throws -> [Note] {
    try FileStore(folder: folders.root.appendingPathComponent("files-\(device)", isDirectory: true)).allNotes()
  }

  @Test func signUpLogInNewListEditDeleteAndSyncRunOnAFileStore() throws {
    let folders = try TemporaryFolders()
    let created = try run(folders, device: "a", ["signup ada", "login ada", "new Groceries 'milk, eggs'", "list"])
    #expect(created.contains { $0.hasPrefix("Created ") && $0.contains("“Groceries”") }, "\(created)")
    #expect(created.contains { $0.hasSuffix("  Groceries") }, "\(created)")
    let note = try #require(try stored(folders, device: "a").first)
    #expect(note.owner == "ada")
    let prefix = String(note.id.prefix(8))

    // A later run (a new registry, a new FileStore over the same folder) signs in from the stored session.
    let edited = try run(folders, device: "a", ["edit \(prefix) --body 'milk, eggs, bread'", "sync"])
    #expect(edited.contains { $0.hasPrefix("Saved ") && $0.contains("revision 2") }, "\(edited)")
    #expect(edited.contains { $0.hasPrefix("Synced: ") }, "\(edited)")
    #expect(try stored(folders, device: "a").first?.body == "milk, eggs, bread")

    // Ada's second device, on its own file store, gets the note through the shared folder.
    try run(folders, device: "b", ["signup ada", "login ada", "sync"])
    #expect(try stored(folders, device: "b").map(\.body) == ["milk, eggs, bread"])

    let deleted = try run(folders, device: "a", ["delete \(prefix)", "list", "sync"])
    #expect(deleted.contains { $0.hasPrefix("Deleted ") }, "\(deleted)")
    #expect(deleted.contains("No notes yet. Create one with: new <title> [body]"), "\(deleted)")
    try run(folders, device: "b", ["sync"])
    #expect(try stored(folders, device: "b").isEmpty)
  }

  @Test func nothingOfStorageIsRegisteredOrRequired() throws {
    let folders = try TemporaryFolders()
    try ZIKRouteRegistry.withIsolatedRegistry {
      let files = try FileStore(folder: folders.root.appendingPathComponent("files", isDirectory: true))
      let app = try AppContext.start(
        folders.configuration(device: "a"), stores: .replacement(notes: files, values: files))
      #expect(ZIKRouteRegistry.validate().isEmpty, "\(ZIKRouteRegistry.validate())")
      let routes = ZIKRouteRegistry.routeTable().map(\.description)
      #expect(!routes.isEmpty)
      #expect(!routes.contains { $0.contains("Storage") }, "\(routes)")
      #expect(try app.noteStore().store === files)
      #expect(!FileManager.default.fileExists(atPath: app.configuration.databasePath))
    }
  }

  @Test func theFileStoreKeepsTheStoreContracts() throws {
    let folders = try TemporaryFolders()
    let files = try FileStore(folder: folders.root)
    let saved = try files.save(Note(title: "Plan", body: "v1", owner: "ada"), expecting: .absent)
    #expect(saved.revision == 1)
    // A stale write and a write taking the note from its owner are conflicts, and store nothing.
    #expect(throws: ShellNoteConflict.self) { _ = try files.save(saved, expecting: .absent) }
    #expect(throws: ShellNoteConflict.self) {
      var theirs = saved
      theirs.owner = "bob"
      _ = try files.save(theirs, expecting: .note(saved))
    }
    #expect(try files.state(ofNote: saved.id) == .note(saved))
    // Keys are compared byte for byte: precomposed and decomposed "é" are two keys.
    try files.set(Data("1".utf8), forKey: "k.\u{E9}")
    try files.set(Data("2".utf8), forKey: "k.e\u{301}")
    #expect(try files.keys(withPrefix: "k.").count == 2)
    #expect(try files.data(forKey: "k.\u{E9}") == Data("1".utf8))
  }
}
