import Foundation
import Testing
import ZRouter

@testable import AppContext
@testable import Shell

/// The shell's session logic through its line-reader protocol: end of input, a cancelled password prompt, and what
/// each kind of shell prints.
@MainActor @Suite struct NotesShellSessionTests {
  /// Lines typed one by one; `nil` after the last (the end of input).
  final class ScriptedLines: ShellLineReader {
    var lines: [String]
    var prompts: [String] = []
    init(_ lines: [String]) { self.lines = lines }
    func readLine(prompt: String) -> String? {
      prompts.append(prompt)
      return lines.isEmpty ? nil : lines.removeFirst()
    }
  }

  struct Printed {
    var output: [String] = []
    var errors: [String] = []
  }

  /// Runs `lines` through a shell of `kind`; `passwords` answers each password prompt in turn (`nil`: Ctrl-D).
  func session(
    _ kind: NotesShell.Kind, _ lines: [String], passwords: [String?] = []
  ) throws -> (printed: Printed, succeeded: Bool) {
    let folders = try TemporaryFolders()
    return try ZIKRouteRegistry.withIsolatedRegistry {
      _ = try AppContext.start(folders.configuration(device: "a", storage: .memory, syncing: false))
      var printed = Printed()
      var answers = passwords
      let shell = NotesShell(
        kind: kind, readPassword: { _ in answers.isEmpty ? nil : answers.removeFirst() },
        write: { printed.output.append($0) }, writeError: { printed.errors.append($0) })
      let succeeded = shell.run(reading: ScriptedLines(lines))
      return (printed, succeeded)
    }
  }

  @Test func theEndOfInputEndsTheInteractiveShellWithANewline() throws {
    let (printed, succeeded) = try session(.interactive, ["whoami"])
    #expect(printed.output == ["Nobody is signed in.", "[Notes]", ""])
    #expect(succeeded)
  }

  @Test func aScriptPrintsNoNavigationLineAndNoTrailingNewline() throws {
    let (printed, _) = try session(.script, ["whoami"])
    #expect(printed.output == ["Nobody is signed in."])
  }

  @Test func anEndedPasswordPromptCancelsOnlyThatCommand() throws {
    let (printed, succeeded) = try session(.interactive, ["login ada", "whoami"], passwords: [nil])
    #expect(printed.errors == ["error: cancelled: no password was typed (input ended)"])
    #expect(printed.output.contains("Nobody is signed in."), "the shell went on reading: \(printed.output)")
    #expect(!succeeded)
  }

  @Test func signupWithDifferentPasswordsCreatesNothing() throws {
    let (printed, _) = try session(.script, ["signup ada", "login ada"], passwords: ["one", "two", "one"])
    #expect(printed.errors.first == "error: the two passwords differ, so no account was created: run signup ada again")
    #expect(printed.errors.count == 2, "ada does not exist: \(printed.errors)")
  }

  @Test func errorsGoToTheErrorOutputOnOneLine() throws {
    let (printed, succeeded) = try session(.script, ["frobnicate", "new 'unclosed"])
    #expect(printed.output.isEmpty)
    #expect(printed.errors.count == 2)
    #expect(printed.errors.allSatisfy { $0.hasPrefix("error: ") && !$0.contains("\n") })
    #expect(!succeeded)
  }

  @Test func oneLineJoinsLinesAndKeepsTheMessageAsWritten() {
    struct Nested: Error, CustomStringConvertible {
      var description: String { "Writing failed.\nWait... then retry." }
    }
    #expect(NotesShell.oneLine(Nested()) == "Writing failed. Wait... then retry.")
  }

  @Test func appContextErrorsNameTheirOptionWithoutDoubledPeriods() {
    let data = AppContextError.dataDirectory(path: "/d", reason: "A file with the same name already exists.")
    #expect(
      data.description
        == "Cannot use the data directory /d: A file with the same name already exists. Pass another one with --data DIR."
    )
    let sync = AppContextError.syncFolder(path: "/s", reason: "Permission denied.")
    #expect(
      sync.description == "Cannot use the sync folder /s: Permission denied. Pass another one with --sync-folder DIR.")
  }

  @Test func aSyncFolderThatIsAFileIsASyncFolderErrorAndTheDataDirectoryIsFine() throws {
    let folders = try TemporaryFolders()
    try Data().write(to: folders.syncFolder)
    do {
      try ZIKRouteRegistry.withIsolatedRegistry { _ = try AppContext.start(folders.configuration(device: "a")) }
      Issue.record("a file as the sync folder was accepted")
    } catch let error as AppContextError {
      #expect(error.code == .syncFolder)
      #expect(error.description.contains("--sync-folder"), "\(error)")
      #expect(!error.description.contains("data directory"), "\(error)")
    }
    try ZIKRouteRegistry.withIsolatedRegistry {
      _ = try AppContext.start(folders.configuration(device: "a", syncing: false))
    }
  }

  @Test func everyAppContextErrorHasItsOwnCode() {
    let errors: [AppContextError] = [
      AppContextError.dataDirectory(path: "/d", reason: "x"), AppContextError.syncFolder(path: "/s", reason: "x"),
      AppContextError.invalidWiring([]), AppContextError.unavailable("x"),
      AppContextError.keyTooLong(key: "k", limit: 1), AppContextError.syncOff,
    ]
    let codes: [AppContextError.Code] = [
      .dataDirectory, .syncFolder, .invalidWiring, .unavailable, .keyTooLong, .syncOff,
    ]
    #expect(errors.map(\.code) == codes, "each case reports its own code")
    #expect(Set(errors.map(\.code)).count == errors.count, "no two cases share a code")
    #expect(
      errors.map(\.code.rawValue) == [
        "dataDirectory", "syncFolder", "invalidWiring", "unavailable", "keyTooLong", "syncOff",
      ], "each code is named after its static member")
  }
}
