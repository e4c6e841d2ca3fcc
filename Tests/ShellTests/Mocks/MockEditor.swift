import Foundation
import Shell
import ZRouter

/// The module configuration of ``MockEditorRouter``: the note the shell chose (`nil`: a new note).
final class MockEditorModuleConfiguration: ZIKViewRouteConfiguration, ShellRequiredEditorModule {
  var noteID: String?

  func chooseNote(_ noteID: String?) { self.noteID = noteID }

  override func copy(with zone: NSZone? = nil) -> Any {
    let copied = super.copy(with: zone)
    (copied as? MockEditorModuleConfiguration)?.noteID = noteID
    return copied
  }
}

/// The editor the tests route the shell's editor module to: it edits one note and saves it through the signed-in
/// user's view of the routed note store (``OwnedNoteStore``), conditional on the version it opened.
final class MockEditorViewController: HeadlessViewController, ZIKRoutableView, ShellRequiredEditorView {
  private(set) var noteID: String?
  private(set) var noteTitle = ""
  private(set) var noteBody = ""
  private(set) var noteRevision = 0
  /// What the store held when the note was opened or last saved.
  private var base = ShellNoteState.absent

  /// Shows a stored note.
  func open(_ note: ShellNote) {
    noteID = note.id
    noteTitle = note.title
    noteBody = note.body
    noteRevision = note.revision
    base = .note(note)
  }

  func updateTitle(_ title: String) { noteTitle = title }

  func updateBody(_ body: String) { noteBody = body }

  func saveNote() throws {
    guard let notes = OwnedNoteStore.routed() else { throw MockEditorError(description: "no note store is routed") }
    let note = ShellNote(id: noteID ?? UUID().uuidString, title: noteTitle, body: noteBody)
    let saved = try notes.save(note, expecting: base)
    open(saved)
  }
}

/// Why the mock editor could not save.
struct MockEditorError: Error, CustomStringConvertible {
  let description: String
}

/// Routes `RoutableViewModule<any ShellRequiredEditorModule>` to ``MockEditorViewController``; a note that the
/// signed-in user does not have makes no editor.
final class MockEditorRouter: ZIKViewRouter<MockEditorViewController, MockEditorModuleConfiguration> {
  override class func registerRoutableDestination() {
    registerView(MockEditorViewController.self)
    register(RoutableViewModule<any ShellRequiredEditorModule>())
  }

  override class func defaultRouteConfiguration() -> MockEditorModuleConfiguration { MockEditorModuleConfiguration() }

  override func destination(with configuration: MockEditorModuleConfiguration) -> MockEditorViewController? {
    let editor = MockEditorViewController()
    guard let noteID = configuration.noteID else { return editor }
    guard let note = try? OwnedNoteStore.routed()?.note(id: noteID) else { return nil }
    editor.open(note)
    return editor
  }
}
