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
/// The cases live in an internal enum so new ones can be added without breaking callers; ``Code`` is what to match on.
public struct EditorError: ModuleError {
  enum Kind {
    case notSignedIn(sessionRouted: Bool)
    case storeUnavailable(step: String)
    case storeFailed(step: String, underlying: any Error)
    case noteNotFound(id: String)
    case conflict(id: String, editedRevision: Int, currentRevision: Int?)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  /// The kind of failure, to match with `==`. New kinds may be added; never match exhaustively.
  public var code: Code {
    switch kind {
    case .notSignedIn: .notSignedIn
    case .storeUnavailable: .storeUnavailable
    case .storeFailed: .storeFailed
    case .noteNotFound: .noteNotFound
    case .conflict: .conflict
    }
  }

  /// For ``Code/storeFailed``: the error the store threw; `nil` for every other code.
  public var underlyingError: (any Error)? {
    if case .storeFailed(_, let underlying) = kind { return underlying }
    return nil
  }

  /// For ``Code/noteNotFound`` and ``Code/conflict``: the note's identifier; `nil` for every other code.
  public var noteID: String? {
    switch kind {
    case .noteNotFound(let id), .conflict(let id, _, _): id
    default: nil
    }
  }

  /// What went wrong and what to do about it, in one line.
  public var description: String {
    switch kind {
    case .notSignedIn(sessionRouted: true):
      return "Nobody is signed in, so the note was not saved. Sign in, then save again."
    case .notSignedIn(sessionRouted: false):
      return "The note was not saved: Editor cannot tell who is signed in because no session is routed to it. "
        + "Route RoutableService<any EditorRequiredSession> in the app context."
    case .storeUnavailable(let step):
      return "Editor cannot \(step): no note store is routed to it. "
        + "Route RoutableService<any EditorRequiredNoteStore> in the app context."
    case .storeFailed(let step, let underlying):
      return
        "The note store could not \(step): \(Self.clause(underlying)). Your text is still in the editor; try again, "
        + "or check the store the app context routes Editor's requirements to."
    case .noteNotFound(let id):
      return "The note \(id.debugDescription) does not exist. Open a note that is in the list, or create a new one."
    case .conflict(_, let edited, let current?):
      return "The note changed since it was opened (you edited revision \(edited); it is now at revision \(current)), "
        + "so your edit was not saved and the newer version was kept. Open the note again and redo your change."
    case .conflict(_, let edited, nil):
      return "The note was deleted since it was opened (you edited revision \(edited)), so your edit was not saved. "
        + "Create a new note with your text."
    }
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
