import Editor
import Foundation
import Login
import Storage
import Sync
import ZRouter

/// The notes app's command shell: every screen change goes through view routes on the headless host, and the
/// navigation stack is shown after each command.
///
/// ```swift
/// let shell = NotesShell(app: try AppContext.start(configuration)) { print($0) }
/// shell.execute(line: "new Groceries 'milk, eggs'")
/// ```
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

  private let app: AppContext
  private let write: (String) -> Void
  private let readPassword: (String) -> String?
  /// The root screen: the note list.
  let root = NotesListViewController()
  /// The navigation stack every route starts from.
  let navigation: HeadlessNavigationController
  private var editorRouter: ViewRouter<Any, any ShellRequiredEditorModule>?
  private weak var editor: (any EditorProvidedEditorView)?

  /// Creates a shell over a started app.
  /// - Parameters:
  ///   - app: the started app context.
  ///   - readPassword: asks for a password with a prompt (default: standard input, without echo on a terminal).
  ///   - write: receives each output line.
  public init(
    app: AppContext, readPassword: @escaping (String) -> String? = PasswordReader.read(prompt:),
    write: @escaping (String) -> Void
  ) {
    self.app = app
    self.readPassword = readPassword
    self.write = write
    navigation = HeadlessNavigationController(rootViewController: root)
    root.title = "Notes"
  }

  /// Runs one command line and prints the navigation stack after it.
  @discardableResult
  public func execute(line: String) -> Outcome {
    do {
      let words = try ShellTokenizer.split(line)
      if words.isEmpty { return .succeeded }
      return execute(words: words)
    } catch {
      write("error: \(error)")
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
      write("error: \(error)")
      return .failed
    }
    if command == .quit { return .quit }
    let outcome: Outcome
    do {
      try run(command)
      outcome = .succeeded
    } catch {
      write("error: \(Self.oneLine(error))")
      outcome = .failed
    }
    write(navigationLine())
    return outcome
  }

  /// Reads commands from standard input until end of input or `quit`.
  public func runInteractive(showPrompt: Bool) {
    while true {
      if showPrompt { FileHandle.standardOutput.write(Data("notes> ".utf8)) }
      guard let line = readLine(strippingNewline: true) else { return }
      if execute(line: line) == .quit { return }
    }
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
    case .whoami: write(try app.sessionService().currentUser.map { "Signed in as \($0)." } ?? "Nobody is signed in.")
    case .new(let title, let body): try createNote(title: title, body: body)
    case .list: try listNotes()
    case .open(let id): try openNote(id)
    case .edit(let id, let title, let body): try editNote(id, title: title, body: body)
    case .delete(let id): try deleteNote(id)
    case .sync: try syncNow()
    case .routes: for route in ZIKRouteRegistry.routeTable() { write(route.description) }
    case .quit: break
    }
  }

  private func password(for user: String) throws -> String {
    guard let password = readPassword("Password for \(user): "), !password.isEmpty else {
      throw ShellError("no password given: type it when asked (input ended or was empty)")
    }
    return password
  }

  private func signUp(_ user: String) throws {
    let password = try password(for: user)
    try app.sessionService().register(username: user, password: password)
    write("Account created for \(user). Sign in with: login \(user)")
  }

  /// Signs in through the login view, presented from the note list and dismissed afterwards.
  private func logIn(_ user: String) throws {
    let password = try password(for: user)
    closeEditor()
    var form: (any ShellRequiredLoginView)?
    var failure: (any Error)?
    let router = Router.perform(to: RoutableView<any ShellRequiredLoginView>(), path: .presentModally(from: root)) { config, _ in
      config.successHandler = { form = $0 }
      config.errorHandler = { _, error in failure = error }
    }
    defer { router?.removeRoute() }
    guard let form else { throw failure ?? ShellError("the login view could not be shown") }
    form.submit(username: user, password: password)
    if let message = form.errorMessage { throw ShellError(message) }
    write("Signed in as \(user).")
  }

  private func createNote(title: String, body: String) throws {
    let editor = try openEditor(noteID: nil)
    editor.updateTitle(title)
    editor.updateBody(body)
    let saved = try save(editor)
    write("Created \(Self.shortID(saved.id)) “\(saved.title)” (revision \(saved.revision)).")
  }

  private func listNotes() throws {
    closeEditor()
    let notes = try app.noteStore().allNotes()
    if notes.isEmpty { write("No notes yet. Create one with: new <title> [body]") }
    for note in notes {
      let date = note.updatedAt.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false))
      write("\(Self.shortID(note.id))  r\(note.revision)  \(date)  \(note.title)")
    }
  }

  private func openNote(_ prefix: String) throws {
    let note = try resolve(prefix)
    let editor = try openEditor(noteID: note.id)
    write("\(editor.note.title)\n\(editor.note.body)")
  }

  private func editNote(_ prefix: String, title: String?, body: String?) throws {
    let note = try resolve(prefix)
    let editor = try openEditor(noteID: note.id)
    if let title { editor.updateTitle(title) }
    if let body { editor.updateBody(body) }
    let saved = try save(editor)
    write("Saved \(Self.shortID(saved.id)) “\(saved.title)” (revision \(saved.revision)).")
  }

  private func deleteNote(_ prefix: String) throws {
    let note = try resolve(prefix)
    closeEditor()
    try app.noteStore().delete(id: note.id)
    write("Deleted \(Self.shortID(note.id)) “\(note.title)”.")
  }

  private func syncNow() throws {
    guard let engine = try app.syncEngine() else {
      throw ShellError("sync is off: start notes with --sync-folder DIR")
    }
    let report = try engine.sync()
    write("Synced: \(report)")
  }

  // MARK: Editor navigation

  /// Pushes the editor for a note (a new note for `nil`) through the shell's module route, replacing any open one.
  private func openEditor(noteID: String?) throws -> any EditorProvidedEditorView {
    closeEditor()
    var opened: (any EditorProvidedEditorView)?
    var failure: (any Error)?
    let router = Router.perform(to: RoutableViewModule<any ShellRequiredEditorModule>(), path: .push(from: root)) { config, prepareModule in
      prepareModule { module in _ = module.makeDestinationWith(noteID) }
      config.successHandler = { opened = $0 as? any EditorProvidedEditorView }
      config.errorHandler = { _, error in failure = error }
    }
    guard let router, let opened else { throw failure ?? ShellError("the editor could not be opened") }
    editorRouter = router
    editor = opened
    return opened
  }

  /// Saves through the editor; explains what to do when nobody is signed in.
  private func save(_ editor: any EditorProvidedEditorView) throws -> EditorNote {
    do {
      let saved = try editor.save()
      if case .failure(let error)? = app.lastEditorSync { write("warning: saved, but sync failed: \(Self.oneLine(error))") }
      return saved
    } catch {
      if try app.sessionService().currentUser == nil {
        throw ShellError("\(Self.oneLine(error)) Sign in with: login <user> (or create an account with: signup <user>)")
      }
      throw error
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

  /// The note whose id starts with `prefix` (case-insensitive); errors when none or several match.
  private func resolve(_ prefix: String) throws -> StoredNote {
    let matches = try app.noteStore().allNotes().filter { $0.id.lowercased().hasPrefix(prefix.lowercased()) }
    guard let first = matches.first else { throw ShellError("no note id starts with \"\(prefix)\": run 'list' to see the ids") }
    guard matches.count == 1 else {
      throw ShellError("\"\(prefix)\" matches \(matches.count) notes: type more of the id")
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
      let title = editor.note.title.isEmpty ? "new note" : editor.note.title
      return "Editor “\(title)”"
    }
    return controller.title ?? String(describing: type(of: controller))
  }

  static func shortID(_ id: String?) -> String {
    String((id ?? "unsaved").prefix(8)).lowercased()
  }

  static func oneLine(_ error: any Error) -> String {
    String(describing: error).split(separator: "\n").joined(separator: " ")
  }
}

/// A one-line shell error that says what to do.
struct ShellError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// The root screen of the notes app.
final class NotesListViewController: HeadlessViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
  }
}
