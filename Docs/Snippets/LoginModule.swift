// The Login module and its tests' mocks and helpers (Tests/LoginTests).
import Login
import Testing

@testable import LoginTests

/// The controller the sign-in view is presented from.
@MainActor let source = HeadlessViewController()

/// What happens after signing in.
final class SignInFlow: LoginProvidedLoginViewDelegate {
  func didLogin() {}
}

@MainActor let flow = SignInFlow()
