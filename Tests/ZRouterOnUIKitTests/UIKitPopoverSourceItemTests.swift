import Foundation
import Testing
import UIKitModel
import ViewTestSupport

@testable import ZRouter

/// Popovers take UIKit's `sourceItem` (`UIPopoverPresentationControllerSourceItem`, iOS 16) besides `sourceView` and
/// `barButtonItem`: it anchors a popover on its own and reaches the popover presentation controller.
@MainActor @Suite struct UIKitPopoverSourceItemTests {
  @Test func aSourceItemAloneAnchorsThePopoverAndReachesUIKit() throws {
    try ViewFixtureRegistry.run { _ in
      let scene = UIKitScene()
      let item = UIView()
      scene.root.view.addSubview(item)
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .presentAsPopover(from: scene.root) { $0.sourceItem = item }))
      settle()
      #expect(router.state == .routed)
      let popover = try #require(scene.root.presentedViewController?.popoverPresentationController)
      #expect(popover.sourceItem === item)
      #expect(popover.sourceView == nil)
    }
  }

  @Test func aSourceItemWinsOverABarButtonItem() throws {
    try ViewFixtureRegistry.run { _ in
      let scene = UIKitScene()
      let item = UIView()
      let barButtonItem = UIBarButtonItem()
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(),
          path: .presentAsPopover(from: scene.root) {
            $0.barButtonItem = barButtonItem
            $0.sourceItem = item
          }))
      settle()
      #expect(router.state == .routed)
      #expect(scene.root.presentedViewController?.popoverPresentationController?.sourceItem === item)
    }
  }
}
