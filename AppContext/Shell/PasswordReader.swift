import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a password line from standard input, without echo when it is a terminal.
public enum PasswordReader {
  /// Prompts on standard error (so transcripts of standard output stay clean) and reads one line.
  public static func read(prompt: String) -> String? {
    FileHandle.standardError.write(Data(prompt.utf8))
    guard isatty(STDIN_FILENO) == 1 else { return readLine(strippingNewline: true) }
    var original = termios()
    tcgetattr(STDIN_FILENO, &original)
    var silent = original
    silent.c_lflag &= ~tcflag_t(ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &silent)
    defer {
      tcsetattr(STDIN_FILENO, TCSANOW, &original)
      FileHandle.standardError.write(Data("\n".utf8))
    }
    return readLine(strippingNewline: true)
  }
}
