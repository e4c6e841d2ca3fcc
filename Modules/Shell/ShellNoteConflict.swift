/// What a ``ShellRequiredNoteStore`` throws when a conditional write finds another state than the one expected
/// (another thread, process or sync wrote the note meanwhile, or it belongs to another account). Nothing was written.
///
/// ```swift
/// guard current == expected else { throw ShellNoteConflict(noteID: id) }
/// ```
public struct ShellNoteConflict: Error, Sendable, Equatable, CustomStringConvertible {
  /// The note whose stored state differed.
  public var noteID: String

  /// Creates the error.
  public init(noteID: String) {
    self.noteID = noteID
  }

  /// What went wrong and what to do.
  public var description: String {
    "The note \(noteID.debugDescription) changed since it was read, so nothing was stored. Read it again and retry."
  }
}
