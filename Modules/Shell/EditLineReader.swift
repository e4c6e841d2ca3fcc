#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads command lines from a terminal through the system's libedit: arrow keys move and recall history, Ctrl-R
/// searches it, Ctrl-D on an empty line ends the input.
///
/// History lives in memory for this run only (nothing typed is written to disk); passwords never reach it, since they
/// are read by ``PasswordReader``. Use it only when standard input and output are terminals; make it with
/// ``TerminalLineReader/make(libraryNames:notice:)``, which falls back to plain input when libedit is missing.
final class EditLineReader: ShellLineReader {
  private let library: EditLineLibrary
  private var lastEntry: String?

  /// Prepares libedit: the user's character set (UTF-8 when the environment names none) and an empty history.
  init(library: EditLineLibrary) {
    self.library = library
    if let locale = setlocale(LC_CTYPE, ""), String(cString: locale) == "C" || String(cString: locale) == "POSIX" {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    library.usingHistory()
  }

  /// Shows `prompt`, lets the user edit one line and adds it to the history (blank lines and repeats excepted).
  func readLine(prompt: String) -> String? {
    guard let raw = prompt.withCString({ library.readline($0) }) else { return nil }
    defer { free(raw) }
    let line = String(cString: raw)
    if !line.allSatisfy(\.isWhitespace), line != lastEntry {
      _ = library.addHistory(raw)
      lastEntry = line
    }
    return line
  }
}
