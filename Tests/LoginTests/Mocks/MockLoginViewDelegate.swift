import Login

/// A ``LoginProvidedLoginViewDelegate`` that counts sign-ins.
final class MockLoginViewDelegate: LoginProvidedLoginViewDelegate {
  private(set) var didLoginCount = 0

  func didLogin() { didLoginCount += 1 }
}
