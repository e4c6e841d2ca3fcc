#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads command lines from standard input without editing: for scripts and pipes (no prompts), or for a terminal
/// without libedit (prompts shown).
public final class StandardInputLineReader: ShellLineReader {
  private let showsPrompts: Bool

  /// Creates a reader of standard input.
  /// - Parameter showingPrompts: whether to print each prompt first (`false`: scripts get clean output).
  public init(showingPrompts: Bool = false) {
    showsPrompts = showingPrompts
  }

  /// Shows the prompt when asked to, then reads one line.
  public func readLine(prompt: String) -> String? {
    if showsPrompts {
      print(prompt, terminator: "")
      fflush(nil)
    }
    return Swift.readLine(strippingNewline: true)
  }
}
