import AppContext
import Foundation
import Shell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `notes [--data DIR] [--storage sqlite|memory] [--sync-folder DIR] [command …]`
///
/// With a command, runs it once. Without, reads commands: from a terminal with line editing, history and the
/// navigation stack after each command; from a file or a pipe without prompts. Results go to standard output,
/// errors to standard error. Exit status: 0 when every command succeeded (and always after an interactive session),
/// 1 when a command failed, 2 when the options or the data directory cannot be used.
let usage = """
  usage: notes [--data DIR] [--storage sqlite|memory] [--sync-folder DIR] [command …]
  Without a command, notes reads commands from standard input (type 'help').
  """

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
    guard let value = words.first else { fail("--data needs a folder\n\(usage)") }
    words.removeFirst()
    if let file = firstFile(onPathTo: value) {
      fail(
        file == URL(fileURLWithPath: value).path
          ? "--data \(value) is a file, not a folder: pass a folder (it is created when missing)"
          : "--data \(value) cannot be created: \(file) is a file, not a folder")
    }
    configuration.dataDirectory = URL(fileURLWithPath: value, isDirectory: true)
  case "--storage":
    guard let value = words.first, let kind = AppConfiguration.StorageKind(rawValue: value) else {
      fail("--storage takes sqlite or memory\n\(usage)")
    }
    words.removeFirst()
    configuration.storage = kind
  case "--sync-folder":
    guard let value = words.first else { fail("--sync-folder needs a folder\n\(usage)") }
    words.removeFirst()
    // A typo must not create a new, empty replica and report a successful sync.
    guard isFolder(value) else {
      if FileManager.default.fileExists(atPath: value) {
        fail("--sync-folder \(value) is a file, not a folder: pass the shared folder")
      }
      fail("--sync-folder \(value) does not exist: check the path, or create the shared folder first (mkdir)")
    }
    configuration.sync = .folder(URL(fileURLWithPath: value, isDirectory: true))
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    command = [word] + words
    words = []
  }
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
  let shell = NotesShell(kind: kind, write: { print($0) }) {
    FileHandle.standardError.write(Data(($0 + "\n").utf8))
  }
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
