import UIKit

/// What the app shows when it cannot start: the app context's error, which says what went wrong and what to do.
final class LaunchFailureViewController: UIViewController {
  private let message: String

  init(message: String) {
    self.message = message
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    let label = UILabel()
    label.text = message
    label.numberOfLines = 0
    label.textAlignment = .center
    label.backgroundColor = .systemBackground
    view = label
  }
}
