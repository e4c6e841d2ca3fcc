/// Text that came from outside the app (a URL, a name in saved navigation state) as it appears in an error message:
/// whole when short, otherwise its start and its length, so a hostile 100 KB URL makes a one-line message, not a
/// 100 KB one.
enum MessageText {
  /// The most characters of an outside value a message shows.
  static let limit = 200

  /// `text` whole when it has at most ``limit`` characters; otherwise its first ``limit`` characters, an ellipsis and
  /// the full length (`notes://a…aaaa… (100014 characters)`).
  static func clipped(_ text: String) -> String {
    var end = text.startIndex
    guard text.formIndex(&end, offsetBy: limit, limitedBy: text.endIndex), end != text.endIndex else { return text }
    return "\(text[..<end])… (\(text.count) characters)"
  }
}
