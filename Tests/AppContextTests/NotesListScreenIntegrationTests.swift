import Foundation
import Testing
import ZRouter

@testable import AppContext
@testable import Shell

/// The windowed apps' note list on the headless host, over the real app context: the same state and actions the
/// UIKit and AppKit views show.
@MainActor @Suite struct NotesListScreenIntegrationTests {
  /// Runs `body` with a started app (syncing through the folders' shared folder) and a list in a navigation stack.
  func withList(
    _ folders: TemporaryFolders, device: String = "a", syncing: Bool = true,
    _ body: (NotesListViewController, HeadlessNavigationController, AppContext) throws -> Void
  ) throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      let app = try AppContext.start(folders.configuration(device: device, syncing: syncing))
      let list = NotesListViewController()
      let navigation = HeadlessNavigationController(rootViewController: list)
      try body(list, navigation, app)
    }
  }

  @Test func signedOutTheListIsEmptyAndAsksForASignIn() throws {
    let folders = try TemporaryFolders()
    try withList(folders) { list, _, _ in
      var asked = 0
      list.onSignInNeeded = { asked += 1 }
      list.reload()
      #expect(list.signedInUser == nil)
      #expect(list.notes.isEmpty)
      #expect(asked == 1)
    }
  }

  @Test func aNewNoteIsPushedEditedSavedAndListedForItsOwnerOnly() throws {
    let folders = try TemporaryFolders()
    try withList(folders) { list, navigation, app in
      let sessions = try app.sessionService()
      try sessions.register(username: "ada", password: "correct horse")
      try sessions.register(username: "bob", password: "battery staple")
      try signIn("ada", "correct horse")
      list.reload()
      #expect(list.signedInUser == "ada")
      #expect(list.notes.isEmpty)

      let editor = try #require(list.openNote(nil))
      #expect(navigation.viewControllers.count == 2)
      #expect(navigation.topViewController === editor as AnyObject)
      editor.updateTitle("Groceries")
      editor.updateBody("milk")
      try editor.saveNote()
      list.reload()
      #expect(list.notes.map(\.title) == ["Groceries"])

      // Opening an existing note replaces the editor the list opened before.
      let reopened = try #require(list.openNote(list.notes[0].id))
      #expect(reopened.noteTitle == "Groceries")
      #expect(navigation.viewControllers.count == 2)

      var asked = 0
      list.onSignInNeeded = { asked += 1 }
      list.signOut()
      #expect(list.notes.isEmpty)
      #expect(asked == 1)
      try signIn("bob", "battery staple")
      list.reload()
      #expect(list.signedInUser == "bob")
      #expect(list.notes.isEmpty, "ada's note is not bob's")
    }
  }

  @Test func anUnknownNoteLeavesTheListAndSaysWhy() throws {
    let folders = try TemporaryFolders()
    try withList(folders) { list, navigation, app in
      try app.sessionService().register(username: "ada", password: "correct horse")
      try signIn("ada", "correct horse")
      #expect(list.openNote("no-such-note") == nil)
      #expect(navigation.viewControllers.count == 1)
      let message = try #require(list.statusMessage)
      #expect(message.contains("no-such-note"))
    }
  }

  @Test func syncSaysWhatTheCommandLineSaysAndBringsInTheOtherDevicesNotes() throws {
    let folders = try TemporaryFolders()
    try withList(folders, device: "a") { list, _, app in
      try app.sessionService().register(username: "ada", password: "correct horse")
      try signIn("ada", "correct horse")
      let editor = try #require(list.openNote(nil))
      editor.updateTitle("From A")
      try editor.saveNote()
    }
    try withList(folders, device: "b") { list, _, app in
      try app.sessionService().register(username: "ada", password: "correct horse")
      try signIn("ada", "correct horse")
      list.reload()
      #expect(list.notes.isEmpty)
      list.sync()
      let status = try #require(list.statusMessage)
      #expect(status.hasPrefix("Synced: "), "\(status)")
      #expect(list.notes.map(\.title) == ["From A"])
    }
  }

  @Test func withoutSyncTheListCannotSyncAndSaysSo() throws {
    let folders = try TemporaryFolders()
    try withList(folders, syncing: false) { list, _, _ in
      #expect(!list.canSync)
      list.sync()
      #expect(list.statusMessage == NotesShell.oneLine(ShellError.syncOff))
    }
  }

  @Test func deletingANoteTakesItOffTheList() throws {
    let folders = try TemporaryFolders()
    try withList(folders, syncing: false) { list, _, app in
      try app.sessionService().register(username: "ada", password: "correct horse")
      try signIn("ada", "correct horse")
      let editor = try #require(list.openNote(nil))
      editor.updateTitle("Old")
      try editor.saveNote()
      list.reload()
      list.deleteNote(try #require(list.notes.first?.id))
      #expect(list.notes.isEmpty)
    }
  }

  /// Signs in through the login view, as the apps' sign-in view does.
  private func signIn(_ user: String, _ password: String) throws {
    let login = try #require(Router.makeDestination(to: .shellRequiredLoginView))
    login.submit(username: user, password: password)
    #expect(login.errorMessage == nil)
  }
}
