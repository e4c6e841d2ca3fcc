import Foundation
import TestSupport
import Testing
import ViewTestSupport

@testable import ZRouterCore

/// Navigation state as a value on the SwiftUI navigation model: random stacks with sheets survive snapshot → data
/// (what `SceneStorage` keeps) → restore, through the normal routers.
@MainActor @Suite struct NavigationModelRestorationTests {
  /// Shows a random navigation on `navigation` through the routers: pushes, sheets, and pushes inside the sheets.
  static func showRandomNavigation(on navigation: NavigationModel, using random: inout SplitMix64) throws {
    let ids = ["1", "42", "a b", "ç/二", "%", "😀"]
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      let from = NavigationFixtures.top(of: navigation)
      let presents = Int.random(in: 0..<6, using: &random) == 0 && from.zix_presentedViewController == nil
      let path: ViewRoutePath = presents ? .presentModally(from: from) : .push(from: from)
      let router: ZIKAnyViewRouter?
      switch Int.random(in: 0..<5, using: &random) {
      case 0: router = ZIKAnyViewRouter.performURL("notes://notes", path: path)
      case 1:
        let url = try ZIKURLRouter.url(forPattern: "notes://notes/:id", parameters: ["id": random.pick(ids)])
        router = ZIKAnyViewRouter.performURL(url, path: path)
      case 2:
        let url = try ZIKURLRouter.url(forPattern: "notes://notes/:id/history", parameters: ["id": random.pick(ids)])
        router = ZIKAnyViewRouter.performURL(url, path: path)
      case 3: router = Router.perform(to: RoutableView<any LegacyScreenInput>(), path: path)?.router
      default: router = Router.perform(to: RoutableView<any NoteDetailInput>(), path: path)?.router
      }
      #expect(router?.state == .routed)
    }
  }

  @Test func randomStacksWithSheetsComeBackFromTheirSavedData() throws {
    try ScreenFixtures.run { _ in
      var random = SplitMix64(seed: 1_984)
      for _ in 0..<150 {
        let original = NavigationModel()
        try Self.showRandomNavigation(on: original, using: &random)
        let snapshot = try original.navigationSnapshotOrError()
        let saved: Data = try snapshot.encoded()  // what @SceneStorage keeps

        let restored = NavigationModel()
        let result = try #require(
          NavigationFixtures.restoreNow(try NavigationSnapshot(decoding: saved), on: restored))
        #expect(result.isComplete, "\(String(describing: result.problem))")
        #expect(restored.navigationSnapshot() == snapshot)
        let shape = { (model: NavigationModel) in
          NavigationFixtures.controllers(of: model).map { screen in
            "\(type(of: screen))/\((screen as? NoteScreen)?.noteID ?? (screen as? NoteHistoryScreen)?.noteID ?? "")"
          }
        }
        #expect(shape(restored) == shape(original))
        #expect((restored.sheet ?? restored.fullScreenCover) == nil || original.sheet != nil)
      }
    }
  }

  @Test func restoringRunsTheRoutersHooksAndKeepsSharedScreens() throws {
    try ScreenFixtures.run { log in
      let navigation = NavigationModel()
      ZIKAnyViewRouter.performURL("notes://notes", path: .push(from: navigation.root))
      let list = try #require(navigation.path.first)
      let target = NavigationSnapshot(entries: [
        .init(.url("notes://notes"), .push), .init(.url("notes://notes/42"), .push),
        .init(.url("notes://notes/42/history"), .present),
      ])
      let result = try #require(NavigationFixtures.restoreNow(target, on: navigation))
      #expect(result.isComplete)
      #expect(navigation.path.first === list)
      #expect((navigation.path.last as? NoteScreen)?.noteID == "42")
      #expect((navigation.sheet?.root as? NoteHistoryScreen)?.noteID == "42")
      #expect(log.events == ["Note.willPerform", "Note.didPerform"])

      // Back to the list alone: the sheet is dismissed and the note popped, through the model's own removals.
      let back = try #require(
        NavigationFixtures.restoreNow(NavigationSnapshot(entries: [target.entries[0]]), on: navigation))
      #expect(back.isComplete)
      #expect(navigation.sheet == nil)
      #expect(navigation.path.count == 1 && navigation.path.first === list)
    }
  }

  @Test func theCurrentScreensURLIsTheTopOfTheSheet() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      var outcome: NavigationResult?
      navigation.openDeepLink("notes://notes/42/history?from=mail") { outcome = $0 }
      let result = try #require(outcome)
      #expect(result.isComplete)
      #expect(navigation.path.count == 3)
      let url = try navigation.currentScreenURL()
      #expect(url == "notes://notes/42/history?from=mail")
    }
  }
}
