#if canImport(AppKit) && !canImport(UIKit)
  import AppKit
  import ZRouter

  /// The sign-in view on macOS: the message, a username field, a secure password field, Sign In (the default button:
  /// Return), Create Account and the error line. Sign In calls ``LoginViewController/submit(username:password:)``,
  /// Create Account ``LoginViewController/createAccount(username:password:)``.
  extension LoginViewController {
    override public func loadView() {
      let form = LoginFormView()
      form.signInButton.target = self
      form.signInButton.action = #selector(signInClicked)
      form.createAccountButton.target = self
      form.createAccountButton.action = #selector(createAccountClicked)
      view = form
      title = "Sign In"
      stateDidChange()
    }

    /// Shows the message and the error line; nothing happens before the view is loaded.
    func stateDidChange() {
      guard isViewLoaded, let form = view as? LoginFormView else { return }
      form.messageLabel.stringValue = notifyString ?? ""
      form.errorLabel.stringValue = errorMessage ?? ""
      form.errorLabel.isHidden = errorMessage == nil
    }

    @objc private func signInClicked() {
      guard let form = view as? LoginFormView else { return }
      submit(username: form.usernameField.stringValue, password: form.passwordField.stringValue)
      form.passwordField.stringValue = ""
    }

    @objc private func createAccountClicked() {
      guard let form = view as? LoginFormView else { return }
      createAccount(username: form.usernameField.stringValue, password: form.passwordField.stringValue)
      form.passwordField.stringValue = ""
    }
  }

  /// The sign-in form, stacked vertically.
  private final class LoginFormView: NSView {
    let messageLabel = NSTextField(wrappingLabelWithString: "")
    let usernameField = NSTextField(string: "")
    let passwordField = NSSecureTextField(string: "")
    let signInButton = NSButton(title: "Sign In", target: nil, action: nil)
    let createAccountButton = NSButton(title: "Create Account", target: nil, action: nil)
    let errorLabel = NSTextField(wrappingLabelWithString: "")

    init() {
      super.init(frame: NSRect(x: 0, y: 0, width: 360, height: 220))
      messageLabel.font = .preferredFont(forTextStyle: .headline)
      usernameField.placeholderString = "Username"
      usernameField.contentType = .username
      passwordField.placeholderString = "Password"
      passwordField.contentType = .password
      signInButton.keyEquivalent = "\r"
      errorLabel.textColor = .systemRed
      let stack = NSStackView(views: [
        messageLabel, usernameField, passwordField, NSStackView(views: [signInButton, createAccountButton]), errorLabel,
      ])
      stack.orientation = .vertical
      stack.alignment = .leading
      stack.spacing = 10
      stack.edgeInsets = NSEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
      stack.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: trailingAnchor),
        stack.topAnchor.constraint(equalTo: topAnchor),
        stack.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
        usernameField.widthAnchor.constraint(equalTo: stack.widthAnchor, constant: -40),
        passwordField.widthAnchor.constraint(equalTo: stack.widthAnchor, constant: -40),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
