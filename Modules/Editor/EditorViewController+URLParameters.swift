import ZRouter

/// The editor names its note in URLs: a saved note is `[EditorViewRouter.noteIDParameter: id]`, so a URL pattern the
/// app registers for ``EditorViewRouter`` (such as `notes://notes/:id`) prints the open note and opens it again.
extension EditorViewController: URLParameterSource {
  /// The saved note's identifier under ``EditorViewRouter/noteIDParameter``; nothing for a note never saved.
  public var urlParameters: [String: String] {
    note.id.map { [EditorViewRouter.noteIDParameter: $0] } ?? [:]
  }
}
