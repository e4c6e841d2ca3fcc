import Shell
import ZRouter

/// The login view the tests route `RoutableView<any ShellRequiredLoginView>` to: it signs in through the routed
/// ``MockSessions`` and keeps every submission.
final class MockLoginViewController: HeadlessViewController, ZIKRoutableView {
  var errorMessage: String?
  /// Every user name submitted, in order.
  private(set) var submitted: [String] = []

  func submit(username: String, password: String) {
    submitted.append(username)
    let sessions = Router.makeDestination(to: RoutableService.shellRequiredSessions) as? MockSessions
    errorMessage =
      sessions?.signIn(username: username, password: password) == true
      ? nil : "wrong user name or password: check both, or create an account with signup"
  }
}

extension MockLoginViewController: @MainActor ShellRequiredLoginView {}
