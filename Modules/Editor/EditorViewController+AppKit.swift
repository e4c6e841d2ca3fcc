#if canImport(AppKit) && !canImport(UIKit)
  import AppKit
  import ZRouter

  /// The editor on macOS: a title field, a scrolling text view for the body, a status line, Save and Close. Every
  /// edit goes to ``EditorViewController/updateTitle(_:)`` or ``EditorViewController/updateBody(_:)``; Save calls
  /// ``EditorViewController/save()``, whose outcome the status line shows.
  extension EditorViewController {
    override public func loadView() {
      let form = EditorFormView()
      form.saveButton.target = self
      form.saveButton.action = #selector(saveClicked)
      form.closeButton.target = self
      form.closeButton.action = #selector(closeClicked)
      form.changed = { [weak self] title, body in
        self?.updateTitle(title)
        self?.updateBody(body)
      }
      view = form
      stateDidChange()
    }

    /// Shows the current state in the form; nothing happens before the view is loaded.
    func stateDidChange() {
      guard isViewLoaded, let form = view as? EditorFormView else { return }
      title = note.title.isEmpty ? "New Note" : note.title
      if form.titleField.stringValue != note.title { form.titleField.stringValue = note.title }
      if form.bodyView.string != note.body { form.bodyView.string = note.body }
      form.statusLabel.stringValue = statusMessage ?? ""
      form.saveButton.isEnabled = hasUnsavedChanges || note.id == nil
    }

    @objc private func saveClicked() {
      // A failed save leaves the edited text in place and says why in the status line.
      _ = try? save()
    }

    @objc private func closeClicked() {
      if let presenter = presentingViewController {
        presenter.dismiss(self)
      } else {
        view.window?.close()
      }
    }
  }

  /// The editor's form: title field, body text view, status line, Save and Close, stacked vertically.
  private final class EditorFormView: NSView, NSTextFieldDelegate, NSTextViewDelegate {
    let titleField = NSTextField(string: "")
    /// The body's text view, in the scroll view AppKit makes for it.
    let bodyScroll = NSTextView.scrollableTextView()
    lazy var bodyView: NSTextView = (bodyScroll.documentView as? NSTextView) ?? NSTextView()
    let statusLabel = NSTextField(labelWithString: "")
    let saveButton = NSButton(title: "Save", target: nil, action: nil)
    let closeButton = NSButton(title: "Close", target: nil, action: nil)
    /// Told the title and body after each edit.
    var changed: ((_ title: String, _ body: String) -> Void)?

    init() {
      super.init(frame: NSRect(x: 0, y: 0, width: 480, height: 360))
      titleField.placeholderString = "Title"
      titleField.font = .preferredFont(forTextStyle: .title2)
      titleField.delegate = self
      bodyView.font = .preferredFont(forTextStyle: .body)
      bodyView.isRichText = false
      bodyView.delegate = self
      statusLabel.textColor = .secondaryLabelColor
      saveButton.keyEquivalent = "s"
      saveButton.keyEquivalentModifierMask = [.command]
      closeButton.keyEquivalent = "\u{1b}"
      let buttons = NSStackView(views: [saveButton, closeButton])
      let stack = NSStackView(views: [titleField, bodyScroll, statusLabel, buttons])
      stack.orientation = .vertical
      stack.alignment = .leading
      stack.spacing = 8
      stack.edgeInsets = NSEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
      stack.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: trailingAnchor),
        stack.topAnchor.constraint(equalTo: topAnchor),
        stack.bottomAnchor.constraint(equalTo: bottomAnchor),
        titleField.widthAnchor.constraint(equalTo: stack.widthAnchor, constant: -24),
        bodyScroll.widthAnchor.constraint(equalTo: stack.widthAnchor, constant: -24),
        bodyScroll.heightAnchor.constraint(greaterThanOrEqualToConstant: 200),
      ])
    }

    required init?(coder: NSCoder) { nil }

    func controlTextDidChange(_ notification: Notification) {
      changed?(titleField.stringValue, bodyView.string)
    }

    func textDidChange(_ notification: Notification) {
      changed?(titleField.stringValue, bodyView.string)
    }
  }
#endif
