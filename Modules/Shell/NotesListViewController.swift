import ZRouter

/// The root screen of the notes app: the note list every route starts from.
final class NotesListViewController: HeadlessViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
  }
}
