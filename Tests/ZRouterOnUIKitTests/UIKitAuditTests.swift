import Foundation
import Testing
import UIKitModel

@testable import ZRouter

/// The UIKit glue against Apple's documentation: each test follows a documented rule the glue broke before its fix.
@MainActor @Suite(.serialized) struct UIKitAuditTests {
  // MARK: A visual effect view as the root view

  /// "Don't add subviews directly to the visual effect view itself" (UIKit raises an exception): the removal sentinel
  /// goes in its `contentView`, and still sees the controller leave.
  @Test func aControllerWhoseViewIsAVisualEffectViewGetsItsSentinelInTheContentView() throws {
    try ViewFixtureRegistry.run { _ in
      let (scene, navigation) = UIKitScene.navigation()
      let effectView = UIVisualEffectView(effect: UIVisualEffect())
      let router = try #require(
        Router.perform(
          to: RoutableView<any UIViewController & AViewInput>(), path: .push(from: scene.root.children[0]),
          configuring: { config, _ in config.prepareDestination = { $0.view = effectView } }))
      settle()
      #expect(router.state == .routed)
      #expect(UIKitModelDiagnostics.messages.isEmpty)
      #expect(effectView.contentView.subviews.contains { $0 is ZIKRemovalSentinelView })
      navigation.beginInteractivePop()?.finish()
      settle()
      #expect(router.state == .removed)
    }
  }
}
