import AppContext
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `notes [--data DIR] [--storage sqlite|memory] [--sync-folder DIR] [command …]`
///
/// With a command, runs it once and exits (status 1 when it failed); without, reads commands from standard input.
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

while let word = words.first {
  words.removeFirst()
  switch word {
  case "--data":
    guard let value = words.first else { fail("--data needs a directory\n\(usage)") }
    words.removeFirst()
    configuration.dataDirectory = URL(fileURLWithPath: value, isDirectory: true)
  case "--storage":
    guard let value = words.first, let kind = AppConfiguration.StorageKind(rawValue: value) else {
      fail("--storage takes sqlite or memory\n\(usage)")
    }
    words.removeFirst()
    configuration.storage = kind
  case "--sync-folder":
    guard let value = words.first else { fail("--sync-folder needs a directory\n\(usage)") }
    words.removeFirst()
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
  let app: AppContext
  do {
    app = try AppContext.start(configuration)
  } catch {
    FileHandle.standardError.write(Data("notes: \(error)\n".utf8))
    return 2
  }
  let shell = NotesShell(app: app) { print($0) }
  if command.isEmpty {
    shell.runInteractive(showPrompt: isatty(STDIN_FILENO) == 1)
    return 0
  }
  return shell.execute(words: command) == .failed ? 1 : 0
}
exit(status)
