import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `notes` executable through a whole normal session: it writes nothing on standard error (no router
/// report, no warning), and every file it writes is its owner's only.
@Suite(.serialized) struct NotesQuietSessionIntegrationTests {
  let folders: TemporaryFolders
  let app: NotesApp

  init() throws {
    folders = try TemporaryFolders()
    app = try NotesApp(root: folders.root)
  }

  /// Runs `command` and checks that it succeeded without a word on standard error.
  @discardableResult
  func quietly(_ device: String, syncing: Bool, _ command: [String], input: String = "") throws -> NotesRun {
    let run = try app.run(device, syncing: syncing, command, input: input)
    #expect(run.succeeded, "\(command.prefix(2)): \(run.transcript)")
    #expect(run.standardError.isEmpty, "\(command.prefix(2)) wrote on standard error: \(run.standardError)")
    return run
  }

  @Test(arguments: [false, true])
  func aNormalSessionWritesNothingOnStandardError(syncing: Bool) throws {
    let password = NotesApp.password
    try quietly("a", syncing: syncing, ["signup", "ada"], input: "\(password)\n\(password)\n")
    try quietly("a", syncing: syncing, ["login", "ada"], input: "\(password)\n")
    let created = try quietly("a", syncing: syncing, ["new", "Groceries", "milk, eggs"])
    let id = try #require(NotesApp.shortID(after: "Created ", in: created.output))
    try quietly("a", syncing: syncing, ["edit", id, "--title", "Shopping", "--body", "milk, eggs, bread"])
    #expect(try quietly("a", syncing: syncing, ["list"]).output.contains("Shopping"))
    #expect(try quietly("a", syncing: syncing, ["open", id]).output == "Shopping\nmilk, eggs, bread\n")
    try quietly("a", syncing: syncing, ["open", "notes://notes/\(id)"])
    try quietly("a", syncing: syncing, ["where"])
    try quietly("a", syncing: syncing, ["whoami"])
    try quietly("a", syncing: syncing, ["tag", id, "home"])
    // The same commands read from a pipe, ending with quit.
    try quietly("a", syncing: syncing, [], input: "new Draft 'a body'\nlist\nopen \(id)\nwhere\nquit\n")
    if syncing {
      #expect(try quietly("a", syncing: true, ["sync"]).output.hasPrefix("Synced: "))
    }
    try quietly("a", syncing: syncing, ["logout"])
    #expect(try quietly("a", syncing: syncing, ["list"]).output.hasPrefix("Nobody is signed in"))
  }

  @Test func syncWithoutASyncFolderSaysSoOnOneLineAndNothingElse() throws {
    let run = try app.run("a", syncing: false, ["sync"])
    #expect(run.status == 1)
    #expect(run.standardOutput.isEmpty, "\(run.standardOutput)")
    #expect(
      run.errorLines == [
        "error: sync is off: no sync folder was given, so there is nothing to sync with: start notes with "
          + "--sync-folder <folder> (an existing folder shared with your other devices)"
      ])
  }

  @Test func titlesAndBodiesPastTheirLimitsFailWithClearErrorsAndNothingIsSaved() throws {
    try app.signUpAndLogIn("ada", on: "a")
    // Read from a pipe: one argument of the command line cannot be this long on Linux (128 KiB).
    let title = String(repeating: "t", count: 1_000_000)
    let body = String(repeating: "b", count: (1 << 20) + 1)
    let run = try app.run("a", [], input: "new \(title)\nnew Title \(body)\n")
    #expect(run.status == 1)
    #expect(run.standardOutput.isEmpty, "\(run.standardOutput.prefix(300))")
    #expect(
      run.errorLines == [
        "error: the title is 1000000 characters long, and a title may have at most 200: shorten it (the body can "
          + "hold the rest), then save again",
        "error: the body is 1048577 bytes long, and a body may have at most 1048576 (1 MiB): shorten it or split it "
          + "into several notes, then save again",
      ])
    #expect(try app.run("a", ["list"]).outputLines == ["No notes yet. Create one with: new <title> [body]"])
  }

  /// Whatever the umask, the data folder is 0700 and every file the app wrote in it is 0600, the navigation the
  /// interactive shell saves included (the shell runs on a terminal, as a person uses it).
  @Test func everyFileTheAppWritesIsOwnerOnlyInAnOwnerOnlyFolder() throws {
    try app.signUpAndLogIn("ada", on: "a", umask: "000")
    _ = try app.create("Private", body: "secret", on: "a", umask: "000")
    let data = app.root.appendingPathComponent("a")
    let id = try #require(try firstID(in: data))
    let terminal = try TerminalSession(["--data", data.path])
    try terminal.waitFor("notes> ")
    terminal.type("open \(id)\r")
    try terminal.waitFor("[Notes › Editor “Private”]")
    try terminal.waitFor("notes> ", count: 2)
    try terminal.waitForMode(.keyByKey)
    terminal.type("\u{4}")
    #expect(try terminal.waitForExit() == 0)

    let files = try FileManager.default.contentsOfDirectory(atPath: data.path)
    #expect(files.contains("navigation.json"), "\(files)")
    #expect(mode(of: data.path) == 0o700)
    for file in files {
      let path = data.appendingPathComponent(file).path
      #expect(mode(of: path) == 0o600, "\(file) has mode \(String(mode(of: path), radix: 8))")
    }
  }

  /// After a restart, the interactive shell shows where it resumed before anything is typed, and the whole session
  /// on the terminal shows no router report, warning or error.
  @Test func theInteractiveShellShowsWhereItResumedRightAwayAndNothingElse() throws {
    try app.signUpAndLogIn("ada", on: "a")
    _ = try app.create("Groceries", body: "milk", on: "a")
    let data = app.root.appendingPathComponent("a").path
    let id = try #require(try firstID(in: app.root.appendingPathComponent("a")))
    let first = try TerminalSession(["--data", data])
    try first.waitFor("notes> ")
    first.type("open \(id)\r")
    try first.waitFor("notes> ", count: 2)
    try first.waitForMode(.keyByKey)
    first.type("\u{4}")
    #expect(try first.waitForExit() == 0)

    let second = try TerminalSession(["--data", data])
    try second.waitFor("notes> ")
    let beforePrompt = try #require(second.screen.components(separatedBy: "notes> ").first)
    #expect(beforePrompt.contains("[Notes › Editor “Groceries”]"), "\(second.screen.debugDescription)")
    try second.waitForMode(.keyByKey)
    second.type("\u{4}")
    #expect(try second.waitForExit() == 0)
    for transcript in [first.screen, second.screen] {
      for noise in ["[ZRouter]", "error", "warning", "notes:"] {
        #expect(!transcript.contains(noise), "\(transcript.debugDescription)")
      }
    }
  }

  /// The id of the one note of `data`, as `list` prints it.
  private func firstID(in data: URL) throws -> String? {
    try NotesRun.run(["--data", data.path, "list"]).outputLines.first.map { String($0.prefix(8)) }
  }

  private func mode(of path: String) -> mode_t {
    var status = stat()
    guard lstat(path, &status) == 0 else { return 0 }
    return status.st_mode & 0o777
  }
}
