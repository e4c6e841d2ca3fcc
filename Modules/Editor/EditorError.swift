import Foundation
import ZRouter

/// Why an editor operation failed: switch on ``code``, show ``description`` to the user.
///
/// ```swift
/// do {
///   try editor.save()
/// } catch let error as EditorError where error.code == .notSignedIn {
///   print(error)  // says what to do
/// }
/// ```
/// Errors are made by the module's internal factories, one per kind, so new kinds can be added without breaking
/// callers; ``Code`` is what to match on.
public struct EditorError: ModuleError {
  /// The kind of failure, to match with `==`. New kinds may be added; never match exhaustively.
  public let code: Code
  /// What went wrong and what to do about it, in one line.
  public let description: String
  /// For ``Code/storeFailed``: the error the store threw; `nil` for every other code.
  public internal(set) var underlyingError: (any Error)? = nil
  /// For ``Code/noteNotFound`` and ``Code/conflict``: the note's identifier; `nil` for every other code.
  public internal(set) var noteID: String? = nil

  static func notSignedIn(sessionRouted: Bool) -> EditorError {
    EditorError(
      code: .notSignedIn,
      description: sessionRouted
        ? "Nobody is signed in, so the note was not saved. Sign in, then save again."
        : "The note was not saved: Editor cannot tell who is signed in because no session is routed to it. "
          + "Route RoutableService<any EditorRequiredSession> in the app context.")
  }

  static func storeUnavailable(step: String) -> EditorError {
    EditorError(
      code: .storeUnavailable,
      description: "Editor cannot \(step): no note store is routed to it. "
        + "Route RoutableService<any EditorRequiredNoteStore> in the app context.")
  }

  static func storeFailed(step: String, underlying: any Error) -> EditorError {
    EditorError(
      code: .storeFailed,
      description:
        "The note store could not \(step): \(clause(underlying)). Your text is still in the editor; try again, "
        + "or check the store the app context routes Editor's requirements to.",
      underlyingError: underlying)
  }

  static func noteNotFound(id: String) -> EditorError {
    EditorError(
      code: .noteNotFound,
      description:
        "The note \(id.debugDescription) does not exist. Open a note that is in the list, or create a new one.",
      noteID: id)
  }

  /// The note changed since the editor loaded it (it is at `currentRevision` now), or was deleted (`nil`).
  static func conflict(id: String, editedRevision edited: Int, currentRevision: Int?) -> EditorError {
    let description =
      if let current = currentRevision {
        "The note changed since it was opened (you edited revision \(edited); it is now at revision \(current)), "
          + "so your edit was not saved and the newer version was kept. Open the note again and redo your change."
      } else {
        "The note was deleted since it was opened (you edited revision \(edited)), so your edit was not saved. "
          + "Create a new note with your text."
      }
    return EditorError(code: .conflict, description: description, noteID: id)
  }
}

extension ModuleErrorCodeOf<EditorError> {
  /// Nobody is signed in (or no session is routed to Editor), so the note cannot be saved.
  public static var notSignedIn: Self { Self() }
  /// No note store is routed to Editor.
  public static var storeUnavailable: Self { Self() }
  /// The note store threw; see ``EditorError/underlyingError``.
  public static var storeFailed: Self { Self() }
  /// No note has the identifier the editor was asked to open.
  public static var noteNotFound: Self { Self() }
  /// The note changed (or was deleted) since the editor loaded it, so the edit was not saved.
  public static var conflict: Self { Self() }
}
