import Editor
import Testing
import ZRouter

/// A login view for tests in which the editor must not ask for a sign-in: touching it records an issue.
final class UnimplementedLoginViewController: HeadlessViewController, ZIKRoutableView {
  var message: String? {
    get {
      Issue.record("UnimplementedLoginViewController.message was read")
      return nil
    }
    set { Issue.record("UnimplementedLoginViewController.message was set to \(String(describing: newValue))") }
  }

  var delegate: (any EditorRequiredLoginViewDelegate)? {
    get {
      Issue.record("UnimplementedLoginViewController.delegate was read")
      return nil
    }
    set { Issue.record("UnimplementedLoginViewController.delegate was set") }
  }
}

extension UnimplementedLoginViewController: @MainActor EditorRequiredLoginView {}
