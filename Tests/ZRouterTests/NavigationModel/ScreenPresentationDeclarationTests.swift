import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// A video player's routable protocol: a screen that is always a full-screen cover.
@MainActor protocol PlayerInput: AnyObject {}
extension RoutableView where Protocol == any PlayerInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A screen that declares in its type that it covers the whole screen (its `init` cannot set the main-actor
/// `modalPresentation`: `init()` is nonisolated).
final class PlayerScreen: Screen, PlayerInput {
  override class var defaultModalPresentation: ScreenPresentation { .fullScreenCover }
}

/// A screen class declares how presenting routes show its screens (`defaultModalPresentation`); a screen's own
/// `modalPresentation` still wins.
@MainActor @Suite struct ScreenPresentationDeclarationTests {
  private func run(_ body: () throws -> Void) throws {
    try ViewFixtureRegistry.run(registering: {
      ScreenFixtures.register()
      ZIKAnyViewRouter.register(RoutableView<any PlayerInput>(), forMakingView: PlayerScreen.self)
    }) { _ in try body() }
  }

  @Test func aScreenClassDeclaringAFullScreenCoverIsPresentedAsOne() throws {
    try run {
      let navigation = NavigationModel()
      let router = try #require(
        Router.perform(to: RoutableView<any PlayerInput>(), path: .presentModally(from: navigation.root)))
      #expect(router.state == .routed)
      #expect(navigation.sheet == nil)
      #expect(navigation.fullScreenCover?.root is PlayerScreen)
      router.removeRoute()
      #expect(navigation.fullScreenCover == nil)
    }
  }

  @Test func theScreensOwnSettingWinsOverItsClass() throws {
    try run {
      let navigation = NavigationModel()
      _ = try #require(
        Router.perform(to: RoutableView<any PlayerInput>(), path: .presentModally(from: navigation.root)) {
          config, _ in
          config.prepareDestination = { ($0 as? Screen)?.modalPresentation = .sheet }
        })
      #expect(navigation.sheet?.root is PlayerScreen)
      #expect(navigation.fullScreenCover == nil)
    }
  }

  @Test func theClassDefaultIsWhatAScreenReportsUntilItIsSet() {
    let player = PlayerScreen()
    #expect(player.modalPresentation == .fullScreenCover)
    #expect(Screen().modalPresentation == .sheet)
    player.modalPresentation = .sheet
    #expect(player.modalPresentation == .sheet)
    #expect(PlayerScreen().modalPresentation == .fullScreenCover)
  }
}
