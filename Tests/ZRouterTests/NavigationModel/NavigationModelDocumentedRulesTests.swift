import Foundation
import Testing

@testable import ZRouterCore

/// The navigation model against SwiftUI's documented `NavigationStack`, `sheet(item:)` and `fullScreenCover(item:)`
/// rules: the root is never on the path, a sheet's binding only ever dismisses, and a dismissal takes down what the
/// dismissed screen presents.
@MainActor @Suite struct NavigationModelDocumentedRulesTests {
  @Test func theRootCannotBeRemovedOrRepeatedThroughThePath() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let router = try #require(
        Router.perform(to: RoutableView<any NoteDetailInput>(), path: .push(from: navigation.root)))
      let pushed = try #require(navigation.path.first)
      // The stack "doesn't allow the root view to be removed": a path naming the root leaves it where it is.
      navigation.path = [navigation.root, pushed, pushed]
      #expect(navigation.path == [pushed])
      #expect(navigation.root.navigationModel === navigation)
      #expect(router.state == .routed)
      navigation.path = []
      #expect(router.state == .removed)
      #expect(navigation.topScreen === navigation.root)
    }
  }

  @Test func writingAnotherModelThroughTheSheetBindingChangesNothing() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let router = try #require(
        Router.perform(to: RoutableView<any NoteDetailInput>(), path: .presentAsSheet(from: navigation.root)))
      let sheet = try #require(navigation.sheet)
      navigation.sheet = NavigationModel()
      #expect(navigation.sheet === sheet)
      navigation.fullScreenCover = nil  // nothing is covered: nothing happens
      #expect(navigation.sheet === sheet)
      #expect(router.state == .routed)
    }
  }

  @Test func dismissingAFullScreenCoverThroughItsBindingEndsItsRoutes() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let router = try #require(
        Router.perform(to: RoutableView<any NoteDetailInput>(), path: .presentModally(from: navigation.root)) {
          config, _ in
          config.prepareDestination = { ($0 as? Screen)?.modalPresentation = .fullScreenCover }
        })
      let cover = try #require(navigation.fullScreenCover)
      let inner = try #require(
        Router.perform(to: RoutableView<any NoteDetailInput>(), path: .presentAsSheet(from: cover.root)))
      navigation.sheet = nil  // not the sheet binding's presentation: ignored
      #expect(router.state == .routed)
      navigation.fullScreenCover = nil  // what `dismiss()` in the cover does
      #expect(router.state == .removed)
      #expect(inner.state == .removed)
      #expect(cover.sheet == nil)
    }
  }
}
