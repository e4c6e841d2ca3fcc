import Editor
import Foundation
import ZRouter

/// The notes app's command shell: every screen change goes through view routes on the headless host.
///
/// ```swift
/// let shell = NotesShell(app: try AppContext.start(configuration), kind: .oneCommand,
///                        write: { print($0) }, writeError: { reportOnStandardError($0) })
/// shell.execute(line: "new Groceries 'milk, eggs'")
/// ```
/// Results go to `write`, errors (one line each, starting with `error:`) to `writeError`. Everything printed is made
/// safe for a terminal first (see `TerminalText`).
@MainActor
public final class NotesShell {
  /// What a command did.
  public enum Outcome: Equatable, Sendable {
    /// The command ran.
    case succeeded
    /// The command failed; a one-line error was written.
    case failed
    /// The user asked to leave.
    case quit
  }

  /// How the shell is used, which decides what it prints and what it keeps.
  public enum Kind: Sendable, Equatable {
    /// One command given as arguments: nothing but the command's own output, and nothing kept after it.
    case oneCommand
    /// Commands read from a file or a pipe: the command's own output only; a note typed while signed out is kept
    /// and saved when a later `login` succeeds.
    case script
    /// A person at a terminal: as ``script``, plus the navigation stack after each command.
    case interactive
  }

  private let app: AppContext
  private let kind: Kind
  private let write: (String) -> Void
  private let writeError: (String) -> Void
  private let readPassword: (String) -> String?
  /// Commands that could not save because nobody was signed in, run again once a sign-in succeeds.
  private var waitingForSignIn: [ShellCommand] = []
  /// The root screen: the note list.
  let root = NotesListViewController()
  /// The navigation stack every route starts from.
  let navigation: HeadlessNavigationController
  private var editorRouter: ViewRouter<Any, any ShellRequiredEditorModule>?
  private weak var editor: (any EditorProvidedEditorView)?

  /// Creates a shell over a started app.
  /// - Parameters:
  ///   - app: the started app context.
  ///   - kind: how the shell is used (one command, a script, or a person at a terminal).
  ///   - readPassword: asks for a password with a prompt; `nil` cancels the command (default: standard input,
  ///     without echo on a terminal).
  ///   - write: receives each output line (standard output).
  ///   - writeError: receives each error line (standard error).
  public init(
    app: AppContext, kind: Kind, readPassword: @escaping (String) -> String? = PasswordReader.read(prompt:),
    write: @escaping (String) -> Void, writeError: @escaping (String) -> Void
  ) {
    self.app = app
    self.kind = kind
    self.readPassword = readPassword
    self.write = { write(TerminalText.lines($0)) }
    self.writeError = { writeError(TerminalText.field($0)) }
    navigation = HeadlessNavigationController(rootViewController: root)
    root.title = "Notes"
  }

  /// Runs one command line (and, in the interactive shell, prints the navigation stack after it).
  @discardableResult
  public func execute(line: String) -> Outcome {
    do {
      let words = try ShellTokenizer.split(line)
      if words.isEmpty { return .succeeded }
      return execute(words: words)
    } catch {
      reportError(error)
      return .failed
    }
  }

  /// Runs one command given as words (the command-line form).
  @discardableResult
  public func execute(words: [String]) -> Outcome {
    let command: ShellCommand
    do {
      command = try ShellCommand.parse(words)
    } catch {
      reportError(error)
      return .failed
    }
    if command == .quit { return .quit }
    let outcome: Outcome
    do {
      try run(command)
      outcome = .succeeded
    } catch {
      reportError(error)
      outcome = .failed
    }
    if kind == .interactive { write(navigationLine()) }
    return outcome
  }

  /// Reads and runs commands until the end of input or `quit`.
  ///
  /// At the end of input (Ctrl-D) the interactive shell ends its prompt's line, so the terminal's next prompt starts
  /// on a line of its own. Notes still waiting for a sign-in are reported as not saved.
  /// - Returns: Whether every command succeeded.
  @discardableResult
  public func run(reading reader: any ShellLineReader) -> Bool {
    var allSucceeded = true
    while true {
      guard let line = reader.readLine(prompt: "notes> ") else {
        if kind == .interactive { write("") }
        break
      }
      let outcome = execute(line: line)
      if outcome == .quit { break }
      if outcome == .failed { allSucceeded = false }
    }
    if !waitingForSignIn.isEmpty {
      writeError(
        "error: \(Self.count(waitingForSignIn.count, "note")) typed while signed out "
          + "\(waitingForSignIn.count == 1 ? "was" : "were") not saved: nobody signed in before the shell ended")
      allSucceeded = false
    }
    return allSucceeded
  }

  // MARK: Commands

  private func run(_ command: ShellCommand) throws {
    switch command {
    case .help: write(ShellCommand.usage)
    case .signup(let user): try signUp(user)
    case .login(let user): try logIn(user)
    case .logout:
      try app.sessionService().logout()
      write("Signed out.")
    case .whoami:
      write(
        try app.sessionService().currentUser.map { "Signed in as \(TerminalText.field($0))." } ?? "Nobody is signed in."
      )
    case .new(let title, let body): try createNote(title: title, body: body, command: command)
    case .list: try listNotes()
    case .open(let id): try openNote(id)
    case .edit(let id, let title, let body): try editNote(id, title: title, body: body, command: command)
    case .delete(let id): try deleteNote(id)
    case .tag(let id, let tags): try tagNote(id, tags: tags)
    case .sync: try syncNow()
    case .routes(let format): write(ZIKRouteRegistry.routeGraph().rendered(as: format))
    case .quit: break
    }
  }

  private func password(_ prompt: String) throws -> String {
    guard let password = readPassword(prompt) else {
      throw ShellError.passwordCancelled
    }
    guard !password.isEmpty else { throw ShellError.passwordEmpty }
    return password
  }

  /// Creates an account after the password was typed twice the same way.
  private func signUp(_ user: String) throws {
    let shown = TerminalText.field(user)
    let typed = try password("Password for \(shown): ")
    let repeated = try password("Repeat the password for \(shown): ")
    guard typed == repeated else {
      throw ShellError.passwordsDiffer(user: shown)
    }
    try app.sessionService().register(username: user, password: typed)
    write("Account created for \(shown). Sign in with: login \(shown)")
  }

  /// Signs in through the login view, presented from the note list and dismissed afterwards; then saves what was
  /// typed while signed out.
  private func logIn(_ user: String) throws {
    let typed = try password("Password for \(TerminalText.field(user)): ")
    try signIn(user, password: typed)
    write("Signed in as \(TerminalText.field(user)).")
    let waiting = waitingForSignIn
    waitingForSignIn = []
    for command in waiting {
      do { try run(command) } catch { reportError(error) }
    }
  }

  /// Submits the login view, presented from the note list and dismissed before returning.
  private func signIn(_ user: String, password: String) throws {
    closeEditor()
    var form: (any ShellRequiredLoginView)?
    var failure: (any Error)?
    let router = Router.perform(to: RoutableView.shellRequiredLoginView, path: .presentModally(from: root)) {
      config, _ in
      config.successHandler = { form = $0 }
      config.errorHandler = { _, error in failure = error }
    }
    defer { router?.removeRoute() }
    guard let form else { throw failure ?? ShellError.loginViewUnavailable }
    form.submit(username: user, password: password)
    if let message = form.errorMessage { throw ShellError.signInFailed(message) }
  }

  private func createNote(title: String, body: String, command: ShellCommand) throws {
    let editor = try openEditor(noteID: nil)
    editor.updateTitle(title)
    editor.updateBody(body)
    let saved = try save(editor, command: command)
    write("Created \(Self.shortID(saved.id)) “\(TerminalText.field(saved.title))” (revision \(saved.revision)).")
  }

  private func listNotes() throws {
    closeEditor()
    let notes = try app.noteStore().allNotes()
    if notes.isEmpty { write("No notes yet. Create one with: new <title> [body]") }
    for note in notes {
      let date = note.updatedAt.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false))
      write("\(Self.shortID(note.id))  r\(note.revision)  \(date)  \(TerminalText.field(note.title))")
    }
  }

  private func openNote(_ prefix: String) throws {
    let note = try resolve(prefix)
    let editor = try openEditor(noteID: note.id)
    write("\(TerminalText.field(editor.note.title))\n\(TerminalText.lines(editor.note.body))")
  }

  private func editNote(_ prefix: String, title: String?, body: String?, command: ShellCommand) throws {
    let note = try resolve(prefix)
    let editor = try openEditor(noteID: note.id)
    if let title { editor.updateTitle(title) }
    if let body { editor.updateBody(body) }
    let saved = try save(editor, command: command)
    write("Saved \(Self.shortID(saved.id)) “\(TerminalText.field(saved.title))” (revision \(saved.revision)).")
  }

  private func deleteNote(_ prefix: String) throws {
    let note = try resolve(prefix)
    closeEditor()
    try app.noteStore().delete(id: note.id)
    // The note is gone: its tags go too (best effort, they are never shown without it).
    try? app.tagStore().setTags([], ofNote: note.id)
    write("Deleted \(Self.shortID(note.id)) “\(TerminalText.field(note.title))”.")
  }

  /// Shows a note's tags (`tags` is `nil`) or replaces them.
  private func tagNote(_ prefix: String, tags: [String]?) throws {
    let note = try resolve(prefix)
    let store = try app.tagStore()
    if let tags { try store.setTags(tags, ofNote: note.id) }
    let current = try store.tags(ofNote: note.id)
    let shown = "\(Self.shortID(note.id)) “\(TerminalText.field(note.title))”"
    write(
      current.isEmpty
        ? "No tags on \(shown)." : "Tags of \(shown): \(current.map(TerminalText.field).joined(separator: ", "))")
  }

  private func syncNow() throws {
    guard let engine = try app.syncEngine() else {
      throw ShellError.syncOff
    }
    write("Synced: \(try engine.sync())")
  }

  // MARK: Editor navigation

  /// Pushes the editor for a note (a new note for `nil`) through the shell's module route, replacing any open one.
  private func openEditor(noteID: String?) throws -> any EditorProvidedEditorView {
    closeEditor()
    var opened: (any EditorProvidedEditorView)?
    var failure: (any Error)?
    let router = Router.perform(to: RoutableViewModule.shellRequiredEditorModule, path: .push(from: root)) {
      config, prepareModule in
      prepareModule { module in _ = module.makeDestinationWith(noteID) }
      config.successHandler = { opened = $0 as? any EditorProvidedEditorView }
      config.errorHandler = { _, error in failure = error }
    }
    guard let router, let opened else { throw failure ?? ShellError.editorUnavailable }
    editorRouter = router
    editor = opened
    return opened
  }

  /// Saves through the editor. When nobody is signed in, a shell that reads more commands keeps the command and runs
  /// it again after the next successful `login`; a one-command run says plainly that nothing was kept.
  private func save(_ editor: any EditorProvidedEditorView, command: ShellCommand) throws -> EditorNote {
    do {
      let saved = try editor.save()
      if let error = app.lastEditorSyncError { writeError("warning: saved, but sync failed: \(Self.oneLine(error))") }
      return saved
    } catch {
      guard try app.sessionService().currentUser == nil else { throw error }
      let what = command.isNew ? "the note" : "the change"
      let signIn = "login <user> (or create an account with: signup <user>)"
      if kind == .oneCommand {
        throw ShellError.notSignedIn(what: what, signIn: signIn, kept: false)
      }
      waitingForSignIn.append(command)
      throw ShellError.notSignedIn(what: what, signIn: signIn, kept: true)
    }
  }

  /// Pops the editor (and anything it presented) back to the note list.
  private func closeEditor() {
    if let presented = navigation.presentedViewController {
      presented.dismiss(animated: false)
    }
    editorRouter?.removeRoute()
    editorRouter = nil
    editor = nil
  }

  // MARK: Helpers

  /// Writes an error as one `error:` line on the error output.
  private func reportError(_ error: any Error) {
    writeError("error: \(Self.oneLine(error))")
  }

  /// The note whose id starts with `prefix` (case-insensitive); errors when none or several match.
  private func resolve(_ prefix: String) throws -> ShellNote {
    let matches = try app.noteStore().allNotes().filter { $0.id.lowercased().hasPrefix(prefix.lowercased()) }
    let shown = TerminalText.field(prefix)
    guard let first = matches.first else {
      throw ShellError.noteNotFound(prefix: shown)
    }
    guard matches.count == 1 else {
      throw ShellError.ambiguousID(prefix: shown, count: matches.count)
    }
    return first
  }

  /// The navigation stack as one line, e.g. `[Notes › Editor “Groceries”] presenting Login`.
  func navigationLine() -> String {
    let names = navigation.viewControllers.map(Self.screenName)
    var line = "[" + names.joined(separator: " › ") + "]"
    if let presented = navigation.presentedViewController { line += " presenting \(Self.screenName(presented))" }
    return line
  }

  private static func screenName(_ controller: HeadlessViewController) -> String {
    if let editor = controller as? any EditorProvidedEditorView {
      let title = editor.note.title.isEmpty ? "new note" : TerminalText.field(editor.note.title)
      return "Editor “\(title)”"
    }
    return TerminalText.field(controller.title ?? String(describing: type(of: controller)))
  }

  static func shortID(_ id: String?) -> String {
    TerminalText.field(String((id ?? "unsaved").prefix(8)).lowercased())
  }

  /// An error's message on one line (its lines joined with spaces), otherwise as the error wrote it.
  public static func oneLine(_ error: any Error) -> String {
    String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
