import AppKit

/// What the app shows when it cannot start: the app context's error, which says what went wrong and what to do.
final class LaunchFailureViewController: NSViewController {
  private let message: String

  init(message: String) {
    self.message = message
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    let label = NSTextField(wrappingLabelWithString: message)
    label.frame = NSRect(x: 0, y: 0, width: 480, height: 160)
    view = label
  }
}
