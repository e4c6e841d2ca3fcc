import Testing
import UIKitModel
import ViewTestSupport

@_spi(ZRouterGlue) @testable import ZRouterCore
@testable import ZRouterUIKit

/// The presentation style is set before the app's `prepareDestination`: Apple asks to set `modalPresentationStyle`
/// before accessing any presentation controller, so what the app sets there on the popover presentation controller
/// is what UIKit uses.
@MainActor @Suite(.serialized) struct UIKitPresentationStyleTests {
  @Test func popoverSettingsMadeInPrepareDestinationAreKept() throws {
    try ViewFixtureRegistry.run { _ in
      let scene = UIKitScene()
      var styleSeenByTheApp: UIModalPresentationStyle?
      let router = try #require(
        Router.perform(
          to: RoutableView<any UIViewController & AViewInput>(),
          path: .presentAsPopover(from: scene.root) { $0.sourceView = scene.root.view },
          configuring: { config, _ in
            config.prepareDestination = { destination in
              styleSeenByTheApp = destination.modalPresentationStyle
              destination.popoverPresentationController?.permittedArrowDirections = .left
            }
          }))
      settle()
      let presented = try #require(scene.root.presentedViewController)
      #expect(styleSeenByTheApp == .popover, "the style was set before the app's preparation")
      #expect(presented.popoverPresentationController?.permittedArrowDirections == .left)
      withExtendedLifetime(router) {}
    }
  }
}
