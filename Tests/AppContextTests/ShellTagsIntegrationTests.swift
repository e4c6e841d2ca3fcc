import Foundation
import Testing
import ZRouter

@testable import AppContext
@testable import Shell

/// The shell's `tag` command, served by the Tags module through the shell's own `ShellRequiredTags`.
@MainActor @Suite struct ShellTagsIntegrationTests {
  /// One app run on `folders`' data directory `a`: runs the commands and returns output and errors in order.
  @discardableResult
  func run(_ folders: TemporaryFolders, _ commands: [String]) throws -> [String] {
    try ZIKRouteRegistry.withIsolatedRegistry {
      _ = try AppContext.start(folders.configuration(device: "a", syncing: false))
      var printed: [String] = []
      let shell = NotesShell(
        kind: .script, readPassword: { _ in "correct horse" }, write: { printed.append($0) },
        writeError: { printed.append($0) })
      for command in commands { shell.execute(line: command) }
      return printed
    }
  }

  /// The id prefix of the signed-in user's only note.
  func onlyNote(_ folders: TemporaryFolders) throws -> String {
    try ZIKRouteRegistry.withIsolatedRegistry {
      let app = try AppContext.start(folders.configuration(device: "a", syncing: false))
      let notes = try app.noteStore().allNotes()
      try #require(notes.count == 1)
      return String(notes[0].id.prefix(8)).lowercased()
    }
  }

  @Test func tagsAreSetShownKeptAcrossRunsAndCleared() throws {
    let folders = try TemporaryFolders()
    try run(folders, ["signup ada", "login ada", "new Groceries"])
    let id = try onlyNote(folders)

    #expect(try run(folders, ["tag \(id)"]) == ["No tags on \(id) “Groceries”."])
    #expect(try run(folders, ["tag \(id) home Errands"]) == ["Tags of \(id) “Groceries”: errands, home"])
    #expect(try run(folders, ["tags \(id)"]) == ["Tags of \(id) “Groceries”: errands, home"])
    #expect(try run(folders, ["tag \(id) --clear"]) == ["No tags on \(id) “Groceries”."])
  }

  @Test func aBadTagIsOneErrorLineAndChangesNothing() throws {
    let folders = try TemporaryFolders()
    try run(folders, ["signup ada", "login ada", "new Groceries"])
    let id = try onlyNote(folders)
    try run(folders, ["tag \(id) home"])
    let output = try run(folders, ["tag \(id) 'two words'", "tag \(id)"])
    #expect(output.count == 2, "\(output)")
    #expect(output.first?.hasPrefix("error: The tag \"two words\" has a character other than") == true, "\(output)")
    #expect(output.last == "Tags of \(id) “Groceries”: home")
  }

  @Test func anotherAccountCannotTagANoteItDoesNotOwn() throws {
    let folders = try TemporaryFolders()
    try run(folders, ["signup ada", "signup bob", "login ada", "new Diary"])
    let id = try onlyNote(folders)
    let asBob = try run(folders, ["logout", "login bob", "tag \(id) mine"])
    #expect(asBob.last?.hasPrefix("error: no note id starts with") == true, "\(asBob)")
  }

  @Test func deletingANoteRemovesItsTags() throws {
    let folders = try TemporaryFolders()
    try run(folders, ["signup ada", "login ada", "new Groceries"])
    let id = try onlyNote(folders)
    let noteID = try ZIKRouteRegistry.withIsolatedRegistry {
      try #require(
        try AppContext.start(folders.configuration(device: "a", syncing: false)).noteStore().allNotes().first?.id)
    }
    try run(folders, ["tag \(id) home", "delete \(id)"])
    try ZIKRouteRegistry.withIsolatedRegistry {
      let app = try AppContext.start(folders.configuration(device: "a", syncing: false))
      #expect(try app.tagStore().tags(ofNote: noteID).isEmpty)
    }
  }
}
