#if canImport(UIKit)
  import UIKit
  import ZRouter

  /// The sign-in view on iOS: the message, a username field, a password field, Sign In, Create Account and the error
  /// line. Sign In (or Return in the password field) calls ``LoginViewController/submit(username:password:)``;
  /// Create Account calls ``LoginViewController/createAccount(username:password:)``.
  extension LoginViewController {
    override public func loadView() {
      let form = LoginFormView()
      form.signInButton.addTarget(self, action: #selector(signInTapped), for: .primaryActionTriggered)
      form.passwordField.addTarget(self, action: #selector(signInTapped), for: .editingDidEndOnExit)
      form.createAccountButton.addTarget(self, action: #selector(createAccountTapped), for: .primaryActionTriggered)
      view = form
      title = "Sign In"
      stateDidChange()
    }

    /// Shows the message and the error line; nothing happens before the view is loaded.
    func stateDidChange() {
      guard let form = viewIfLoaded as? LoginFormView else { return }
      form.messageLabel.text = notifyString
      form.errorLabel.text = errorMessage
      form.errorLabel.isHidden = errorMessage == nil
    }

    @objc private func signInTapped() {
      guard let form = viewIfLoaded as? LoginFormView else { return }
      submit(username: form.usernameField.text ?? "", password: form.passwordField.text ?? "")
      form.passwordField.text = ""
    }

    @objc private func createAccountTapped() {
      guard let form = viewIfLoaded as? LoginFormView else { return }
      createAccount(username: form.usernameField.text ?? "", password: form.passwordField.text ?? "")
      form.passwordField.text = ""
    }
  }

  /// The sign-in form, stacked vertically.
  private final class LoginFormView: UIView {
    let messageLabel = UILabel()
    let usernameField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(configuration: .borderedProminent())
    let createAccountButton = UIButton(configuration: .borderless())
    let errorLabel = UILabel()

    init() {
      super.init(frame: .zero)
      backgroundColor = .systemBackground
      messageLabel.font = .preferredFont(forTextStyle: .headline)
      messageLabel.numberOfLines = 0
      usernameField.placeholder = "Username"
      usernameField.textContentType = .username
      usernameField.autocapitalizationType = .none
      usernameField.autocorrectionType = .no
      usernameField.borderStyle = .roundedRect
      passwordField.placeholder = "Password"
      passwordField.textContentType = .password
      passwordField.isSecureTextEntry = true
      passwordField.borderStyle = .roundedRect
      passwordField.returnKeyType = .go
      signInButton.setTitle("Sign In", for: .normal)
      createAccountButton.setTitle("Create Account", for: .normal)
      errorLabel.font = .preferredFont(forTextStyle: .footnote)
      errorLabel.textColor = .systemRed
      errorLabel.numberOfLines = 0
      let stack = UIStackView(arrangedSubviews: [
        messageLabel, usernameField, passwordField, signInButton, createAccountButton, errorLabel,
      ])
      stack.axis = .vertical
      stack.spacing = 12
      stack.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 24),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
