/// Picks how the interactive shell reads lines at a terminal: with libedit's line editing when the system has it,
/// otherwise plain line input after a one-line notice.
///
/// ```swift
/// let reader = TerminalLineReader.make { notice in printOnStandardError(notice) }
/// shell.run(reading: reader)
/// ```
public enum TerminalLineReader {
  /// The names of libedit tried in order: the system's shared library (on Linux, from the `libedit2` package).
  #if canImport(Darwin)
    public static let libEditNames = ["libedit.3.dylib", "libedit.dylib"]
  #else
    public static let libEditNames = ["libedit.so.2", "libedit.so"]
  #endif

  /// A reader for a person at a terminal.
  /// - Parameters:
  ///   - libraryNames: the names of libedit to try, in order (the system's by default).
  ///   - notice: receives one line when libedit cannot be loaded, saying what is missing and how to get it.
  /// - Returns: A libedit reader (history, arrow keys), or a reader of plain lines that shows the prompt.
  public static func make(
    libraryNames: [String] = libEditNames, notice: (String) -> Void
  ) -> any ShellLineReader {
    switch EditLineLibrary.load(names: libraryNames) {
    case .success(let library):
      return EditLineReader(library: library)
    case .failure(let failure):
      notice(
        "notes: line editing is off (\(failure)); install libedit (libedit2 on Debian and Ubuntu) for history and "
          + "arrow keys")
      return StandardInputLineReader(showingPrompts: true)
    }
  }
}
