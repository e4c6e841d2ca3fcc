import Foundation
import Testing
import ViewTestSupport

@testable import ZRouterCore

/// Removing a presented screen that presents another dismisses the screen itself, on the headless host as on UIKit
/// (`Tests/ZRouterOnUIKitTests/UIKitStackRemovalAndPopoverTests.swift` checks the same on the UIKit model).
@MainActor @Suite struct NestedPresentationRemovalTests {
  @Test func removingAPresentedScreenThatPresentsAnotherDismissesItToo() throws {
    try ViewFixtureRegistry.run { _ in
      let source = HeadlessViewController()
      let outer = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      let first = try #require(source.presentedViewController)
      let inner = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: first)))
      outer.removeRoute()
      #expect(source.presentedViewController == nil)
      #expect(outer.state == .removed)
      #expect(inner.state == .removed)
      outer.performRoute()
      #expect(outer.state == .routed)
    }
  }
}
