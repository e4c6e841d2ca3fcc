import Foundation
import NoteModel
import ZRouter

/// The notes app's command shell: every screen change goes through view routes on the headless host, and every
/// service it uses is one of its `ShellRequired…` protocols, looked up in the current registry when a command needs
/// it.
///
/// ```swift
/// _ = try AppContext.start(configuration)   // registers what the shell requires
/// let shell = NotesShell(kind: .oneCommand, write: { print($0) }, writeError: { reportOnStandardError($0) })
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

  private let kind: Kind
  private let write: (String) -> Void
  private let writeError: (String) -> Void
  private let readPassword: (String) -> String?
  /// Commands that could not save because nobody was signed in, run again once a sign-in succeeds.
  private var waitingForSignIn: [ShellCommand] = []
  /// The root screen, titled "Notes": the command line prints the note list itself, and runs headless on every
  /// system (the windowed apps show ``NotesListViewController`` instead).
  let root = HeadlessViewController()
  /// The navigation stack every route starts from.
  let navigation: HeadlessNavigationController
  private var editorRouter: ViewRouter<Any, any ShellRequiredEditorModule>?
  private weak var editor: (any ShellRequiredEditorView)?
  /// Where the interactive shell saves its navigation after each command and resumes from, or `nil` to keep none.
  private let navigationFile: URL?

  /// The name of the navigation file in the data directory.
  public nonisolated static let navigationFileName = "navigation.json"
  /// The URL of the note list: the root screen every run starts at.
  public nonisolated static let listURL = "notes://notes"
  /// The URL pattern of a note in the editor. The app registers it for the editor's router, whose screens then print
  /// as `notes://notes/<id>` and open from such a deep link.
  public nonisolated static let noteURLPattern = "notes://notes/:id"

  /// Creates a shell over the current registry, where the app registered what the shell requires.
  /// - Parameters:
  ///   - kind: how the shell is used (one command, a script, or a person at a terminal).
  ///   - readPassword: asks for a password with a prompt; `nil` cancels the command (default: standard input,
  ///     without echo on a terminal).
  ///   - write: receives each output line (standard output).
  ///   - writeError: receives each error line (standard error).
  ///   - navigationFile: where the interactive shell saves its navigation after each command, and where
  ///     ``resumeSavedNavigation()`` reads it; `nil` keeps none.
  public init(
    kind: Kind, readPassword: @escaping (String) -> String? = PasswordReader.read(prompt:),
    write: @escaping (String) -> Void, writeError: @escaping (String) -> Void, navigationFile: URL? = nil
  ) {
    self.kind = kind
    self.navigationFile = navigationFile
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
    saveNavigation()
    if kind == .interactive { write(navigationLine()) }
    return outcome
  }

  // MARK: Saved navigation

  /// Reopens the screens that were open when the last command of an earlier run ended (the navigation file).
  ///
  /// A missing file is the first run: nothing happens. A file that cannot be read (corrupt, written by a newer
  /// version) or a screen that cannot be reopened (a deleted note) is reported on one error line starting with
  /// `notes:`, and the navigation starts from what could be restored, the note list at least; nothing else changes.
  public func resumeSavedNavigation() {
    guard let navigationFile, let data = try? Data(contentsOf: navigationFile) else { return }
    let snapshot: NavigationSnapshot
    do {
      snapshot = try NavigationSnapshot(decoding: data)
    } catch {
      return writeError("notes: the saved navigation was ignored: \(Self.oneLine(error))")
    }
    // The reason goes on the one line below; the routers' own report of the same failure would be a second one.
    let globalErrorHandler = ZIKAnyViewRouter.globalErrorHandler
    ZIKAnyViewRouter.globalErrorHandler = { _, _, _ in }
    defer { ZIKAnyViewRouter.globalErrorHandler = globalErrorHandler }
    var outcome: NavigationResult?
    navigation.restoreNavigation(from: snapshot) { outcome = $0 }
    if let problem = outcome?.problem {
      writeError("notes: the saved navigation was only partly restored: \(Self.oneLine(problem))")
    }
    editor = navigation.viewControllers.last as? any ShellRequiredEditorView
  }

  /// The interactive shell writes its navigation stack to the navigation file, replacing it (mode 0600, like every
  /// file of the data directory); what the open note presents (the login view) is left out, as the editor presents
  /// it again by itself. A failure to write is reported, never fatal.
  private func saveNavigation() {
    guard kind == .interactive, let navigationFile else { return }
    let stack = navigation.navigationSnapshot().entries.prefix { $0.transition == .push }
    do {
      try OwnerOnlyFile.replace(navigationFile, with: NavigationSnapshot(entries: Array(stack)).encoded())
    } catch {
      writeError("warning: the navigation was not saved: \(Self.oneLine(error))")
    }
  }

  /// Reads and runs commands until the end of input or `quit`.
  ///
  /// When ``resumeSavedNavigation()`` reopened a screen, the interactive shell prints the navigation stack before the
  /// first prompt, so the user sees where it resumed. At the end of input (Ctrl-D) it ends its prompt's line, so the
  /// terminal's next prompt starts on a line of its own. Notes still waiting for a sign-in are reported as not saved.
  /// - Returns: Whether every command succeeded.
  @discardableResult
  public func run(reading reader: any ShellLineReader) -> Bool {
    var allSucceeded = true
    // A resumed navigation shows where the shell is before the first prompt, not after the first command.
    if kind == .interactive, navigation.viewControllers.count > 1 || navigation.presentedViewController != nil {
      write(navigationLine())
    }
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
      try sessions().logout()
      write("Signed out.")
    case .whoami:
      write(
        try sessions().currentUser.map { "Signed in as \(TerminalText.field($0))." } ?? "Nobody is signed in."
      )
    case .new(let title, let body): try createNote(title: title, body: body, command: command)
    case .list: try listNotes()
    case .open(let id): try openNote(id)
    case .openLink(let url): try openLink(url)
    case .whereAmI: write(try currentURL())
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
    try sessions().register(username: user, password: typed)
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
    guard try sessions().currentUser != nil else {
      return write(
        "Nobody is signed in, so no notes are shown (each account sees its own): sign in with: login <user> "
          + "(or create an account with: signup <user>)")
    }
    let notes = try notes().allNotes()
    if notes.isEmpty { write("No notes yet. Create one with: new <title> [body]") }
    for note in notes {
      let date = note.updatedAt.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false))
      let title = TerminalText.field(NoteLimits.shortened(title: note.title))
      write("\(Self.shortID(note.id))  r\(note.revision)  \(date)  \(title)")
    }
  }

  private func openNote(_ prefix: String) throws {
    let note = try resolve(prefix)
    let editor = try openEditor(noteID: note.id)
    write("\(TerminalText.field(editor.noteTitle))\n\(TerminalText.lines(editor.noteBody))")
  }

  /// Opens a deep link as one plan from the current screen: `notes://notes` is the list, `notes://notes/<id>` a note
  /// (an id prefix is enough).
  private func openLink(_ url: String) throws {
    if let list = URL(string: Self.listURL), let link = URL(string: url), link.scheme?.lowercased() == list.scheme,
      link.host?.lowercased() == list.host, link.path.isEmpty || link.path == "/"
    {
      return closeEditor()
    }
    // Only the note pattern leads anywhere; any other link is refused here, in the user's words (the router's own
    // message is written for the developer who would register a route for it).
    guard let match = ZIKAnyViewRouter.routeFromURL(url), match.identifier == Self.noteURLPattern,
      let prefix = match.parameters["id"] as? String, !prefix.allSatisfy(\.isWhitespace)
    else {
      throw ShellError.unknownLink(TerminalText.echo(url))
    }
    let link = try ZIKURLRouter.url(forPattern: Self.noteURLPattern, parameters: ["id": try resolve(prefix).id])
    var outcome: NavigationResult?
    navigation.openDeepLink(link) { outcome = $0 }
    guard let outcome else {
      throw ShellError.linkNotOpened(TerminalText.echo(url), problem: "the navigation did not finish")
    }
    if let problem = outcome.problem {
      throw ShellError.linkNotOpened(TerminalText.echo(url), problem: problem.description)
    }
    editorRouter = nil
    editor = navigation.viewControllers.last as? any ShellRequiredEditorView
    if let editor { write("\(TerminalText.field(editor.noteTitle))\n\(TerminalText.lines(editor.noteBody))") }
  }

  /// The URL of the screen on top of the stack: the note list's, or the open note's (whatever it presents, such as
  /// the login view, is left out, as it is when the navigation is saved).
  private func currentURL() throws -> String {
    guard let top = navigation.viewControllers.last, top !== root else { return Self.listURL }
    if top === editor as AnyObject?, editor?.noteID == nil {
      throw ShellError.noURL("the open note is not saved yet, so it has no id: save it first (sign in if asked)")
    }
    do {
      return try top.screenURL()
    } catch {
      throw ShellError.noURL(error.description)
    }
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
    try notes().delete(id: note.id)
    // The note is gone: its tags go too (best effort, they are never shown without it).
    try? tagStore().setTags([], ofNote: note.id)
    write("Deleted \(Self.shortID(note.id)) “\(TerminalText.field(note.title))”.")
  }

  /// Shows a note's tags (`tags` is `nil`) or replaces them.
  private func tagNote(_ prefix: String, tags: [String]?) throws {
    let note = try resolve(prefix)
    let store = try tagStore()
    if let tags { try store.setTags(tags, ofNote: note.id) }
    let current = try store.tags(ofNote: note.id)
    let shown = "\(Self.shortID(note.id)) “\(TerminalText.field(note.title))”"
    write(
      current.isEmpty
        ? "No tags on \(shown)." : "Tags of \(shown): \(current.map(TerminalText.field).joined(separator: ", "))")
  }

  private func syncNow() throws {
    let sync = try syncService()
    guard sync.isConfigured else { throw ShellError.syncOff }
    write("Synced: \(try sync.sync())")
  }

  // MARK: Editor navigation

  /// Pushes the editor for a note (a new note for `nil`) through the shell's module route, replacing any open one.
  private func openEditor(noteID: String?) throws -> any ShellRequiredEditorView {
    closeEditor()
    var opened: (any ShellRequiredEditorView)?
    var failure: (any Error)?
    let router = Router.perform(to: RoutableViewModule.shellRequiredEditorModule, path: .push(from: root)) {
      config, prepareModule in
      prepareModule { module in module.chooseNote(noteID) }
      config.successHandler = { opened = $0 as? any ShellRequiredEditorView }
      config.errorHandler = { _, error in failure = error }
    }
    guard let router, let opened else { throw failure ?? ShellError.editorUnavailable }
    editorRouter = router
    editor = opened
    return opened
  }

  /// Saves through the editor. When nobody is signed in, a shell that reads more commands keeps the command and runs
  /// it again after the next successful `login`; a one-command run says plainly that nothing was kept.
  private func save(_ editor: any ShellRequiredEditorView, command: ShellCommand) throws -> SavedNote {
    do {
      try editor.saveNote()
      if let sync = try? syncService(), sync.isConfigured, let error = sync.lastSyncAfterSavingError {
        writeError("warning: saved, but sync failed: \(Self.oneLine(error))")
      }
      return SavedNote(id: editor.noteID, title: editor.noteTitle, revision: editor.noteRevision)
    } catch {
      guard try sessions().currentUser == nil else { throw error }
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
    // An editor opened by a deep link or a resumed navigation has no router here: pop back to the list.
    if navigation.viewControllers.count > 1 { navigation.popToViewController(root, animated: false) }
  }

  // MARK: Services

  /// Accounts and the signed-in user.
  private func sessions() throws -> any ShellRequiredSessions {
    guard let sessions = Router.makeDestination(to: RoutableService.shellRequiredSessions) else {
      throw ShellError.unavailable("the session service")
    }
    return sessions
  }

  /// The notes as the signed-in user sees them.
  private func notes() throws -> OwnedNoteStore {
    guard let notes = OwnedNoteStore.routed() else { throw ShellError.unavailable("the note store") }
    return notes
  }

  /// Syncing, which the app routes whether it syncs or not (``ShellRequiredSync/isConfigured`` tells).
  private func syncService() throws -> any ShellRequiredSync {
    guard let sync = Router.makeDestination(to: RoutableService.shellRequiredSync) else {
      throw ShellError.unavailable("sync")
    }
    return sync
  }

  /// The tags of notes.
  private func tagStore() throws -> any ShellRequiredTags {
    guard let tags = Router.makeDestination(to: RoutableService.shellRequiredTags) else {
      throw ShellError.unavailable("the tag store")
    }
    return tags
  }

  // MARK: Helpers

  /// What a save printed about the note: its id, title and revision as stored.
  struct SavedNote {
    let id: String?
    let title: String
    let revision: Int
  }

  /// Writes an error as one `error:` line on the error output.
  private func reportError(_ error: any Error) {
    writeError("error: \(Self.oneLine(error))")
  }

  /// The note whose id starts with `prefix` (case-insensitive); errors when none or several match. Signed out, no
  /// note matches, and the error says to sign in rather than that no id starts with `prefix`.
  private func resolve(_ prefix: String) throws -> Note {
    let matches = try notes().allNotes().filter { $0.id.lowercased().hasPrefix(prefix.lowercased()) }
    let shown = TerminalText.echo(prefix)
    guard let first = matches.first else {
      if try sessions().currentUser == nil { throw ShellError.signedOutNoNote(prefix: shown) }
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
    if let editor = controller as? any ShellRequiredEditorView {
      let title = editor.noteTitle.isEmpty ? "new note" : TerminalText.field(editor.noteTitle)
      return "Editor “\(title)”"
    }
    return TerminalText.field(controller.title ?? String(describing: type(of: controller)))
  }

  static func shortID(_ id: String?) -> String {
    TerminalText.field(String((id ?? "unsaved").prefix(8)).lowercased())
  }

  /// The commands and what each does, one line each (what `help` prints).
  public nonisolated static var commandHelp: String { ShellCommand.usage }

  /// Whether `name` is a command of the shell (in any letter case, aliases included), used rightly or not.
  public nonisolated static func isCommand(_ name: String) -> Bool { ShellCommand.isKnown(name) }

  /// An error's message on one line (its lines joined with spaces), otherwise as the error wrote it.
  public static func oneLine(_ error: any Error) -> String {
    String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
