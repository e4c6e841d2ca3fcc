#if canImport(UIKit)
  import NoteModel
  import UIKit
  import ZRouter

  /// The note list on iOS: a table of the notes (tap to open, swipe to delete, pull to sync), a + button for a new
  /// note, Sync in the toolbar, Sign Out, and the last status under the notes. The editor is pushed onto the
  /// navigation controller the list is the root of.
  extension NotesListViewController: UITableViewDataSource, UITableViewDelegate {
    override public func loadView() {
      let table = UITableView(frame: .zero, style: .insetGrouped)
      table.dataSource = self
      table.delegate = self
      let refresh = UIRefreshControl()
      refresh.addTarget(self, action: #selector(pulledToSync), for: .valueChanged)
      table.refreshControl = refresh
      view = table
      title = "Notes"
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .add, target: self, action: #selector(newNoteTapped))
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Sign Out", style: .plain, target: self, action: #selector(signOutTapped))
      toolbarItems = [
        UIBarButtonItem(title: "Sync", style: .plain, target: self, action: #selector(syncTapped))
      ]
    }

    override public func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      navigationController?.setToolbarHidden(!canSync, animated: animated)
    }

    override public func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      // Back from the editor (or at launch): the notes may have changed; a sign-in is asked for from here.
      reload()
    }

    /// Shows the current notes and status; nothing happens before the view is loaded.
    func stateDidChange() {
      guard let table = viewIfLoaded as? UITableView else { return }
      navigationItem.prompt = signedInUser.map { "Signed in as \($0)" }
      table.reloadData()
    }

    /// The editor is pushed onto the list's navigation controller.
    var editorPath: ViewRoutePath { .push(from: self) }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let note = notes[indexPath.row]
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "note")
        ?? UITableViewCell(style: .subtitle, reuseIdentifier: "note")
      var content = cell.defaultContentConfiguration()
      content.text = note.title.isEmpty ? "Untitled" : note.title
      content.secondaryText = "\(note.updatedAt.formatted(date: .abbreviated, time: .shortened)) · r\(note.revision)"
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
      return cell
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      statusMessage ?? (notes.isEmpty && signedInUser != nil ? "No notes yet. Tap + to write one." : nil)
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      openNote(notes[indexPath.row].id)
    }

    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete else { return }
      deleteNote(notes[indexPath.row].id)
    }

    @objc private func newNoteTapped() { openNote(nil) }

    @objc private func syncTapped() { sync() }

    @objc private func signOutTapped() { signOut() }

    @objc private func pulledToSync(_ control: UIRefreshControl) {
      sync()
      control.endRefreshing()
    }
  }
#endif
