import Testing

@testable import Shell

/// The shell's command names: what `help` lists is exactly what it runs, and nothing else is taken for a command.
@Suite struct ShellCommandTests {
  /// The first word of every command line of the help.
  private var listedNames: [String] {
    NotesShell.commandHelp.split(separator: "\n").dropFirst().compactMap { line in
      line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.split(separator: " ").first.map(String.init) : nil
    }
  }

  @Test func everyCommandTheHelpListsIsACommand() {
    #expect(listedNames.count == 14, "\(listedNames)")
    for name in listedNames { #expect(NotesShell.isCommand(name), "\(name)") }
  }

  @Test func aliasesAndAnyLetterCaseAreCommandsToo() {
    for name in ["register", "ls", "show", "rm", "tags", "exit", "?", "LIST", "Help"] {
      #expect(NotesShell.isCommand(name), "\(name)")
    }
  }

  @Test func otherWordsAreNotCommands() {
    for name in ["frobnicate", "--help", "", "lists", "new-note"] {
      #expect(!NotesShell.isCommand(name), "\(name)")
    }
  }

  @Test func anUnknownCommandInTheShellPointsToHelp() throws {
    #expect(throws: ShellCommand.ParseError.self) { try ShellCommand.parse(["frobnicate"]) }
    do {
      _ = try ShellCommand.parse(["frobnicate"])
    } catch let error as ShellCommand.ParseError {
      #expect(error.isUnknownCommand)
      #expect(error.description == "unknown command 'frobnicate': type 'help' for the list")
    }
  }
}
