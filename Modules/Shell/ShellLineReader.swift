/// Where the shell reads its command lines from: a terminal with line editing, or plain standard input.
///
/// ```swift
/// let reader: any ShellLineReader = isatty(STDIN_FILENO) == 1 ? EditLineReader() : StandardInputLineReader()
/// while let line = reader.readLine(prompt: "notes> ") { … }
/// ```
public protocol ShellLineReader: AnyObject {
  /// Shows `prompt` (when the reader shows prompts) and reads one line without its newline.
  ///
  /// - Returns: The line, or `nil` at the end of input (Ctrl-D at the start of a terminal line, or the end of a file).
  func readLine(prompt: String) -> String?
}
