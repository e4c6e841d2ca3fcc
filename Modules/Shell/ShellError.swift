import Foundation
import ZRouter

/// Why a shell command (or a write of ``OwnedNoteStore``) failed: ``code`` names the kind, ``description`` is one
/// line that says what to do.
///
/// ```swift
/// catch let error as ShellError where error.code == .notSignedIn { print("sign in first") }
/// ```
public struct ShellError: ModuleError {
  /// The kind of failure, to match with `==`. New kinds may be added; never match exhaustively.
  public let code: Code
  /// What went wrong and what to do, on one line.
  public let description: String

  static var passwordCancelled: ShellError {
    ShellError(code: .noPassword, description: "cancelled: no password was typed (input ended)")
  }

  static var passwordEmpty: ShellError {
    ShellError(code: .noPassword, description: "no password given: type it when asked")
  }

  /// The two passwords typed for a new account of `shown` (made safe for a terminal) differ.
  static func passwordsDiffer(user shown: String) -> ShellError {
    ShellError(
      code: .passwordsDiffer,
      description: "the two passwords differ, so no account was created: run signup \(shown) again")
  }

  static var loginViewUnavailable: ShellError {
    ShellError(code: .viewUnavailable, description: "the login view could not be shown")
  }

  static var editorUnavailable: ShellError {
    ShellError(code: .viewUnavailable, description: "the editor could not be opened")
  }

  /// The login form refused the sign-in with `message`, which already says what to do.
  static func signInFailed(_ message: String) -> ShellError {
    ShellError(code: .signInFailed, description: message)
  }

  /// A deep link could not be opened; `problem` says why and what to do.
  static func linkNotOpened(_ url: String, problem: String) -> ShellError {
    ShellError(code: .linkNotOpened, description: "\(url) was not opened: \(clause(problem))")
  }

  /// The current screen has no URL; `problem` says why.
  static func noURL(_ problem: String) -> ShellError {
    ShellError(code: .noURL, description: "the current screen has no URL: \(clause(problem))")
  }

  static var syncOff: ShellError {
    ShellError(
      code: .syncOff,
      description: "sync is off: no sync folder was given, so there is nothing to sync with: "
        + "start notes with --sync-folder <folder> (an existing folder shared with your other devices)")
  }

  /// A title of `characters` Unicode scalars, more than ``NoteLimits/titleCharacters``.
  static func titleTooLong(characters: Int) -> ShellError {
    ShellError(
      code: .tooLong,
      description: "the title is \(characters) characters long, and a title may have at most "
        + "\(NoteLimits.titleCharacters): shorten it (the body can hold the rest), then save again")
  }

  /// A body of `bytes` bytes of UTF-8, more than ``NoteLimits/bodyBytes``.
  static func bodyTooLong(bytes: Int) -> ShellError {
    ShellError(
      code: .tooLong,
      description: "the body is \(bytes) bytes long, and a body may have at most \(NoteLimits.bodyBytes) "
        + "(1 MiB): shorten it or split it into several notes, then save again")
  }

  /// `shown` (made safe for a terminal) is a link to no screen of the notes app.
  static func unknownLink(_ shown: String) -> ShellError {
    ShellError(
      code: .linkNotOpened,
      description: "\(shown) is not a link to a screen of the notes app: open notes://notes for the list, or "
        + "notes://notes/<id> for a note (run 'list' to see the ids)")
  }

  /// Saving `what` needs a sign-in (`signIn` says how); `kept` when the command runs again after the next login.
  static func notSignedIn(what: String, signIn: String, kept: Bool) -> ShellError {
    ShellError(
      code: .notSignedIn,
      description: kept
        ? "nobody is signed in, so \(what) is not saved yet: sign in with: \(signIn) and it is saved then"
        : "nobody is signed in, so \(what) was not saved and is not kept: sign in with: \(signIn), then run this command again"
    )
  }

  /// A service the command needs (the note store, the session service, the tag store) has no route.
  static func unavailable(_ what: String) -> ShellError {
    ShellError(code: .unavailable, description: "\(what) is not available: the app did not register it")
  }

  /// A write of ``OwnedNoteStore`` while nobody is signed in.
  static var signedOut: ShellError {
    ShellError(
      code: .notSignedIn,
      description: "nobody is signed in, and notes belong to the account that wrote them: sign in first")
  }

  /// The signed-in user has no note with the id `id`.
  static func noteNotOwned(_ id: String) -> ShellError {
    ShellError(
      code: .noteNotFound,
      description: "no note of yours has the id \(id.debugDescription): run 'list' to see your notes")
  }

  /// No note id starts with `shown` (made safe for a terminal).
  static func noteNotFound(prefix shown: String) -> ShellError {
    ShellError(code: .noteNotFound, description: "no note id starts with \"\(shown)\": run 'list' to see the ids")
  }

  /// A command named the note `shown` (made safe for a terminal) while nobody is signed in, so no note is visible.
  static func signedOutNoNote(prefix shown: String) -> ShellError {
    ShellError(
      code: .notSignedIn,
      description: "nobody is signed in, so no note \"\(shown)\" can be found (each account sees its own notes): "
        + "sign in with: login <user> (or create an account with: signup <user>)")
  }

  /// `count` note ids start with `shown` (made safe for a terminal).
  static func ambiguousID(prefix shown: String, count: Int) -> ShellError {
    ShellError(code: .ambiguousID, description: "\"\(shown)\" matches \(count) notes: type more of the id")
  }
}

extension ModuleErrorCodeOf<ShellError> {
  /// A service the command needs has no route in the registry.
  public static var unavailable: Self { Self() }
  /// No password was typed (the input ended, or the line was empty).
  public static var noPassword: Self { Self() }
  /// The password and its repetition differ.
  public static var passwordsDiffer: Self { Self() }
  /// A view route (the login view, the editor) failed without an error of its own.
  public static var viewUnavailable: Self { Self() }
  /// The login form refused the sign-in.
  public static var signInFailed: Self { Self() }
  /// The command syncs, but the app runs without a sync folder.
  public static var syncOff: Self { Self() }
  /// A deep link named no screen the shell can open, or its note does not exist.
  public static var linkNotOpened: Self { Self() }
  /// The current screen cannot be printed as a URL.
  public static var noURL: Self { Self() }
  /// The command writes a note, and nobody is signed in.
  public static var notSignedIn: Self { Self() }
  /// No note of the signed-in user has the given id, or no id starts with the given prefix.
  public static var noteNotFound: Self { Self() }
  /// Several note ids start with the given prefix.
  public static var ambiguousID: Self { Self() }
  /// A title or body is longer than ``NoteLimits`` allows.
  public static var tooLong: Self { Self() }
}
