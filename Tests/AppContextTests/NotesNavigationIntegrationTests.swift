import Foundation
import Testing
import ZRouter

@testable import AppContext
@testable import Shell

/// The notes shell's navigation as data: `open notes://notes/<id>` opens a deep link, `where` prints the current
/// screen's URL, and the interactive shell resumes at the note that was open; a stale or corrupt saved navigation is
/// reported on one line and ignored.
@MainActor @Suite struct NotesNavigationIntegrationTests {
  final class ScriptedLines: ShellLineReader {
    var lines: [String]
    init(_ lines: [String]) { self.lines = lines }
    func readLine(prompt: String) -> String? { lines.isEmpty ? nil : lines.removeFirst() }
  }

  struct Printed {
    var output: [String] = []
    var errors: [String] = []
  }

  let folders: TemporaryFolders
  var navigationFile: URL { folders.root.appendingPathComponent("a").appendingPathComponent("navigation.json") }

  init() throws {
    folders = try TemporaryFolders()
  }

  /// One run of the app on the same data directory: a fresh registry, the app context and an interactive shell that
  /// resumes the saved navigation, then reads `lines`.
  func run(_ lines: [String], passwords: [String] = []) throws -> Printed {
    try ZIKRouteRegistry.withIsolatedRegistry {
      let configuration = folders.configuration(device: "a", syncing: false)
      _ = try AppContext.start(configuration)
      var printed = Printed()
      var answers = passwords
      let shell = NotesShell(
        kind: .interactive, readPassword: { _ in answers.isEmpty ? nil : answers.removeFirst() },
        write: { printed.output.append($0) }, writeError: { printed.errors.append($0) },
        navigationFile: configuration.dataDirectory.appendingPathComponent(NotesShell.navigationFileName))
      shell.resumeSavedNavigation()
      shell.run(reading: ScriptedLines(lines))
      return printed
    }
  }

  /// Signs up and in, creates a note and returns its full identifier.
  func makeNote() throws -> String {
    let printed = try run(
      ["signup ada", "login ada", "new Groceries 'milk, eggs'", "where"], passwords: ["pw", "pw", "pw"])
    #expect(printed.errors.isEmpty, "\(printed.errors)")
    let url = try #require(printed.output.first { $0.hasPrefix("notes://notes/") })
    return String(url.dropFirst("notes://notes/".count))
  }

  @Test func aDeepLinkOpensTheNoteAndWhereNamesIt() throws {
    let id = try makeNote()
    let printed = try run([
      "open notes://notes", "where", "open notes://notes/\(id.prefix(8).lowercased())", "where",
      "open notes://notes/nothing", "where", "open notes://elsewhere/1",
    ])
    #expect(printed.output.contains("notes://notes"))
    #expect(printed.output.contains("Groceries\nmilk, eggs"))
    #expect(printed.output.filter { $0 == "notes://notes/\(id)" }.count == 2)
    #expect(printed.errors.count == 2)
    #expect(
      printed.errors.last
        == "error: notes://elsewhere/1 is not a link to a screen of the notes app: open notes://notes for the list, "
        + "or notes://notes/<id> for a note (run 'list' to see the ids)")
    #expect(printed.errors.first == #"error: no note id starts with "nothing": run 'list' to see the ids"#)
  }

  /// A pasted 100 KB link or id makes a one-line error that shows its start and its length, not 100 KB of text.
  @Test func aHugeLinkOrIdMakesAShortError() throws {
    let huge = String(repeating: "x", count: 100_000)
    let printed = try run(["open notes://elsewhere/\(huge)", "open notes://notes/\(huge)", "open \(huge)"])
    #expect(printed.errors.count == 3)
    for error in printed.errors {
      #expect(error.count < 1_000, "\(error.prefix(300))")
      #expect(error.contains(" characters)"), "\(error.prefix(300))")
    }
  }

  @Test func theShellResumesAtTheNoteThatWasOpen() throws {
    let id = try makeNote()
    let saved = try NavigationSnapshot(decoding: Data(contentsOf: navigationFile))
    #expect(saved.entries == [.init(.url("notes://notes/\(id)"), .push)])

    let printed = try run(["where"])
    #expect(printed.errors.isEmpty, "\(printed.errors)")
    // Where it resumed shows before the first prompt, then `where` prints the URL.
    #expect(printed.output.prefix(2) == ["[Notes › Editor “Groceries”]", "notes://notes/\(id)"], "\(printed.output)")

    // Back at the list, the next run starts there, and prints nothing before the first command.
    _ = try run(["list"])
    #expect(try run(["where"]).output.first == "notes://notes")
  }

  /// An interactive shell that resumed at a note shows where it is before it reads anything.
  @Test func theResumedLocationIsPrintedBeforeTheFirstCommand() throws {
    _ = try makeNote()
    let printed = try run([])
    #expect(printed.errors.isEmpty, "\(printed.errors)")
    #expect(printed.output == ["[Notes › Editor “Groceries”]", ""])
  }

  @Test func aStaleSavedNavigationIsReportedOnOneLineAndTheRestWorks() throws {
    let id = try makeNote()
    let saved = try Data(contentsOf: navigationFile)
    _ = try run(["delete \(id.prefix(8))"])
    try saved.write(to: navigationFile)

    let printed = try run(["where", "whoami"])
    #expect(printed.errors.count == 1)
    #expect(printed.errors.first?.hasPrefix("notes: the saved navigation was only partly restored:") == true)
    #expect(printed.errors.first?.contains("does not exist") == true)
    #expect(printed.output.prefix(3) == ["notes://notes", "[Notes]", "Signed in as ada."])
  }

  @Test func aCorruptOrNewerSavedNavigationIsIgnoredWithOneLine() throws {
    _ = try makeNote()
    for data in ["{\"version\":1,\"entries\":[{\"scr", "{\"version\":9,\"entries\":[]}", "\u{0}\u{1}garbage"] {
      try Data(data.utf8).write(to: navigationFile)
      let printed = try run(["where", "whoami"])
      #expect(printed.errors.count == 1, "\(data)")
      #expect(printed.errors.first?.hasPrefix("notes: the saved navigation was ignored:") == true)
      #expect(printed.output.prefix(3) == ["notes://notes", "[Notes]", "Signed in as ada."])
    }
  }

  @Test func whereExplainsThatANoteNeverSavedHasNoURL() throws {
    let printed = try run(["new Draft", "where"])
    // The draft waits for a sign-in; `where` says why it has no URL; the end of input reports the draft not saved.
    #expect(printed.errors.count == 3, "\(printed.errors)")
    #expect(
      printed.errors[1]
        == "error: the current screen has no URL: the open note is not saved yet, so it has no id: save it first "
        + "(sign in if asked)")
  }
}
