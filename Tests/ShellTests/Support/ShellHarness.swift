import Foundation
import Shell
import ZRouter
import ZRouterTesting

/// The shell alone, over mocks of its required services in an isolated registry: what it printed on each stream,
/// and every router error it provoked.
@MainActor final class ShellHarness {
  let sessions: MockSessions
  let store: MockNoteStore
  let sync: MockSync
  let tags = MockTags()
  private(set) var output: [String] = []
  private(set) var errors: [String] = []
  let routeErrors = ReportedRouteErrors()

  init(user: String? = "ada", notes: [ShellNote] = [], syncConfigured: Bool = false) {
    sessions = MockSessions(user: user)
    store = MockNoteStore(notes)
    sync = MockSync(configured: syncConfigured)
  }

  /// Answers to the password prompts, in order; `nil` (or none left) is Ctrl-D.
  var passwords: [String?] = []

  /// Runs `body` with a shell of `kind` in a registry that routes the mocks: the services, the login view and the
  /// editor module.
  func run<R>(_ kind: NotesShell.Kind = .script, _ body: (NotesShell) throws -> R) throws -> R {
    try ZIKRouteRegistry.withTestRegistry {
      try ZIKAnyServiceRouter.registerMock(sessions, for: RoutableService<any ShellRequiredSessions>())
      try ZIKAnyServiceRouter.registerMock(store, for: RoutableService<any ShellRequiredNoteStore>())
      try ZIKAnyServiceRouter.registerMock(sync, for: RoutableService<any ShellRequiredSync>())
      try ZIKAnyServiceRouter.registerMock(tags, for: RoutableService<any ShellRequiredTags>())
      ZIKAnyViewRouter.register(RoutableView<any ShellRequiredLoginView>(), forMakingView: MockLoginViewController.self)
      MockEditorRouter.registerRoutableDestination()
    } run: {
      routeErrors.install()
      let shell = NotesShell(
        kind: kind,
        readPassword: { [self] _ in passwords.isEmpty ? nil : passwords.removeFirst() },
        write: { [self] in output.append($0) }, writeError: { [self] in errors.append($0) })
      return try body(shell)
    }
  }

  /// Reads `lines` as the shell of `kind` reads its input, to the end; returns whether every command succeeded.
  @discardableResult
  func read(_ kind: NotesShell.Kind, _ lines: [String]) throws -> Bool {
    try run(kind) { $0.run(reading: ScriptedLines(lines)) }
  }

  /// Runs each line as a script would, and returns whether every one succeeded.
  @discardableResult
  func script(_ lines: [String]) throws -> Bool {
    try run(.script) { shell in lines.map { shell.execute(line: $0) }.allSatisfy { $0 == .succeeded } }
  }

  /// Runs one command given as words (the command-line form).
  @discardableResult
  func command(_ words: [String]) throws -> NotesShell.Outcome {
    try run(.oneCommand) { $0.execute(words: words) }
  }
}

/// A note of `owner` with a fixed id, as a store holds it.
func storedNote(_ id: String, _ title: String, owner: String = "ada", body: String = "") -> ShellNote {
  ShellNote(
    id: id, title: title, body: body, updatedAt: Date(timeIntervalSince1970: 1_700_000_000), revision: 1,
    owner: owner)
}

/// Lines typed one by one; `nil` after the last (the end of input).
final class ScriptedLines: ShellLineReader {
  private var lines: [String]
  /// Every prompt the shell showed, in order.
  private(set) var prompts: [String] = []

  init(_ lines: [String]) { self.lines = lines }

  func readLine(prompt: String) -> String? {
    prompts.append(prompt)
    return lines.isEmpty ? nil : lines.removeFirst()
  }
}
