import Foundation
import Testing
import ZRouter

@testable import Editor

/// Asking for a sign-in once the editor is displayed, and dismissing the login view again.
@MainActor @Suite struct EditorViewControllerLoginTests {
  @Test func displayingWhileSignedOutPresentsTheLoginViewFromTheEditor() throws {
    try EditorTestRegistry(session: MockSession(user: nil)).run {
      let source = HeadlessViewController()
      _ = try #require(
        Router.perform(to: .editorProvidedEditorView, path: .presentModally(from: source)))
      let editor = try #require(source.presentedViewController as? EditorViewController)
      let login = try #require(editor.presentedViewController as? MockLoginViewController)
      #expect(login.presentingViewController === editor)
      #expect(login.message == "Sign in to edit notes")
      #expect(login.delegate === editor)
      #expect(editor.statusMessage == "Sign in to edit notes")
      #expect(editor.loginRouter?.state == .routed)
    }
  }

  @Test func pushedEditorPresentsTheLoginViewToo() throws {
    try EditorTestRegistry(session: MockSession(user: nil)).run {
      let root = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: root)
      _ = try #require(Router.perform(to: .editorProvidedEditorView, path: .push(from: root)))
      let editor = try #require(navigation.topViewController as? EditorViewController)
      #expect(editor.presentedViewController is MockLoginViewController)
    }
  }

  @Test func finishingTheLoginDismissesTheLoginViewAndSavingWorks() throws {
    let session = MockSession(user: nil)
    let sync = MockSyncTrigger()
    try EditorTestRegistry(session: session, syncTrigger: sync).run {
      let source = HeadlessViewController()
      _ = try #require(
        Router.perform(to: .editorProvidedEditorView, path: .presentModally(from: source)))
      let editor = try #require(source.presentedViewController as? EditorViewController)
      let login = try #require(editor.presentedViewController as? MockLoginViewController)
      let loginRouter = try #require(editor.loginRouter)

      session.user = "alice"
      login.finish()
      #expect(editor.presentedViewController == nil)
      #expect(source.presentedViewController === editor)
      #expect(loginRouter.state == .removed)
      #expect(editor.loginRouter == nil)
      #expect(editor.statusMessage == "Signed in as alice")

      editor.updateTitle("Groceries")
      try editor.save()
      #expect(sync.requests == 1)
    }
  }

  @Test func finishingTheLoginWhileStillSignedOutKeepsAskingInTheStatus() throws {
    try EditorTestRegistry(session: MockSession(user: nil)).run {
      let source = HeadlessViewController()
      _ = try #require(
        Router.perform(to: .editorProvidedEditorView, path: .presentModally(from: source)))
      let editor = try #require(source.presentedViewController as? EditorViewController)
      editor.didFinishLogin()
      #expect(editor.presentedViewController == nil)
      #expect(editor.statusMessage == "Sign in to edit notes")
    }
  }

  @Test func displayingWhileSignedInPresentsNothing() throws {
    try EditorTestRegistry(session: MockSession(user: "alice"), loginView: .unimplemented).run {
      let source = HeadlessViewController()
      _ = try #require(
        Router.perform(to: .editorProvidedEditorView, path: .presentModally(from: source)))
      let editor = try #require(source.presentedViewController as? EditorViewController)
      #expect(editor.presentedViewController == nil)
      #expect(editor.statusMessage == nil)
      #expect(editor.loginRouter == nil)
    }
  }

  @Test func missingLoginViewIsReportedInTheStatus() throws {
    try EditorTestRegistry(session: MockSession(user: nil), loginView: .none).run {
      var lookupMiss: ZIKRouteAction?
      ZIKAnyViewRouter.globalErrorHandler = { _, action, _ in lookupMiss = action }
      let source = HeadlessViewController()
      _ = try #require(
        Router.perform(to: .editorProvidedEditorView, path: .presentModally(from: source)))
      let editor = try #require(source.presentedViewController as? EditorViewController)
      #expect(editor.presentedViewController == nil)
      let status = try #require(editor.statusMessage)
      #expect(status.contains("no login view is registered"))
      #expect(status.contains("RoutableView<any EditorRequiredLoginView>"))
      #expect(lookupMiss == .toView)
    }
  }

  @Test func askingAgainWhileTheLoginViewIsShownPresentsNoSecondOne() throws {
    try EditorTestRegistry(session: MockSession(user: nil)).run {
      let source = HeadlessViewController()
      _ = try #require(
        Router.perform(to: .editorProvidedEditorView, path: .presentModally(from: source)))
      let editor = try #require(source.presentedViewController as? EditorViewController)
      let login = try #require(editor.presentedViewController as? MockLoginViewController)
      let loginRouter = try #require(editor.loginRouter)
      #expect(editor.presentLoginIfSignedOut())
      #expect(editor.presentedViewController === login)
      #expect(editor.loginRouter === loginRouter)
    }
  }

  @Test func loginViewThatCannotBePresentedIsReportedInTheStatus() throws {
    try EditorTestRegistry(session: MockSession(user: nil)).run {
      let editor = try #require(
        Router.makeDestination(to: .editorProvidedEditorView) as? EditorViewController)
      editor.present(HeadlessViewController(), animated: false)
      #expect(!editor.presentLoginIfSignedOut())
      let status = try #require(editor.statusMessage)
      #expect(status.contains("could not be shown"))
      #expect(editor.loginRouter == nil)
    }
  }
}
