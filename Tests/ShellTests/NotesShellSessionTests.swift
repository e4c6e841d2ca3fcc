import Foundation
import Shell
import Testing

@testable import Shell

/// The shell's session logic through its line-reader protocol, against mocks: end of input, a cancelled password
/// prompt, what each kind of shell prints, and a note typed while signed out.
@MainActor @Suite struct NotesShellSessionTests {
  @Test func theEndOfInputEndsTheInteractiveShellWithANewline() throws {
    let harness = ShellHarness(user: nil)
    #expect(try harness.read(.interactive, ["whoami"]))
    #expect(harness.output == ["Nobody is signed in.", "[Notes]", ""])
  }

  @Test func aScriptPrintsNoNavigationLineAndNoTrailingNewline() throws {
    let harness = ShellHarness(user: nil)
    try harness.read(.script, ["whoami"])
    #expect(harness.output == ["Nobody is signed in."])
  }

  @Test func anEndedPasswordPromptCancelsOnlyThatCommand() throws {
    let harness = ShellHarness(user: nil)
    harness.passwords = [nil]
    #expect(try harness.read(.interactive, ["login ada", "whoami"]) == false)
    #expect(harness.errors == ["error: cancelled: no password was typed (input ended)"])
    #expect(harness.output.contains("Nobody is signed in."), "the shell went on reading: \(harness.output)")
  }

  @Test func signupWithDifferentPasswordsCreatesNothing() throws {
    let harness = ShellHarness(user: nil)
    harness.passwords = ["one", "two", "one"]
    try harness.read(.script, ["signup ada", "login ada"])
    #expect(harness.errors.first == "error: the two passwords differ, so no account was created: run signup ada again")
    #expect(harness.errors.count == 2, "ada does not exist: \(harness.errors)")
    #expect(harness.sessions.currentUser == nil)
  }

  @Test func signupThenLoginSignsInThroughTheLoginView() throws {
    let harness = ShellHarness(user: nil)
    harness.passwords = ["pw", "pw", "pw"]
    #expect(try harness.read(.script, ["signup ada", "login ada", "whoami"]))
    #expect(
      harness.output == ["Account created for ada. Sign in with: login ada", "Signed in as ada.", "Signed in as ada."])
    #expect(harness.errors.isEmpty, "\(harness.errors)")
  }

  @Test func errorsGoToTheErrorOutputOnOneLine() throws {
    let harness = ShellHarness()
    #expect(try harness.read(.script, ["frobnicate", "new 'unclosed"]) == false)
    #expect(harness.output.isEmpty)
    #expect(harness.errors.count == 2)
    #expect(harness.errors.allSatisfy { $0.hasPrefix("error: ") && !$0.contains("\n") })
  }

  @Test func oneLineJoinsLinesAndKeepsTheMessageAsWritten() {
    struct Nested: Error, CustomStringConvertible {
      var description: String { "Writing failed.\nWait... then retry." }
    }
    #expect(NotesShell.oneLine(Nested()) == "Writing failed. Wait... then retry.")
  }

  @Test func aNoteTypedWhileSignedOutIsSavedOnceLoginSucceeds() throws {
    let harness = ShellHarness(user: nil)
    harness.sessions.addAccount("ada", password: "pw")
    harness.passwords = ["pw"]
    #expect(try harness.read(.script, ["new Draft 'typed early'", "login ada"]) == false)
    #expect(harness.errors.count == 1)
    #expect(harness.errors.first?.hasPrefix("error: nobody is signed in, so the note is not saved yet") == true)
    let saved = try harness.store.allNotes()
    #expect(saved.map(\.title) == ["Draft"])
    #expect(saved.first?.owner == "ada")
    #expect(harness.output.last?.hasPrefix("Created ") == true, "\(harness.output)")
  }

  @Test func aNoteTypedWhileSignedOutInOneCommandIsNotKept() throws {
    let harness = ShellHarness(user: nil)
    #expect(try harness.command(["new", "Draft"]) == .failed)
    #expect(harness.errors.first?.contains("was not saved and is not kept") == true, "\(harness.errors)")
    #expect(harness.store.writes == 0)
  }

  @Test func aSessionOfNewEditOpenListTagAndDeleteProvokesNoRouterError() throws {
    let harness = ShellHarness()
    try harness.run(.script) { shell in
      #expect(shell.execute(line: "new Groceries 'milk, eggs'") == .succeeded)
      let id = try #require(try harness.store.allNotes().first?.id.prefix(8).lowercased())
      for line in ["edit \(id) --body 'milk, eggs, bread'", "open \(id)", "list", "tag \(id) home", "delete \(id)"] {
        #expect(shell.execute(line: line) == .succeeded, "\(line): \(harness.errors)")
      }
    }
    #expect(harness.errors.isEmpty, "\(harness.errors)")
    #expect(harness.routeErrors.reports.isEmpty, "\(harness.routeErrors.reports)")
    #expect(harness.output.contains("Groceries\nmilk, eggs, bread"), "\(harness.output)")
    #expect(try harness.store.allNotes().isEmpty)
    #expect(try harness.store.tombstones().count == 1)
  }
}
