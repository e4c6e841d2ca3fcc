import Foundation
import Testing
import ViewTestSupport

@testable import ZRouterCore

/// Presenting routes on a SwiftUI navigation model: sheets and full-screen covers as navigation models of their own,
/// dismissed by routers or by the user swiping a sheet down (SwiftUI setting `sheet` to `nil`).
@MainActor @Suite struct NavigationModelPresentationTests {
  @Test func presentModallyShowsTheScreenAsASheetAndRemoveRouteDismissesIt() throws {
    try ScreenFixtures.run { log in
      let navigation = NavigationModel()
      let router = try #require(
        Router.perform(to: RoutableView<any NoteDetailInput>(), path: .presentModally(from: navigation.root)))
      let sheet = try #require(navigation.sheet)
      let screen = try #require(sheet.root as? NoteScreen)
      #expect(navigation.fullScreenCover == nil)
      #expect(sheet.presentingScreen === navigation.root)
      #expect(screen.zix_presentingViewController === navigation.root)
      #expect(navigation.root.zix_presentedViewController === screen)
      #expect(log.events == ["Note.willPerform", "Note.didPerform"])
      log.clear()
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(navigation.sheet == nil)
      #expect(screen.navigationModel == nil)
      #expect(log.events == ["Note.willRemove", "Note.didRemove"])
    }
  }

  @Test func aScreenAskingForAFullScreenCoverGetsOne() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let router = try #require(
        Router.perform(to: RoutableView<any NoteDetailInput>(), path: .presentModally(from: navigation.root)) {
          config, _ in
          config.prepareDestination = { ($0 as? Screen)?.modalPresentation = .fullScreenCover }
        })
      #expect(navigation.sheet == nil)
      #expect(navigation.fullScreenCover?.root is NoteScreen)
      router.removeRoute()
      #expect(navigation.fullScreenCover == nil)
    }
  }

  @Test func swipingTheSheetDownEndsTheRoutesOfEveryScreenItShowed() throws {
    try ScreenFixtures.run { log in
      let navigation = NavigationModel()
      let presentRouter = try #require(
        Router.perform(
          to: RoutableView<any NoteListInput>(), path: .presentModally(from: navigation.root),
          configuring: { _, _ in }, removing: { log.install(onRemoval: $0) }))
      let sheet = try #require(navigation.sheet)
      // The presented screen pushes inside its own stack.
      let pushRouter = try #require(
        Router.perform(to: RoutableView<any NoteDetailInput>(), path: .push(from: sheet.root)))
      #expect(sheet.path.first is NoteScreen)
      log.clear()
      navigation.sheet = nil  // what `.sheet(item:)` does when the user swipes the sheet down
      #expect(presentRouter.state == .removed)
      #expect(pushRouter.state == .removed)
      #expect(
        log.events(startingWith: "remove.") == [
          "remove.prepareDestination", "remove.success", "remove.completion true RemoveRoute",
          "remove.performerSuccess",
        ])
      #expect(log.events(startingWith: "Note.") == ["Note.willRemove", "Note.didRemove"])
      #expect(presentRouter.canPerform)
      presentRouter.performRoute()
      #expect(navigation.sheet?.root is NoteListScreen)
    }
  }

  @Test func presentingWhileASheetIsUpFailsAndTheFirstSheetStays() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      _ = try #require(
        Router.perform(to: RoutableView<any NoteListInput>(), path: .presentModally(from: navigation.root)))
      let first = try #require(navigation.sheet)
      var reported: (any Error)?
      let second = Router.perform(to: RoutableView<any NoteDetailInput>(), path: .presentModally(from: navigation.root))
      {
        config, _ in config.errorHandler = { _, error in reported = error }
      }
      #expect(second?.state != .routing)
      #expect((reported as? ZIKViewRouteError)?.code == .invalidSource)
      #expect(navigation.sheet === first)
    }
  }

  @Test func aSheetPresentsASheetOfItsOwnAndDismissingTheFirstDismissesBoth() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let outer = try #require(
        Router.perform(to: RoutableView<any NoteListInput>(), path: .presentModally(from: navigation.root)))
      let sheet = try #require(navigation.sheet)
      let inner = try #require(
        Router.perform(to: RoutableView<any NoteDetailInput>(), path: .presentModally(from: sheet.root)))
      #expect(sheet.sheet?.root is NoteScreen)
      navigation.dismissPresentation()
      #expect(navigation.sheet == nil)
      #expect(outer.state == .removed)
      #expect(inner.state == .removed)
    }
  }

  @Test func removingTheRouteOfASheetThatPresentsAnotherRemovesBoth() async throws {
    try await ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let outer = try #require(
        Router.perform(to: RoutableView<any NoteListInput>(), path: .presentModally(from: navigation.root)))
      let sheet = try #require(navigation.sheet)
      let inner = try #require(
        Router.perform(to: RoutableView<any NoteDetailInput>(), path: .presentModally(from: sheet.root)))
      try await outer.removeRouteAsync()
      #expect(navigation.sheet == nil)
      #expect(outer.state == .removed)
      #expect(inner.state == .removed)
    }
  }

  @Test func aScreenInASheetDismissesItsSheetAsSwiftUIsDismissDoes() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let router = try #require(
        Router.perform(to: RoutableView<any NoteListInput>(), path: .presentModally(from: navigation.root)))
      let sheet = try #require(navigation.sheet)
      _ = try #require(Router.perform(to: RoutableView<any NoteDetailInput>(), path: .push(from: sheet.root)))
      var result: HostTransitionResult?
      sheet.topScreen.zix_dismiss(animated: true) { result = $0 }
      #expect(result == .completed)
      #expect(navigation.sheet == nil)
      #expect(router.state == .removed)
      navigation.zix_dismiss(animated: true) { result = $0 }
      #expect(result != .completed)
    }
  }

  @Test func aPopoverIsNotASwiftUIModelPresentationAndFailsWithTheHostsReason() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      var reported: (any Error)?
      let router = Router.perform(
        to: RoutableView<any NoteDetailInput>(),
        path: .presentAsPopover(from: navigation.root) { $0.sourceView = navigation.root.zix_view as? HeadlessView }
      ) { config, _ in config.errorHandler = { _, error in reported = error } }
      #expect(router?.state != .routing)
      #expect(navigation.sheet == nil)
      let error = try #require(reported as? ZIKViewRouteError)
      #expect(error.code == .unbalancedTransition)
      #expect("\(error)".contains("sheets and full-screen covers"))
    }
  }

  @Test func showPushesOnTheModelAndShowDetailPresents() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let shown = try #require(
        Router.perform(to: RoutableView<any NoteListInput>(), path: .show(from: navigation.root)))
      #expect(navigation.path.first is NoteListScreen)
      let detail = try #require(
        Router.perform(to: RoutableView<any NoteDetailInput>(), path: .showDetail(from: navigation.topScreen)))
      #expect(navigation.sheet?.root is NoteScreen)
      detail.removeRoute()
      shown.removeRoute()
      #expect(navigation.sheet == nil)
      #expect(navigation.path.isEmpty)
      #expect(shown.state == .removed && detail.state == .removed)
    }
  }
}
