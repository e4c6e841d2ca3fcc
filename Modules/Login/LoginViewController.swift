import ZRouter

/// Login's sign-in view: Login's implementation of ``LoginProvidedLoginView``.
///
/// The state and actions are the same on every platform: the form is ``submit(username:password:)``, the message
/// above it is ``notifyString`` and the line under it is ``errorMessage``. The view on top is thin: UIKit on iOS
/// (`LoginViewController+UIKit.swift`), AppKit on macOS (`LoginViewController+AppKit.swift`), none on the headless
/// host (`LoginViewController+Headless.swift`); each state change calls `stateDidChange()`. Reach it through
/// `RoutableView.loginProvidedLoginView`; ``LoginViewRouter`` makes it and injects ``sessionService``.
/// ```swift
/// let view = Router.makeDestination(to: RoutableView.loginProvidedLoginView)
/// view?.submit(username: "alice", password: "correct horse")
/// ```
/// Main-actor only, like every view controller.
public final class LoginViewController: PlatformViewController {
  /// Signs users in; injected by ``LoginViewRouter`` (only when the caller's preparation left it `nil`).
  ///
  /// Without one, ``submit(username:password:)`` fails with a message saying how to show the view.
  public var sessionService: (any LoginProvidedSessionService)?
  /// The message shown above the form, such as why signing in is needed.
  public var notifyString: String? {
    didSet { stateDidChange() }
  }
  /// Told when a user signed in through this view; held weakly.
  public weak var delegate: (any LoginProvidedLoginViewDelegate)?
  /// Why the last submit failed, in one line that says what to do; `nil` after a success and before any attempt.
  public private(set) var errorMessage: String? {
    didSet { stateDidChange() }
  }

  /// Signs in through ``sessionService``; on success clears ``errorMessage`` and calls the delegate's `didLogin()`
  /// once, on failure sets ``errorMessage`` and leaves the delegate alone.
  ///
  /// A wrong password, an unknown username and a locked account get the same message (the service's), so the form
  /// does not tell which usernames exist.
  public func submit(username: String, password: String) {
    guard let sessionService else {
      errorMessage = Self.noServiceMessage
      return
    }
    do {
      _ = try sessionService.login(username: username, password: password)
    } catch {
      errorMessage = Self.message(for: error)
      return
    }
    errorMessage = nil
    delegate?.didLogin()
  }

  /// Creates an account through ``sessionService``, then signs in with it as ``submit(username:password:)`` does.
  ///
  /// The form's "Create Account" button. When the account cannot be created (a taken name, an empty password…)
  /// ``errorMessage`` says what to change and nobody is signed in.
  public func createAccount(username: String, password: String) {
    guard let sessionService else {
      errorMessage = Self.noServiceMessage
      return
    }
    do {
      try sessionService.register(username: username, password: password)
    } catch {
      errorMessage = Self.message(for: error)
      return
    }
    submit(username: username, password: password)
  }

  /// What the form shows when no session service was injected.
  static let noServiceMessage =
    "Signing in is unavailable: this view has no session service. Show it through RoutableView<any LoginProvidedLoginView> so its router injects one."

  /// The one-line message the form shows for a failed sign-in.
  static func message(for error: any Error) -> String {
    if let error = error as? LoginError { return LoginError.clause(error) + "." }
    return "Signing in failed: \(LoginError.clause(error)). Try again."
  }
}

extension LoginViewController: ZIKRoutableView {}
extension LoginViewController: @MainActor LoginProvidedLoginView {}
