import Foundation
import ZRouter

// Every protocol Login PROVIDES. Other modules require their own protocols; the app context adapts those to these.

/// Signs users in and out: the service Login provides.
///
/// Fetch it through the router, never by naming ``SessionService``:
/// ```swift
/// let sessions = Router.makeDestination(to: RoutableService.loginProvidedSessionService)
/// try sessions?.register(username: "alice", password: "correct horse")
/// let session = try sessions?.login(username: "alice", password: "correct horse")
/// ```
/// Every method is safe to call from any thread. Every failure is a ``LoginError``; switch on its `code`.
public protocol LoginProvidedSessionService: AnyObject {
  /// The signed-in user's name, or `nil` when nobody is signed in (or the session store cannot be read).
  ///
  /// Read from the session store on every access, so a sign-in made by another run of the app shows up.
  var currentUser: String? { get }

  /// Creates an account. It does not sign the user in.
  ///
  /// - Parameters:
  ///   - username: Not empty, no leading or trailing whitespace, no control characters.
  ///   - password: Not empty, no NUL character, at most 511 UTF-8 bytes.
  /// - Throws: ``LoginError`` with code `.emptyUsername`, `.invalidUsername`, `.emptyPassword`, `.invalidPassword`,
  ///   `.accountExists`, `.hashingFailed` or `.storeFailed`.
  func register(username: String, password: String) throws

  /// Checks the password and, when it matches, saves and returns a new session, replacing any previous one.
  ///
  /// After 5 consecutive wrong passwords the account is locked for 5 minutes; attempts during the lock are refused,
  /// the right password included. A successful sign-in resets the count. A wrong password, an unknown name and a
  /// locked account get one answer (`.signInRefused`) after the same work, so callers cannot tell which names exist.
  /// - Returns: The saved session.
  /// - Throws: ``LoginError`` with code `.emptyUsername`, `.invalidUsername`, `.emptyPassword`, `.invalidPassword`,
  ///   `.signInRefused`, `.hashingFailed` or `.storeFailed`.
  func login(username: String, password: String) throws -> LoginSession

  /// Signs the current user out by clearing the session. Logging out when nobody is signed in is not an error.
  ///
  /// - Throws: ``LoginError`` with code `.storeFailed`.
  func logout() throws
}

extension RoutableService where Protocol == any LoginProvidedSessionService {
  /// The routable key of ``LoginProvidedSessionService``, found by its name: call sites written
  /// `RoutableService.loginProvidedSessionService` type-check in time independent of the number of keys.
  public static var loginProvidedSessionService: Self { Self(declaredProtocol: Protocol.self) }
}

/// Hears from Login's sign-in view: implement it where the app reacts to a successful sign-in.
///
/// ```swift
/// final class SignInFlow: LoginProvidedLoginViewDelegate {
///   func didLogin() { showNotes() }
/// }
/// ```
/// Called on the main actor, by the view that the user signed in through.
public protocol LoginProvidedLoginViewDelegate: AnyObject {
  /// A user signed in through the view: the session is saved.
  func didLogin()
}

/// Login's sign-in view: a message above a form of username and password.
///
/// Show it through the router, never by naming ``LoginViewController``:
/// ```swift
/// Router.perform(to: RoutableView.loginProvidedLoginView, path: .presentModally(from: self)) { config, _ in
///   config.prepareDestination = { view in
///     view.notifyString = "Sign in to read this note"
///     view.delegate = self
///   }
/// }
/// ```
/// Main-actor only (the view is a view controller); conformances are `@MainActor` isolated.
public protocol LoginProvidedLoginView: AnyObject {
  /// The message shown above the form, such as why signing in is needed; `nil` shows none.
  var notifyString: String? { get set }
  /// Told when a user signed in. Held weakly, as delegates are: keep it alive yourself.
  var delegate: (any LoginProvidedLoginViewDelegate)? { get set }
  /// Why the last ``submit(username:password:)`` failed, in one line that says what to do; `nil` after a success
  /// and before any attempt.
  var errorMessage: String? { get }
  /// Signs in through the session service, as the form's button does.
  ///
  /// On success the session is saved, ``errorMessage`` becomes `nil` and ``delegate`` gets
  /// ``LoginProvidedLoginViewDelegate/didLogin()`` once. On failure ``errorMessage`` says why and the delegate is not
  /// called. Blocks while the password is checked (a yescrypt hash, tens of milliseconds).
  /// - Parameters:
  ///   - username: What the user typed as username.
  ///   - password: What the user typed as password.
  func submit(username: String, password: String)
}

extension RoutableView where Protocol == any LoginProvidedLoginView {
  /// The routable key of ``LoginProvidedLoginView``, found by its name: call sites written
  /// `RoutableView.loginProvidedLoginView` type-check in time independent of the number of keys.
  public static var loginProvidedLoginView: Self { Self(declaredProtocol: Protocol.self) }
}
