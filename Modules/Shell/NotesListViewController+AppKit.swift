#if canImport(AppKit) && !canImport(UIKit)
  import AppKit
  import ZRouter

  /// The note list on macOS: a table of the notes (double-click to open), New, Sync and Sign Out buttons, and the
  /// last status under the table. AppKit has no navigation controller, so the editor opens as a sheet; the list
  /// reloads when the sheet ends.
  extension NotesListViewController: NSTableViewDataSource, NSTableViewDelegate {
    override public func loadView() {
      let table = NSTableView()
      table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("note")))
      table.headerView = nil
      table.dataSource = self
      table.delegate = self
      table.target = self
      table.doubleAction = #selector(rowDoubleClicked)
      let scroll = NSScrollView()
      scroll.documentView = table
      scroll.hasVerticalScroller = true
      let status = NSTextField(wrappingLabelWithString: "")
      status.textColor = .secondaryLabelColor
      let buttons = NSStackView(views: [
        NSButton(title: "New Note", target: self, action: #selector(newNoteClicked)),
        NSButton(title: "Sync", target: self, action: #selector(syncClicked)),
        NSButton(title: "Sign Out", target: self, action: #selector(signOutClicked)),
      ])
      let stack = NSStackView(views: [buttons, scroll, status])
      stack.orientation = .vertical
      stack.alignment = .leading
      stack.edgeInsets = NSEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
      stack.frame = NSRect(x: 0, y: 0, width: 480, height: 520)
      scroll.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([scroll.widthAnchor.constraint(equalTo: stack.widthAnchor, constant: -24)])
      view = stack
      title = "Notes"
    }

    override public func viewDidAppear() {
      super.viewDidAppear()
      if let window = view.window {
        NotificationCenter.default.addObserver(
          self, selector: #selector(sheetEnded), name: NSWindow.didEndSheetNotification, object: window)
      }
      reload()
    }

    /// Shows the current notes and status; nothing happens before the view is loaded.
    func stateDidChange() {
      guard isViewLoaded, let stack = view as? NSStackView, stack.arrangedSubviews.count == 3,
        let table = (stack.arrangedSubviews[1] as? NSScrollView)?.documentView as? NSTableView,
        let status = stack.arrangedSubviews[2] as? NSTextField
      else { return }
      table.reloadData()
      status.stringValue = statusMessage ?? signedInUser.map { "Signed in as \($0)" } ?? ""
      (stack.arrangedSubviews[0] as? NSStackView)?.arrangedSubviews.dropFirst().first.map {
        $0.isHidden = !canSync
      }
    }

    /// AppKit has no navigation controller: the editor opens as a sheet over the list's window.
    var editorPath: ViewRoutePath { .presentAsSheet(from: self) }

    public func numberOfRows(in tableView: NSTableView) -> Int { notes.count }

    public func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
      let note = notes[row]
      let title = note.title.isEmpty ? "Untitled" : note.title
      let date = note.updatedAt.formatted(date: .abbreviated, time: .shortened)
      return NSTextField(labelWithString: "\(title)  —  \(date) · r\(note.revision)")
    }

    @objc private func rowDoubleClicked(_ table: NSTableView) {
      guard notes.indices.contains(table.clickedRow) else { return }
      openNote(notes[table.clickedRow].id)
    }

    @objc private func sheetEnded() { reload() }

    @objc private func newNoteClicked() { openNote(nil) }

    @objc private func syncClicked() { sync() }

    @objc private func signOutClicked() { signOut() }
  }
#endif
