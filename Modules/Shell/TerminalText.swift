/// Makes text safe to print on a terminal: control characters (escape sequences, carriage returns, NUL, …),
/// Unicode line separators and bidirectional overrides are shown as visible escapes such as `\u{1B}`, so a note's
/// title can neither forge rows of `list` nor retitle or recolour the terminal.
public enum TerminalText {
  /// One value on one line (a title, an id, a name): every control character escaped, newlines included.
  public static func field(_ text: String) -> String {
    escaped(text, keeping: [])
  }

  /// Input echoed back in a message (an id, a link the user typed): ``field(_:)``, shortened to its first 80
  /// characters and its length when longer, so a pasted 100 KB value makes a one-line error.
  public static func echo(_ text: String) -> String {
    let limit = 80
    guard text.count > limit else { return field(text) }
    return field(String(text.prefix(limit))) + "… (\(text.count) characters)"
  }

  /// Text of several lines (a note's body, help): newlines and tabs kept, every other control character escaped.
  public static func lines(_ text: String) -> String {
    escaped(text, keeping: ["\n", "\t"])
  }

  private static func escaped(_ text: String, keeping kept: Set<Unicode.Scalar>) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0) && !kept.contains($0) }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar), !kept.contains(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return result
  }

  /// Whether a terminal would act on the scalar instead of showing it.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: return bidirectionalControls.contains(scalar.value)
    }
  }

  /// Marks and overrides that reorder what follows them on screen.
  private static let bidirectionalControls: Set<UInt32> = [
    0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
  ]
}
