/// Splits a command line into words: spaces separate, `"…"` and `'…'` group, `\` escapes the next character.
enum ShellTokenizer {
  /// Why a line could not be split.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func split(_ line: String) throws -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaping = false
    for character in line {
      if escaping {
        current.append(character)
        escaping = false
        inWord = true
      } else if character == "\\" {
        escaping = true
      } else if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character.isWhitespace {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if let quote { throw Failure(description: "unclosed \(quote) quote: close it and try again") }
    if escaping { throw Failure(description: "a line cannot end with \\") }
    if inWord { words.append(current) }
    return words
  }
}
