import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a password line from standard input, without echo when it is a terminal.
public enum PasswordReader {
  /// The longest line kept; the rest of a longer line is read and dropped (Login refuses such passwords anyway).
  static let maximumByteCount = 4096

  /// Reads one line: on a terminal after a prompt on standard error (so transcripts of standard output stay clean),
  /// from a file or a pipe silently.
  ///
  /// On a terminal the line is read straight from the terminal with echo off, so Ctrl-D there ends only this prompt:
  /// the shell goes on reading commands.
  /// - Returns: The line without its newline, or `nil` when input ended (Ctrl-D) before a newline.
  public static func read(prompt: String) -> String? {
    guard isatty(STDIN_FILENO) == 1 else { return readLine(strippingNewline: true) }
    FileHandle.standardError.write(Data(prompt.utf8))
    var original = termios()
    let canRestore = tcgetattr(STDIN_FILENO, &original) == 0
    var previousHandlers: [(Int32, SignalHandler?)] = []
    if canRestore {
      // Ctrl-C (or a hang-up) must not leave the terminal without echo after the process ends.
      settingsBeforePrompt = original
      previousHandlers = [SIGINT, SIGTERM, SIGHUP].map { ($0, signal($0, restoreTerminalAndRaise)) }
      var silent = original
      silent.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(STDIN_FILENO, TCSANOW, &silent)
    }
    defer {
      if canRestore { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
      for (number, handler) in previousHandlers { signal(number, handler) }
      FileHandle.standardError.write(Data("\n".utf8))
    }
    return readTerminalLine(from: STDIN_FILENO)
  }

  /// Reads bytes up to a newline with `read(2)`, never through the buffered `stdin`, so an end of input here leaves
  /// no end-of-file mark behind for the next read.
  static func readTerminalLine(from descriptor: Int32) -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = readByte(descriptor, &byte)
      if count == 1 {
        if byte == UInt8(ascii: "\n") { break }
        if bytes.count < maximumByteCount { bytes.append(byte) }
      } else if count == 0 {
        return nil
      } else if errno != EINTR {
        return nil
      }
    }
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// A signal handler as `signal(3)` takes and returns it (the C type's name differs between the C libraries).
#if canImport(Darwin)
  private typealias SignalHandler = sig_t
#else
  private typealias SignalHandler = __sighandler_t
#endif

/// One `read(2)` of one byte (a free function: inside ``PasswordReader`` the name `read` means its own method).
private func readByte(_ descriptor: Int32, _ byte: inout UInt8) -> Int {
  read(descriptor, &byte, 1)
}

/// The terminal's settings from before a password prompt turned echo off. Written only while the handler below is not
/// installed; read only by it.
nonisolated(unsafe) private var settingsBeforePrompt = termios()

/// Ends a password prompt interrupted by a signal: restores the terminal's echo, then lets the signal act as it would
/// have (usually ending the process).
private func restoreTerminalAndRaise(_ number: Int32) {
  tcsetattr(STDIN_FILENO, TCSANOW, &settingsBeforePrompt)
  signal(number, SIG_DFL)
  raise(number)
}
