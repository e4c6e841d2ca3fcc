#if canImport(AppKit) && !canImport(UIKit)
  import AppKit
  import NoteModel
  import ZRouter

  /// The note list on macOS: a table of the notes (double-click to open), New Note, Sync and Sign Out, and the last
  /// status under the table. AppKit has no navigation controller, so the editor opens as a sheet; the list reloads
  /// when the sheet ends.
  extension NotesListViewController: NSTableViewDataSource, NSTableViewDelegate {
    override public func loadView() {
      let list = NotesListView()
      list.table.dataSource = self
      list.table.delegate = self
      list.table.target = self
      list.table.doubleAction = #selector(rowDoubleClicked)
      list.newNoteButton.target = self
      list.newNoteButton.action = #selector(newNoteClicked)
      list.syncButton.target = self
      list.syncButton.action = #selector(syncClicked)
      list.signOutButton.target = self
      list.signOutButton.action = #selector(signOutClicked)
      view = list
      title = "Notes"
    }

    override public func viewDidAppear() {
      super.viewDidAppear()
      if let window = view.window {
        NotificationCenter.default.removeObserver(self, name: NSWindow.didEndSheetNotification, object: nil)
        NotificationCenter.default.addObserver(
          self, selector: #selector(sheetEnded), name: NSWindow.didEndSheetNotification, object: window)
      }
      reload()
    }

    /// Shows the current notes and status; nothing happens before the view is loaded.
    func stateDidChange() {
      guard isViewLoaded, let list = view as? NotesListView else { return }
      list.table.reloadData()
      list.statusLabel.stringValue = statusMessage ?? signedInUser.map { "Signed in as \($0)" } ?? ""
      list.syncButton.isHidden = !canSync
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

  /// The list's controls: the buttons above a scrolling table, the status line under it.
  private final class NotesListView: NSView {
    let table = NSTableView()
    let newNoteButton = NSButton(title: "New Note", target: nil, action: nil)
    let syncButton = NSButton(title: "Sync", target: nil, action: nil)
    let signOutButton = NSButton(title: "Sign Out", target: nil, action: nil)
    let statusLabel = NSTextField(wrappingLabelWithString: "")

    init() {
      super.init(frame: NSRect(x: 0, y: 0, width: 480, height: 520))
      table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("note")))
      table.headerView = nil
      table.columnAutoresizingStyle = .firstColumnOnlyAutoresizingStyle
      let scroll = NSScrollView()
      scroll.documentView = table
      scroll.hasVerticalScroller = true
      statusLabel.textColor = .secondaryLabelColor
      let buttons = NSStackView(views: [newNoteButton, syncButton, signOutButton])
      let stack = NSStackView(views: [buttons, scroll, statusLabel])
      stack.orientation = .vertical
      stack.alignment = .leading
      stack.edgeInsets = NSEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
      stack.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: trailingAnchor),
        stack.topAnchor.constraint(equalTo: topAnchor),
        stack.bottomAnchor.constraint(equalTo: bottomAnchor),
        scroll.widthAnchor.constraint(equalTo: stack.widthAnchor, constant: -24),
        scroll.heightAnchor.constraint(greaterThanOrEqualToConstant: 240),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
