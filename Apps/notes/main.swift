import AppContext
import Foundation
import Shell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `notes [option…] [command [argument…]]`: parses the options, starts the app context, and hands the command (or
// standard input) to the shell.
//
// With a command, runs it once. Without, reads commands: from a terminal with line editing, history and the
// navigation stack after each command; from a file or a pipe without prompts. Results go to standard output,
// errors to standard error. Exit status: 0 when every command succeeded (and always after an interactive session),
// 1 when a command failed, 2 for an unknown command or option, or when the options or the data directory cannot be
// used.

/// Every option, with what it does: the help lists them, one line each.
let options: [(name: String, description: String)] = [
  (
    "--data DIR",
    "the data directory, created when missing (default: ~/.local/share/zrouter-notes, or under $XDG_DATA_HOME)"
  ),
  (
    "--storage sqlite|memory",
    "keep notes in SQLite in the data directory (the default), or in memory for this run only"
  ),
  ("--sync-folder DIR", "sync with the replica in this shared folder, which must exist"),
  ("-h, --help", "show this help and exit (so does the command help)"),
]

/// `notes --help`: the usage, every option and every command, one line each, and the exit statuses.
let help =
  """
  usage: notes [option…] [command [argument…]]
  With a command, notes runs it and exits; without, it reads commands from standard input (at a terminal, an
  interactive shell with line editing and history; Ctrl-D leaves it).

  Options:

  """
  + options.map { "  " + $0.name.padding(toLength: 36, withPad: " ", startingAt: 0) + $0.description }
  .joined(separator: "\n")
  + "\n\n" + NotesShell.commandHelp + "\n\n"
  + "Exit status: 0 when every command succeeded, 1 when one failed, 2 for an unknown command or option,\n"
  + "a missing value, or an unusable data directory."

/// Where an error about the command line points the user.
let seeHelp = "run 'notes --help' for the options and commands"

var configuration = AppConfiguration(dataDirectory: AppConfiguration.defaultDataDirectory)
var words = Array(CommandLine.arguments.dropFirst())
var command: [String] = []

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("notes: \(message)\n".utf8))
  exit(2)
}

/// Whether `path` names an existing folder (following symbolic links).
func isFolder(_ path: String) -> Bool {
  var isDirectory: ObjCBool = false
  return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
}

/// The nearest existing path on the way to `path` (itself or a parent), when it is not a folder.
func firstFile(onPathTo path: String) -> String? {
  var url = URL(fileURLWithPath: path)
  while !FileManager.default.fileExists(atPath: url.path) {
    let parent = url.deletingLastPathComponent()
    if parent.path == url.path { return nil }
    url = parent
  }
  return isFolder(url.path) ? nil : url.path
}

while let word = words.first {
  words.removeFirst()
  switch word {
  case "--data":
    guard let value = words.first else { fail("--data needs a folder: \(seeHelp)") }
    words.removeFirst()
    if let file = firstFile(onPathTo: value) {
      fail(
        file == URL(fileURLWithPath: value).path
          ? "--data \(TerminalText.echo(value)) is a file, not a folder: pass a folder (it is created when missing)"
          : "--data \(TerminalText.echo(value)) cannot be created: \(TerminalText.echo(file)) is a file, not a folder")
    }
    configuration.dataDirectory = URL(fileURLWithPath: value, isDirectory: true)
  case "--storage":
    guard let value = words.first, let kind = AppConfiguration.StorageKind(rawValue: value) else {
      fail("--storage takes sqlite or memory: \(seeHelp)")
    }
    words.removeFirst()
    configuration.storage = kind
  case "--sync-folder":
    guard let value = words.first else { fail("--sync-folder needs a folder: \(seeHelp)") }
    words.removeFirst()
    // A typo must not create a new, empty replica and report a successful sync.
    guard isFolder(value) else {
      if FileManager.default.fileExists(atPath: value) {
        fail("--sync-folder \(TerminalText.echo(value)) is a file, not a folder: pass the shared folder")
      }
      fail(
        "--sync-folder \(TerminalText.echo(value)) does not exist: check the path, or create the shared folder first (mkdir)"
      )
    }
    configuration.sync = .folder(URL(fileURLWithPath: value, isDirectory: true))
  case "-h", "--help":
    print(help)
    exit(0)
  case _ where word.hasPrefix("-") && word.count > 1:
    fail("unknown option \(TerminalText.echo(word)): \(seeHelp)")
  default:
    command = [word] + words
    words = []
  }
}

if let name = command.first {
  if ["help", "?"].contains(name.lowercased()) {
    print(help)
    exit(0)
  }
  guard NotesShell.isCommand(name) else { fail("unknown command '\(TerminalText.echo(name))': \(seeHelp)") }
}

let status: Int32 = MainActor.assumeIsolated {
  do {
    _ = try AppContext.start(configuration)
  } catch {
    FileHandle.standardError.write(Data("notes: \(NotesShell.oneLine(error))\n".utf8))
    return 2
  }
  let interactive = command.isEmpty && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  let kind: NotesShell.Kind = !command.isEmpty ? .oneCommand : interactive ? .interactive : .script
  let shell = NotesShell(
    kind: kind, write: { print($0) },
    writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
    navigationFile: configuration.dataDirectory.appendingPathComponent(NotesShell.navigationFileName))
  // The interactive shell resumes where the last one ended; `notes where` prints where that is.
  if interactive || ["where", "pwd"].contains(command.first?.lowercased() ?? "") { shell.resumeSavedNavigation() }
  if !command.isEmpty {
    return shell.execute(words: command) == .failed ? 1 : 0
  }
  if interactive {
    shell.run(
      reading: TerminalLineReader.make { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    return 0
  }
  return shell.run(reading: StandardInputLineReader()) ? 0 : 1
}
exit(status)
