/// How the editor stores a title: one line of text without control characters.
enum EditorTitle {
  /// `title` with tabs and line breaks turned into spaces and every other control character (C0, DEL, C1, the
  /// bidirectional overrides) removed, so a stored title can never forge a line or drive a terminal.
  static func oneLine(_ title: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in title.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x2028, 0x2029: result.append(" ")
      case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
