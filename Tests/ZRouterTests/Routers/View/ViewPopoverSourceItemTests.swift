import Foundation
import Testing
import ViewTestSupport
import ZRouter

@testable import ZRouterCore

/// A popover's `sourceItem` (UIKit's `UIPopoverPresentationControllerSourceItem`) anchors it on its own, reaches the
/// host with the other settings and is copied with the configuration.
@MainActor @Suite struct ViewPopoverSourceItemTests {
  @Test func aSourceItemAloneAnchorsThePopover() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let item = NSObject()
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .presentAsPopover(from: source) { $0.sourceItem = item }))
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(source.presentedViewController?.presentationStyle?.popover?.sourceItem === item)
    }
  }

  @Test func withoutAnyAnchorThePopoverIsInvalidAndTheMessageNamesSourceItem() {
    ViewFixtureRegistry.run { _ in
      nonisolated(unsafe) var received: (any Error)?
      ZIKAnyViewRouter.globalErrorHandler = { _, _, error in received = error }
      let router = Router.perform(
        to: RoutableView<any AViewInput>(), path: .presentAsPopover(from: TestStage.screen()) { _ in })
      #expect(router == nil)
      #expect("\(received.map { "\($0)" } ?? "")".contains("sourceItem"))
    }
  }

  @Test func aCopyKeepsTheSourceItem() {
    let item = NSObject()
    let popover = ZIKViewRoutePopoverConfiguration()
    popover.sourceItem = item
    #expect(popover.hasAnchor)
    #expect(popover.copy().sourceItem === item)
  }
}
