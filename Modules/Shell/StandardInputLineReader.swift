/// Reads command lines from standard input without prompts or editing: for scripts and pipes.
public final class StandardInputLineReader: ShellLineReader {
  /// Creates a reader of standard input.
  public init() {}

  /// Reads one line; the prompt is not shown (scripts get clean output).
  public func readLine(prompt: String) -> String? {
    Swift.readLine(strippingNewline: true)
  }
}
