/// How long a note's title and body may be. The shell refuses longer ones when a note is created or edited, and
/// ``OwnedNoteStore`` refuses to save them, each with an error that says by how much to shorten them.
///
/// - A **title** is at most ``titleCharacters`` (200) characters, counted as Unicode scalars (an accent typed as a
///   combining mark counts as a character of its own), so one hostile "character" of a million combining marks is
///   as long as it looks to the store. It is one row of `list`: 200 is a long sentence, and a row stays readable.
/// - A **body** is at most ``bodyBytes`` (1 MiB) of UTF-8: a few hundred pages of text, far more than anyone types in
///   a note, while a note stays small enough to be read, compared and written whole by every sync and every save.
///
/// ```swift
/// try NoteLimits.check(title: "Groceries", body: "milk, eggs")   // passes
/// ```
public enum NoteLimits {
  /// The most Unicode scalars a title may have.
  public static let titleCharacters = 200
  /// The most UTF-8 bytes a body may have (1 MiB).
  public static let bodyBytes = 1 << 20

  /// Throws ``ShellError`` `.tooLong` when `title` is longer than ``titleCharacters``.
  public static func check(title: String) throws {
    let length = title.unicodeScalars.count
    guard length <= titleCharacters else { throw ShellError.titleTooLong(characters: length) }
  }

  /// Throws ``ShellError`` `.tooLong` when `body` is longer than ``bodyBytes``.
  public static func check(body: String) throws {
    let length = body.utf8.count
    guard length <= bodyBytes else { throw ShellError.bodyTooLong(bytes: length) }
  }

  /// Checks the title, then the body (see ``check(title:)`` and ``check(body:)``).
  public static func check(title: String, body: String) throws {
    try check(title: title)
    try check(body: body)
  }

  /// A title from elsewhere (a sync folder) shortened for one row of `list`: its first ``titleCharacters`` scalars,
  /// then `…` when it was longer.
  static func shortened(title: String) -> String {
    guard title.unicodeScalars.count > titleCharacters else { return title }
    var shortened = String.UnicodeScalarView()
    shortened.append(contentsOf: title.unicodeScalars.prefix(titleCharacters))
    return String(shortened) + "…"
  }
}
