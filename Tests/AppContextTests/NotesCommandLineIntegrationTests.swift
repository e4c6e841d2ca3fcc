import Foundation
import Testing

/// The `notes` executable as people use it from a shell or a script: clean standard output, errors on standard
/// error with a non-zero status, options checked, and nothing typed lost or printed raw.
@Suite struct NotesCommandLineIntegrationTests {
  let folders: TemporaryFolders
  var data: String { folders.root.appendingPathComponent("data").path }

  init() throws { folders = try TemporaryFolders() }

  /// Creates and signs in `ada` (password `pw`).
  func signedIn() throws {
    #expect(try NotesRun.run(["--data", data, "signup", "ada"], input: "pw\npw\n").status == 0)
    #expect(try NotesRun.run(["--data", data, "login", "ada"], input: "pw\n").status == 0)
  }

  @Test func errorsGoToStandardErrorWithANonZeroStatusAndResultsAloneToStandardOutput() throws {
    let failed = try NotesRun.run(["--data", data, "open", "nothing"])
    #expect(failed.status == 1)
    #expect(failed.standardOutput.isEmpty, "\(failed.standardOutput)")
    #expect(
      failed.errorLines == [
        #"error: nobody is signed in, so no note "nothing" can be found (each account sees its own notes): "#
          + "sign in with: login <user> (or create an account with: signup <user>)"
      ])

    let listed = try NotesRun.run(["--data", data, "whoami"])
    #expect(listed.status == 0)
    #expect(listed.outputLines == ["Nobody is signed in."], "no navigation line in a script's output")
    #expect(listed.standardError.isEmpty, "\(listed.standardError)")
  }

  @Test func commandsReadFromAPipeGetNoPromptNoNavigationLineAndFailuresSetTheStatus() throws {
    let run = try NotesRun.run(["--data", data], input: "whoami\nlist\n")
    #expect(run.status == 0)
    #expect(
      run.outputLines == [
        "Nobody is signed in.",
        "Nobody is signed in, so no notes are shown (each account sees its own): sign in with: login <user> "
          + "(or create an account with: signup <user>)",
      ])
    let failing = try NotesRun.run(["--data", data], input: "open nothing\nwhoami\n")
    #expect(failing.status == 1)
    #expect(failing.outputLines == ["Nobody is signed in."])
    #expect(failing.errorLines.count == 1)
  }

  @Test func aSyncFolderThatDoesNotExistIsAnErrorNamingTheOptionAndNothingIsCreated() throws {
    let typo = folders.root.appendingPathComponent("shraed").path
    let run = try NotesRun.run(["--data", data, "--sync-folder", typo, "sync"])
    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    let message = try #require(run.errorLines.first)
    #expect(message.contains("--sync-folder \(typo) does not exist"), "\(message)")
    #expect(!message.contains("--data"))
    #expect(!FileManager.default.fileExists(atPath: typo))

    let file = folders.root.appendingPathComponent("a-file").path
    #expect(FileManager.default.createFile(atPath: file, contents: Data()))
    let onAFile = try NotesRun.run(["--data", data, "--sync-folder", file, "sync"])
    #expect(onAFile.status == 2)
    #expect(onAFile.standardError.contains("--sync-folder \(file) is a file, not a folder"), "\(onAFile.standardError)")
  }

  @Test func signupAsksForThePasswordTwiceAndAMismatchCreatesNothing() throws {
    let mismatch = try NotesRun.run(["--data", data, "signup", "ada"], input: "first\nsecond\n")
    #expect(mismatch.status == 1)
    #expect(mismatch.errorLines == ["error: the two passwords differ, so no account was created: run signup ada again"])
    #expect(try NotesRun.run(["--data", data, "login", "ada"], input: "first\n").status == 1)

    let once = try NotesRun.run(["--data", data, "signup", "ada"], input: "first\n")
    #expect(once.status == 1, "the password must be typed twice")
    #expect(try NotesRun.run(["--data", data, "login", "ada"], input: "first\n").status == 1)

    let created = try NotesRun.run(["--data", data, "signup", "ada"], input: "same\nsame\n")
    #expect(created.status == 0)
    #expect(created.outputLines == ["Account created for ada. Sign in with: login ada"])
    #expect(try NotesRun.run(["--data", data, "login", "ada"], input: "same\n").status == 0)
  }

  @Test(arguments: [["new", ""], ["new", "   "], ["new", "\t\n"]])
  func emptyOrBlankTitlesAreRefused(command: [String]) throws {
    try signedIn()
    let run = try NotesRun.run(["--data", data] + command)
    #expect(run.status == 1)
    #expect(run.standardError.contains("a note needs a title that is not empty or only spaces"), "\(run.standardError)")
    #expect(
      try NotesRun.run(["--data", data, "list"]).outputLines == ["No notes yet. Create one with: new <title> [body]"])
  }

  @Test func blankTitlesAreRefusedWhenEditingToo() throws {
    try signedIn()
    #expect(try NotesRun.run(["--data", data, "new", "Groceries"]).status == 0)
    let id = try #require(try NotesRun.run(["--data", data, "list"]).outputLines.first?.prefix(8))
    let run = try NotesRun.run(["--data", data, "edit", String(id), "--title", "  "])
    #expect(run.status == 1)
    #expect(run.standardError.contains("a note needs a title"))
  }

  @Test func aNoteTypedWhileSignedOutIsSavedWhenSignInCompletes() throws {
    #expect(try NotesRun.run(["--data", data, "signup", "ada"], input: "pw\npw\n").status == 0)
    let run = try NotesRun.run(["--data", data], input: "new Draft 'typed before signing in'\nlogin ada\npw\nlist\n")
    #expect(
      run.standardError.contains("error: nobody is signed in, so the note is not saved yet"), "\(run.standardError)")
    #expect(run.outputLines.contains { $0.hasPrefix("Created ") && $0.contains("“Draft”") }, "\(run.outputLines)")
    #expect(run.outputLines.last?.hasSuffix("  Draft") == true, "\(run.outputLines)")
    let opened = try NotesRun.run(["--data", data, "open", String(run.outputLines.last?.prefix(8) ?? "")])
    #expect(opened.outputLines == ["Draft", "typed before signing in"])
  }

  @Test func aNoteTypedWhileSignedOutInOneCommandSaysItWasNotKept() throws {
    let run = try NotesRun.run(["--data", data, "new", "Draft"])
    #expect(run.status == 1)
    let message = try #require(run.errorLines.only)
    #expect(message.contains("was not saved and is not kept"), "\(message)")
    #expect(message.contains("then run this command again"), "\(message)")
    #expect(!message.contains("save again"), "there is no save command: \(message)")
  }

  @Test func aShellEndingBeforeSignInSaysTheTypedNoteWasNotSaved() throws {
    let run = try NotesRun.run(["--data", data], input: "new Draft\n")
    #expect(run.status == 1)
    #expect(
      run.errorLines.last
        == "error: 1 note typed while signed out was not saved: nobody signed in before the shell ended")
  }

  @Test func titlesWithControlCharactersCannotForgeRowsOrReachTheTerminal() throws {
    try signedIn()
    let hostile = "evil\n00000000  r1  2026-01-01T00:00:00  forged\u{1B}]0;pwned\u{7}\r"
    let created = try NotesRun.run(["--data", data, "new", hostile, "body\u{1B}[2J"])
    #expect(created.status == 0)
    let listed = try NotesRun.run(["--data", data, "list"])
    #expect(listed.outputLines.count == 1, "\(listed.outputLines)")
    let row = try #require(listed.outputLines.first)
    // The store keeps titles on one line without control characters; whatever reaches the terminal is escaped.
    #expect(row.contains("evil 00000000  r1  2026-01-01T00:00:00  forged]0;pwned"), "\(row)")
    for run in [created, listed, try NotesRun.run(["--data", data, "open", String(row.prefix(8))])] {
      #expect(
        !run.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
        "\(run.standardOutput.debugDescription)")
    }
  }

  /// Failures a person can provoke from the command line; each message must name the option at fault, read as
  /// plain words (no `name()` of the code) and have no doubled periods.
  @Test func everyErrorReadsCleanly() throws {
    let file = folders.root.appendingPathComponent("a-file").path
    #expect(FileManager.default.createFile(atPath: file, contents: Data()))
    let shared = folders.root.appendingPathComponent("shared").path
    try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
    let runs: [([String], String)] = [
      (["--data"], ""), (["--storage", "paper"], ""), (["--sync-folder"], ""), (["--data", file, "list"], ""),
      (["--data", "\(file)/below", "list"], ""), (["--data", data, "--sync-folder", "\(file)/x", "sync"], ""),
      (["--data", data, "--sync-folder", shared, "sync"], ""), (["--data", data, "sync"], ""),
      (["--data", data, "new"], ""), (["--data", data, "new", "Draft"], ""), (["--data", data, "open", "zz"], ""),
      (["--data", data, "edit", "zz"], ""), (["--data", data, "login", "nobody"], "wrong\n"),
      (["--data", data, "login", "nobody"], ""), (["--data", data, "login", " spaced"], "pw\n"),
      (["--data", data, "signup", "ada"], "a\nb\n"), (["--data", data, "signup", "ada"], "\n"),
      (["--data", data, "signup", "bad\u{7}name"], "pw\npw\n"), (["--data", data, "delete"], ""),
      (["--data", data], "'unclosed\nsignup\n"),
    ]
    var messages: [String] = []
    for (arguments, input) in runs {
      let run = try NotesRun.run(arguments, input: input)
      #expect(run.status != 0, "\(arguments) should fail")
      messages += run.errorLines.filter { !$0.hasPrefix("usage:") && !$0.hasPrefix("Without a command") }
    }
    for message in messages {
      let text = message.replacingOccurrences(of: "...", with: "…")
      #expect(!text.contains(".."), "doubled period: \(message)")
      #expect(text.range(of: #"[A-Za-z]\(\)"#, options: .regularExpression) == nil, "code words: \(message)")
      #expect(!text.contains("--data DIR") || text.contains("data directory"), "wrong option: \(message)")
      #expect(!text.contains("\u{1B}"), "raw escape: \(message)")
    }
    #expect(messages.count >= runs.count, "\(messages)")
  }
}

/// `notes --help` and `notes help`: every option and command on a line of its own; an unknown command or option is an
/// error that points there, with status 2.
@Suite struct NotesHelpIntegrationTests {
  let folders: TemporaryFolders
  var data: String { folders.root.appendingPathComponent("data").path }

  init() throws { folders = try TemporaryFolders() }

  @Test func helpListsEveryOptionAndCommandWithADescriptionOnItsLine() throws {
    let run = try NotesRun.run(["--help"])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty, "\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    let entries = [
      "--data DIR", "--storage sqlite|memory", "--sync-folder DIR", "-h, --help", "signup <user>", "login <user>",
      "logout", "whoami", "new <title> [body]", "list", "open <id>", "open <url>", "where",
      "edit <id> [--title T] [--body B]",
      "delete <id>",
      "tag <id> [tag…]", "sync", "routes [--format F]", "help", "quit",
    ]
    for entry in entries {
      let line = lines.first { $0.hasPrefix("  \(entry) ") }
      let description = line.map { $0.dropFirst(2 + entry.count).trimmingCharacters(in: .whitespaces) }
      #expect(description?.isEmpty == false, "no line describes \(entry):\n\(run.standardOutput)")
    }
    #expect(lines.filter { $0.hasPrefix("  ") }.count == entries.count, "one line per option or command")
  }

  @Test func theHelpCommandAndShortOptionPrintTheSameHelp() throws {
    let long = try NotesRun.run(["--help"])
    for arguments in [["help"], ["-h"], ["--data", data, "HELP"]] {
      let run = try NotesRun.run(arguments)
      #expect(run.status == 0, "\(arguments)")
      #expect(run.standardOutput == long.standardOutput, "\(arguments)")
    }
    #expect(!FileManager.default.fileExists(atPath: data), "help opens no data directory")
  }

  @Test func anUnknownOptionIsAnErrorPointingToHelpWithStatus2() throws {
    let run = try NotesRun.run(["--data", data, "--verbose", "list"])
    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.errorLines == ["notes: unknown option --verbose: run 'notes --help' for the options and commands"])
    #expect(!FileManager.default.fileExists(atPath: data), "nothing was run")
  }

  @Test func anUnknownCommandIsAnErrorPointingToHelpWithStatus2() throws {
    let run = try NotesRun.run(["--data", data, "frobnicate", "x"])
    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.errorLines == ["notes: unknown command 'frobnicate': run 'notes --help' for the options and commands"])
    #expect(!FileManager.default.fileExists(atPath: data), "nothing was run")
  }

  /// A 100 KB value on the command line makes a one-line error showing its start and its length; a terminal escape in
  /// it is shown, not sent to the terminal.
  @Test(arguments: [
    ["--data", "/tmp/HUGE", "list"], ["--sync-folder", "/tmp/HUGE", "sync"], ["routes", "--format", "HUGE"],
    ["HUGE"], ["--HUGE"],
  ])
  func aHugeOrEscapedValueOnTheCommandLineMakesAShortSafeError(arguments: [String]) throws {
    let huge = "\u{1B}]0;title\u{7}" + String(repeating: "q", count: 100_000)
    let run = try NotesRun.run(
      ["--data", data] + arguments.map { $0.replacingOccurrences(of: "HUGE", with: huge) })
    #expect(run.status != 0)
    #expect(run.errorLines.count == 1)
    let line = run.errorLines.first ?? ""
    #expect(line.count < 1_000, "\(line.prefix(300))")
    #expect(line.contains(" characters)"), "\(line.prefix(300))")
    #expect(!line.contains("\u{1B}"), "the escape reached the terminal")
    #expect(line.contains(#"\u{1B}]0;title\u{7}"#), "\(line.prefix(300))")
  }

  @Test func aKnownCommandUsedWronglyStillFailsWithItsUsage() throws {
    let run = try NotesRun.run(["--data", data, "login"])
    #expect(run.status == 1)
    #expect(run.errorLines == ["error: usage: login <user>"])
  }
}

extension Array {
  /// The only element, or `nil` when there are none or several.
  var only: Element? { count == 1 ? first : nil }
}
