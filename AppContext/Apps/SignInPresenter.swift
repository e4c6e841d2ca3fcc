import Login
import ZRouter

/// Shows Login's sign-in view while nobody is signed in, and takes it away once somebody is: how the iOS and macOS
/// apps ask for a sign-in at launch and after signing out.
///
/// The apps are front ends of the composition root, so they may name Login's provided view; the notes list only says
/// when a sign-in is needed.
/// ```swift
/// let signIn = SignInPresenter(onSignIn: { list.reload() })
/// signIn.presentIfSignedOut(path: .presentModally(from: list))   // macOS: .presentAsSheet(from: list)
/// ```
@MainActor
public final class SignInPresenter {
  /// The message above the form.
  nonisolated public static let message = "Sign in to see your notes, or create an account."

  private let onSignIn: @MainActor () -> Void
  private var router: ViewRouter<any LoginProvidedLoginView, ViewRouteConfig>?

  /// Creates a presenter that calls `onSignIn` after each successful sign-in, once the view is gone.
  public init(onSignIn: @escaping @MainActor () -> Void) {
    self.onSignIn = onSignIn
  }

  /// Whether the sign-in view is shown (or being shown).
  public var isPresenting: Bool {
    guard let router else { return false }
    return router.state == .routing || router.state == .routed
  }

  /// Shows the sign-in view along `path` when nobody is signed in; does nothing when somebody is, or when the view is
  /// already shown.
  /// - Returns: Whether the view is shown after the call.
  @discardableResult
  public func presentIfSignedOut(path: ViewRoutePath) -> Bool {
    if isPresenting { return true }
    let sessions = Router.makeDestination(to: RoutableService.loginProvidedSessionService)
    guard sessions?.currentUser == nil else { return false }
    router = Router.perform(to: RoutableView.loginProvidedLoginView, path: path) { config, _ in
      config.prepareDestination = { [weak self] view in
        view.notifyString = Self.message
        view.delegate = self
      }
    }
    return isPresenting
  }
}

extension SignInPresenter: @MainActor LoginProvidedLoginViewDelegate {
  /// Takes the sign-in view away, then calls `onSignIn`.
  public func didLogin() {
    router?.removeRoute()
    router = nil
    onSignIn()
  }
}
