import CEdit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads command lines from a terminal through the system's libedit: arrow keys move and recall history, Ctrl-R
/// searches it, Ctrl-D on an empty line ends the input.
///
/// History lives in memory for this run only (nothing typed is written to disk); passwords never reach it, since they
/// are read by ``PasswordReader``. Use it only when standard input and output are terminals.
public final class EditLineReader: ShellLineReader {
  private var lastEntry: String?

  /// Prepares libedit: the user's character set (UTF-8 when the environment names none) and an empty history.
  public init() {
    if let locale = setlocale(LC_CTYPE, ""), String(cString: locale) == "C" || String(cString: locale) == "POSIX" {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    using_history()
  }

  /// Shows `prompt`, lets the user edit one line and adds it to the history (blank lines and repeats excepted).
  public func readLine(prompt: String) -> String? {
    guard let raw = CEdit.readline(prompt) else { return nil }
    defer { free(raw) }
    let line = String(cString: raw)
    if !line.allSatisfy(\.isWhitespace), line != lastEntry {
      add_history(raw)
      lastEntry = line
    }
    return line
  }
}
