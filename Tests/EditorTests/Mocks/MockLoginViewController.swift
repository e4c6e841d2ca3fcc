import Editor
import ZRouter

/// The login view the tests route `RoutableView<any EditorRequiredLoginView>` to: it only keeps what the editor gave it.
final class MockLoginViewController: HeadlessViewController, ZIKRoutableView {
  var message: String?
  weak var delegate: (any EditorRequiredLoginViewDelegate)?

  /// What a real login view does once the user signed in (or gave up): tells its delegate.
  func finish() {
    delegate?.didFinishLogin()
  }
}

extension MockLoginViewController: @MainActor EditorRequiredLoginView {}
