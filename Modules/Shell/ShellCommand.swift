import ZRouter

/// A command of the notes shell, parsed from words.
enum ShellCommand: Equatable {
  case help
  case signup(user: String)
  case login(user: String)
  case logout
  case whoami
  case new(title: String, body: String)
  case list
  case open(id: String)
  case openLink(url: String)
  case whereAmI
  case edit(id: String, title: String?, body: String?)
  case delete(id: String)
  case tag(id: String, tags: [String]?)
  case sync
  case routes(format: RouteGraph.Format)
  case quit

  /// The usage lines shown by `help`.
  static let usage = """
    Commands:
      signup <user>                       create an account (asks for the password twice)
      login <user>                        sign in (asks for a password)
      logout                              sign out
      whoami                              show who is signed in
      new <title> [body]                  create a note (opens it in the editor)
      list                                list notes, newest first
      open <id>                           open a note in the editor (an id prefix is enough)
      open <url>                          open a deep link, such as notes://notes/<id>
      where                               print the URL of the current screen
      edit <id> [--title T] [--body B]    change a note and save it
      delete <id>                         delete a note
      tag <id> [tag…]                     show a note's tags, or replace them (tag <id> --clear removes them)
      sync                                sync with the shared folder (--sync-folder)
      routes [--format F]                 show every route and adapter chain (F: text, json, dot, mermaid)
      help                                show this help
      quit                                leave the shell (Ctrl-D too; arrow keys recall earlier commands)
    """

  /// Whether `name` names a command (whatever its arguments): `false` only for an unknown command.
  static func isKnown(_ name: String) -> Bool {
    do {
      _ = try parse([name])
      return true
    } catch let error as ParseError {
      return !error.isUnknownCommand
    } catch {
      return true
    }
  }

  /// Whether the command creates a note.
  var isNew: Bool {
    if case .new = self { return true }
    return false
  }

  /// Why words are not a command.
  struct ParseError: Error, CustomStringConvertible {
    let description: String
    /// Whether the first word names no command at all (rather than a command used wrongly).
    var isUnknownCommand = false
  }

  /// Parses one command; the first word is the command name.
  static func parse(_ words: [String]) throws -> ShellCommand {
    guard let name = words.first else { throw ParseError(description: "empty command: type 'help'") }
    let arguments = Array(words.dropFirst())
    func exactly(_ count: Int, _ usage: String) throws {
      guard arguments.count == count else { throw ParseError(description: "usage: \(usage)") }
    }
    switch name.lowercased() {
    case "help", "?":
      return .help
    case "signup", "register":
      try exactly(1, "signup <user>")
      return .signup(user: arguments[0])
    case "login":
      try exactly(1, "login <user>")
      return .login(user: arguments[0])
    case "logout":
      try exactly(0, "logout")
      return .logout
    case "whoami":
      try exactly(0, "whoami")
      return .whoami
    case "new":
      guard (1...2).contains(arguments.count) else {
        throw ParseError(description: "usage: new <title> [body] (quote words with spaces)")
      }
      try requireTitle(arguments[0])
      let body = arguments.count == 2 ? arguments[1] : ""
      try NoteLimits.check(title: arguments[0], body: body)
      return .new(title: arguments[0], body: body)
    case "list", "ls":
      try exactly(0, "list")
      return .list
    case "open", "show":
      try exactly(1, "open <id> or open <url>")
      if arguments[0].contains("://") { return .openLink(url: arguments[0]) }
      return .open(id: try requireID(arguments[0], "open <id> or open <url>"))
    case "where", "pwd":
      try exactly(0, "where")
      return .whereAmI
    case "edit":
      return try parseEdit(arguments)
    case "delete", "rm":
      try exactly(1, "delete <id>")
      return .delete(id: try requireID(arguments[0], "delete <id>"))
    case "tag", "tags":
      let usage = "tag <id> [tag…] (or --clear)"
      guard let first = arguments.first else { throw ParseError(description: "usage: \(usage)") }
      let id = try requireID(first, usage)
      let tags = Array(arguments.dropFirst())
      if tags == ["--clear"] { return .tag(id: id, tags: []) }
      return .tag(id: id, tags: tags.isEmpty ? nil : tags)
    case "sync":
      try exactly(0, "sync")
      return .sync
    case "routes":
      return .routes(format: try parseRoutesFormat(arguments))
    case "quit", "exit":
      return .quit
    default:
      throw ParseError(
        description: "unknown command '\(TerminalText.echo(name))': type 'help' for the list", isUnknownCommand: true)
    }
  }

  /// `id` when it can name a note: an empty or blank id is a prefix of every id (it would open, change or delete
  /// whichever note happens to be alone), so it is a usage error.
  private static func requireID(_ id: String, _ usage: String) throws -> String {
    guard id.allSatisfy(\.isWhitespace) else { return id }
    throw ParseError(description: "usage: \(usage) (the id is empty: run 'list' to see the ids)")
  }

  /// Refuses a title that is empty or only whitespace: the list would show a blank row.
  private static func requireTitle(_ title: String) throws {
    guard title.allSatisfy(\.isWhitespace) else { return }
    throw ParseError(
      description: "a note needs a title that is not empty or only spaces: type one, e.g. new Groceries 'milk, eggs'")
  }

  private static func parseRoutesFormat(_ arguments: [String]) throws -> RouteGraph.Format {
    let formats = RouteGraph.Format.allCases.map(\.rawValue).joined(separator: "|")
    let usage = "usage: routes [--format \(formats)]"
    switch arguments.count {
    case 0: return .text
    case 2 where arguments[0] == "--format":
      guard let format = RouteGraph.Format(rawValue: arguments[1].lowercased()) else {
        throw ParseError(description: "unknown format '\(TerminalText.echo(arguments[1]))'; \(usage)")
      }
      return format
    default: throw ParseError(description: usage)
    }
  }

  private static func parseEdit(_ arguments: [String]) throws -> ShellCommand {
    let usage = "usage: edit <id> [--title T] [--body B]"
    guard let first = arguments.first else { throw ParseError(description: usage) }
    let id = try requireID(first, "edit <id> [--title T] [--body B]")
    var title: String?
    var body: String?
    var rest = arguments.dropFirst()
    while let option = rest.popFirst() {
      guard let value = rest.popFirst() else { throw ParseError(description: "\(option) needs a value; \(usage)") }
      switch option {
      case "--title": title = value
      case "--body": body = value
      default: throw ParseError(description: "unknown option \(TerminalText.echo(option)); \(usage)")
      }
    }
    guard title != nil || body != nil else { throw ParseError(description: "nothing to change; \(usage)") }
    if let title {
      try requireTitle(title)
      try NoteLimits.check(title: title)
    }
    if let body { try NoteLimits.check(body: body) }
    return .edit(id: id, title: title, body: body)
  }
}
