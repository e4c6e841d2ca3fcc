#if canImport(UIKit)
  import UIKit
  import ZRouter

  /// The editor on iOS: a title field, a text view for the body, a status line, and a Save button in the navigation
  /// bar. Every edit goes to ``EditorViewController/updateTitle(_:)`` or ``EditorViewController/updateBody(_:)``;
  /// Save calls ``EditorViewController/save()``, whose outcome the status line shows.
  extension EditorViewController {
    override public func loadView() {
      let form = EditorFormView()
      form.titleField.addTarget(self, action: #selector(titleFieldChanged), for: .editingChanged)
      form.bodyChanged = { [weak self] body in self?.updateBody(body) }
      view = form
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
      stateDidChange()
    }

    /// Shows the current state in the form; nothing happens before the view is loaded.
    func stateDidChange() {
      guard let form = viewIfLoaded as? EditorFormView else { return }
      title = note.title.isEmpty ? "New Note" : note.title
      if form.titleField.text != note.title { form.titleField.text = note.title }
      if form.bodyView.text != note.body { form.bodyView.text = note.body }
      form.statusLabel.text = statusMessage
      navigationItem.rightBarButtonItem?.isEnabled = hasUnsavedChanges || note.id == nil
    }

    @objc private func titleFieldChanged() {
      guard let form = viewIfLoaded as? EditorFormView else { return }
      updateTitle(form.titleField.text ?? "")
    }

    @objc private func saveTapped() {
      // A failed save leaves the edited text in place and says why in the status line.
      _ = try? save()
    }
  }

  /// The editor's form: title field, body text view and status line, stacked vertically.
  private final class EditorFormView: UIView, UITextViewDelegate {
    let titleField = UITextField()
    let bodyView = UITextView()
    let statusLabel = UILabel()
    /// Told the body's new text after each edit.
    var bodyChanged: ((String) -> Void)?

    init() {
      super.init(frame: .zero)
      backgroundColor = .systemBackground
      titleField.placeholder = "Title"
      titleField.font = .preferredFont(forTextStyle: .title2)
      titleField.borderStyle = .none
      bodyView.font = .preferredFont(forTextStyle: .body)
      bodyView.delegate = self
      statusLabel.font = .preferredFont(forTextStyle: .footnote)
      statusLabel.textColor = .secondaryLabel
      statusLabel.numberOfLines = 0
      let stack = UIStackView(arrangedSubviews: [titleField, bodyView, statusLabel])
      stack.axis = .vertical
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 8),
        stack.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor, constant: -8),
      ])
    }

    required init?(coder: NSCoder) { nil }

    func textViewDidChange(_ textView: UITextView) {
      bodyChanged?(textView.text)
    }
  }
#endif
