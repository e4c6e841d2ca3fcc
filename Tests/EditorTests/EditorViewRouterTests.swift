import Foundation
import Testing
import ZRouter

@testable import Editor

@MainActor @Suite struct EditorViewRouterTests {
  let stored = EditorNote(id: "note-7", title: "Groceries", body: "eggs", revision: 3)

  @Test func registrationWithMocksHasNoIssuesAndResolvesEveryKey() throws {
    try EditorTestRegistry().run {
      #expect(ZIKRouteRegistry.validate().isEmpty)
      #expect(Router.to(RoutableView.editorProvidedEditorView) != nil)
      #expect(Router.to(RoutableViewModule.editorProvidedEditorModule) != nil)
      #expect(Router.to(RoutableView.editorRequiredLoginView) != nil)
      #expect(Router.makeDestination(to: .editorRequiredNoteStore) is MockNoteStore)
    }
  }

  @Test func destinationKeyOpensANewNoteWithEveryDependencyInjected() throws {
    let store = MockNoteStore()
    let session = MockSession(user: "alice")
    let sync = MockSyncTrigger()
    try EditorTestRegistry(store: store, session: session, syncTrigger: sync, loginView: .unimplemented).run {
      let source = HeadlessViewController()
      var shown: (any EditorProvidedEditorView)?
      let router = try #require(
        Router.perform(
          to: RoutableView.editorProvidedEditorView, path: .presentModally(from: source),
          successHandler: { shown = $0 }))
      #expect(router.state == .routed)
      let editor = try #require(source.presentedViewController as? EditorViewController)
      #expect(shown === editor)
      #expect(editor.note == EditorNote())
      #expect(!editor.hasUnsavedChanges)
      #expect(editor.noteStore === store)
      #expect(editor.session === session)
      #expect(editor.syncTrigger === sync)
      #expect(store.calls.isEmpty)
    }
  }

  @Test func moduleKeyOpensTheStoredNoteInTheEditorItMade() throws {
    let store = MockNoteStore(notes: [stored])
    try EditorTestRegistry(store: store, loginView: .unimplemented).run {
      let navigation = HeadlessNavigationController(rootViewController: HeadlessViewController())
      let source = try #require(navigation.topViewController)
      var made: (any EditorProvidedEditorView)?
      let router = try #require(
        Router.perform(to: .editorProvidedEditorModule, path: .push(from: source)) {
          _, prepareModule in
          prepareModule { module in made = module.makeDestinationWith("note-7") }
        })
      #expect(router.state == .routed)
      let editor = try #require(navigation.topViewController as? EditorViewController)
      #expect(made === editor)
      #expect(editor.note == stored)
      #expect(!editor.hasUnsavedChanges)
      #expect(store.calls == [.loadNote(id: "note-7")])
      #expect((router.config as? EditorModuleConfiguration)?.noteID == "note-7")
    }
  }

  @Test func moduleKeyWithoutAChoiceOpensANewNote() throws {
    let store = MockNoteStore(notes: [stored])
    try EditorTestRegistry(store: store).run {
      let editor = try #require(
        Router.makeDestination(to: .editorProvidedEditorModule) as? EditorViewController)
      #expect(editor.note == EditorNote())
      #expect(editor.noteStore === store)
      #expect(store.calls.isEmpty)
    }
  }

  @Test func unknownNoteFailsThePerformWithDestinationUnavailableNamingTheNote() throws {
    let store = MockNoteStore(notes: [stored])
    try EditorTestRegistry(store: store, loginView: .unimplemented).run {
      let source = HeadlessViewController()
      var failure: (action: ZIKRouteAction, error: any Error)?
      var succeeded = false
      let router = Router.perform(
        to: RoutableViewModule.editorProvidedEditorModule, path: .presentModally(from: source)
      ) { config, prepareModule in
        prepareModule { module in _ = module.makeDestinationWith("missing") }
        config.successHandler = { _ in succeeded = true }
        config.errorHandler = { action, error in failure = (action, error) }
      }
      let error = try #require(failure?.error as? ZIKRouteError)
      #expect(error.code == .destinationUnavailable)
      #expect(error.localizedDescription.contains("\"missing\" does not exist"))
      #expect(failure?.action == .performRoute)
      #expect(!succeeded)
      #expect(router?.state == .unrouted)
      #expect(source.presentedViewController == nil)
      #expect(store.calls == [.loadNote(id: "missing")])
    }
  }

  @Test func makingTheEditorOfAnUnknownNoteReturnsNil() throws {
    let store = MockNoteStore()
    try EditorTestRegistry(store: store).run {
      var failed: ZIKRouteError?
      let made = Router.makeDestination(to: .editorProvidedEditorModule) {
        config, prepareModule in
        prepareModule { module in _ = module.makeDestinationWith("missing") }
        config.errorHandler = { _, error in failed = error as? ZIKRouteError }
      }
      #expect(made == nil)
      #expect(failed?.code == .destinationUnavailable)
    }
  }

  @Test func storeFailureWhileOpeningFailsThePerformWithTheStoreError() throws {
    let store = MockNoteStore(notes: [stored])
    store.failure = MockNoteStore.Failure()
    try EditorTestRegistry(store: store, loginView: .unimplemented).run {
      let source = HeadlessViewController()
      var failure: (any Error)?
      Router.perform(to: .editorProvidedEditorModule, path: .presentModally(from: source)) {
        config, prepareModule in
        prepareModule { module in _ = module.makeDestinationWith("note-7") }
        config.errorHandler = { _, error in failure = error }
      }
      let error = try #require(failure as? ZIKRouteError)
      #expect(error.code == .destinationUnavailable)
      #expect(error.localizedDescription.contains("could not open the note \"note-7\""))
      #expect(error.localizedDescription.contains("disk is full"))
      #expect(source.presentedViewController == nil)
    }
  }

  @Test func openingANoteWithoutARoutedStoreSaysWhatToRoute() throws {
    try EditorTestRegistry(store: nil, loginView: .unimplemented).run {
      let source = HeadlessViewController()
      var failure: (any Error)?
      Router.perform(to: .editorProvidedEditorModule, path: .presentModally(from: source)) {
        config, prepareModule in
        prepareModule { module in _ = module.makeDestinationWith("note-7") }
        config.errorHandler = { _, error in failure = error }
      }
      let error = try #require(failure as? ZIKRouteError)
      #expect(error.code == .destinationUnavailable)
      #expect(error.localizedDescription.contains("RoutableService<any EditorRequiredNoteStore>"))
    }
  }

  @Test func routerHoldsTheEditorWeakly() throws {
    let store = MockNoteStore(notes: [stored])
    try EditorTestRegistry(store: store, loginView: .unimplemented).run {
      let source = HeadlessViewController()
      weak var weakEditor: EditorViewController?
      let router = try #require(
        Router.perform(to: .editorProvidedEditorModule, path: .presentModally(from: source)) {
          _, prepareModule in
          prepareModule { module in weakEditor = module.makeDestinationWith("note-7") as? EditorViewController }
        })
      let editorRouter = try #require(router.router as? EditorViewRouter)
      #expect(weakEditor != nil)
      #expect(editorRouter.destination === weakEditor)
      source.dismiss(animated: false)
      #expect(weakEditor == nil)
      #expect(editorRouter.destination == nil)
    }
  }

  @Test func configurationCopyKeepsTheNoteChoice() throws {
    let configuration = EditorModuleConfiguration()
    let made = configuration.makeDestinationWith("note-7")
    configuration.animated = false
    let copy = try #require(configuration.copy() as? EditorModuleConfiguration)
    #expect(copy !== configuration)
    #expect(copy.noteID == "note-7")
    #expect(copy.madeEditor === made)
    #expect(!copy.animated)
    #expect(EditorModuleConfiguration().noteID == nil)
  }

  @Test func makingTheEditorNeitherReadsTheSessionNorAsksForSignIn() throws {
    try EditorTestRegistry(session: UnimplementedSession(), loginView: .unimplemented).run {
      let editor = try #require(
        Router.makeDestination(to: .editorProvidedEditorView) as? EditorViewController)
      #expect(editor.presentedViewController == nil)
      #expect(editor.statusMessage == nil)
    }
  }
}
