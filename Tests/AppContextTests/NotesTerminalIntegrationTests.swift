import Foundation
import Testing

/// The interactive shell on a real (pseudo-)terminal: libedit's line editing and history, and Ctrl-D.
@Suite struct NotesTerminalIntegrationTests {
  let folders: TemporaryFolders
  var data: String { folders.root.appendingPathComponent("data").path }

  init() throws { folders = try TemporaryFolders() }

  @Test func theUpArrowRecallsTheLastCommandInsteadOfPrintingEscapes() throws {
    let terminal = try TerminalSession(["--data", data])
    try terminal.waitFor("notes> ")
    terminal.type("whoami\r")
    try terminal.waitFor("notes> ", count: 2)
    try terminal.waitForMode(.keyByKey)
    terminal.type("\u{1B}[A\r")
    try terminal.waitFor("Nobody is signed in.", count: 2)
    try terminal.waitFor("notes> ", count: 3)
    try terminal.waitForMode(.keyByKey)
    terminal.type("\u{4}")
    #expect(try terminal.waitForExit() == 0)
    #expect(!terminal.screen.contains("^[[A"), "\(terminal.screen.debugDescription)")
    #expect(!terminal.screen.contains("unknown command"), "\(terminal.screen.debugDescription)")
    #expect(terminal.screen.contains("[Notes]"), "the interactive shell shows the navigation stack")
  }

  @Test func ctrlDEndsTheShellWithANewline() throws {
    let terminal = try TerminalSession(["--data", data])
    try terminal.waitFor("notes> ")
    try terminal.waitForMode(.keyByKey)
    terminal.type("\u{4}")
    #expect(try terminal.waitForExit() == 0)
    let screen = terminal.screen
    let afterPrompt = try #require(screen.range(of: "notes> ", options: .backwards)).upperBound
    // The terminal turns the newline into "\r\n" (libedit may show the key as ^D first).
    #expect(screen[afterPrompt...].unicodeScalars.last == "\n", "\(screen.debugDescription)")
  }

  @Test func ctrlDAtThePasswordPromptCancelsTheCommandNotTheShell() throws {
    let terminal = try TerminalSession(["--data", data])
    try terminal.waitFor("notes> ")
    terminal.type("signup ada\r")
    try terminal.waitFor("Password for ada: ")
    try terminal.waitForMode(.passwordWithoutEcho)
    terminal.type("\u{4}")
    try terminal.waitFor("error: cancelled: no password was typed")
    try terminal.waitFor("notes> ", count: 2)
    terminal.type("whoami\r")
    try terminal.waitFor("Nobody is signed in.")
    try terminal.waitFor("notes> ", count: 3)
    try terminal.waitForMode(.keyByKey)
    terminal.type("\u{4}")
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func passwordsAreNotEchoedAndSignupAsksTwice() throws {
    let terminal = try TerminalSession(["--data", data])
    try terminal.waitFor("notes> ")
    terminal.type("signup ada\r")
    try terminal.waitFor("Password for ada: ")
    try terminal.waitForMode(.passwordWithoutEcho)
    terminal.type("s3cret-pw\r")
    try terminal.waitFor("Repeat the password for ada: ")
    try terminal.waitForMode(.passwordWithoutEcho)
    terminal.type("s3cret-pw\r")
    try terminal.waitFor("Account created for ada.")
    try terminal.waitFor("notes> ", count: 2)
    try terminal.waitForMode(.keyByKey)
    terminal.type("\u{4}")
    #expect(try terminal.waitForExit() == 0)
    #expect(!terminal.screen.contains("s3cret-pw"))
  }

  @Test func ctrlCAtThePasswordPromptLeavesTheTerminalEchoing() throws {
    let terminal = try TerminalSession(["--data", data])
    try terminal.waitFor("notes> ")
    terminal.type("login ada\r")
    try terminal.waitFor("Password for ada: ")
    try terminal.waitForMode(.passwordWithoutEcho)
    terminal.interrupt()
    #expect(try terminal.waitForExit() != 0)
    #expect(terminal.echoes, "the terminal was left without echo")
  }
}
