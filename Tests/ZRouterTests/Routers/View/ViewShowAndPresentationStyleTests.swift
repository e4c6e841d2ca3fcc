import Foundation
import Testing
import ViewTestSupport

@testable import ZRouterCore

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// `show` and `showDetail` go through the host's own show semantics, and presentations reach the host with every
/// setting: popover, sheet, animator, and a window of its own.
@MainActor @Suite struct ViewShowAndPresentationStyleTests {
  @Test func showDetailInsideASplitContainerLetsTheContainerPlaceTheDestination() throws {
    try ViewFixtureRegistry.run { _ in
      let split = TestStage.onScreen(SplitLikeViewController())
      let primary = TestViewController()
      split.addChild(primary)
      split.view.addSubview(primary.view)
      primary.didMove(toParent: split)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .showDetail(from: primary)))
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(split.detail is AViewController)
      #expect(primary.presentedViewController == nil)
      #expect(router.router.realRouteType == .addAsChildViewController)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(split.detail == nil)
    }
  }

  @Test func showInsideASplitContainerThatOverridesShowIsDecidedByIt() throws {
    try ViewFixtureRegistry.run { _ in
      let split = TestStage.onScreen(SplitLikeViewController())
      let primary = TestViewController()
      split.addChild(primary)
      split.view.addSubview(primary.view)
      primary.didMove(toParent: split)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .show(from: primary)))
      TestStage.settle()
      #expect(split.detail is AViewController)
      #expect(router.router.realRouteType == .addAsChildViewController)
    }
  }

  @Test func showWithoutAContainerPresentsAndShowDetailWithoutASplitPresents() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let shown = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .show(from: source)))
      TestStage.settle()
      #expect(shown.router.realRouteType == .presentModally)
      shown.removeRoute()
      TestStage.settle()
      let detail = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .showDetail(from: source)))
      TestStage.settle()
      #expect(detail.router.realRouteType == .presentModally)
      #expect(source.presentedViewController is AViewController)
    }
  }

  @Test func everyPopoverSettingReachesTheHost() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let settings = PopoverSettingsFixture()
      source.view.addSubview(settings.anchor)
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .presentAsPopover(from: source) { settings.apply(to: $0) }))
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(router.router.realRouteType == .presentAsPopover)
      settings.expectShown(by: try #require(source.presentedViewController))
    }
  }

  @Test func aPopoverAnchoredToABarButtonItemAloneIsValid() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let item = PopoverSettingsFixture().barButtonItem
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .presentAsPopover(from: source) { $0.barButtonItem = item }))
      TestStage.settle()
      #expect(router.state == .routed)
    }
  }

  // Headless host only: it records the style it was asked for in `presentationStyle`, takes presentation animators,
  // and opens a window of its own for `show` without a source (`isShownInOwnWindow`). UIKit carries the style in
  // `modalPresentationStyle`, refuses animators and opens no window for a controller; the UIKit-model target checks
  // those in UIKitHostGlueTests.
  #if !ZROUTER_UIKIT_MODEL
    @Test func aSheetAndAnAnimatedPresentationReachTheHostWithTheirStyle() throws {
      try ViewFixtureRegistry.run { _ in
        let source = TestStage.screen()
        let sheet = try #require(
          Router.perform(to: RoutableView<any AViewInput>(), path: .presentAsSheet(from: source)))
        TestStage.settle()
        #expect(sheet.router.realRouteType == .presentAsSheet)
        #expect(source.presentedViewController?.presentationStyle?.name == "sheet")
        sheet.removeRoute()
        TestStage.settle()
        #expect(sheet.state == .removed)
        let animator = NSObject()
        let animated = try #require(
          Router.perform(to: RoutableView<any AViewInput>(), path: .present(from: source, animator: animator)))
        TestStage.settle()
        #expect(animated.router.realRouteType == .presentWithAnimator)
        #expect(source.presentedViewController?.presentationStyle?.name == "animator")
        #expect(source.presentedViewController?.presentationStyle?.animator === animator)
      }
    }

    @Test func showWithoutASourceOpensAWindowOfItsOwnAndRemovalClosesIt() throws {
      try ViewFixtureRegistry.run { log in
        let router = try #require(
          Router.perform(
            to: RoutableView<any AViewInput>(), path: .show, configuring: { _, _ in },
            removing: { log.install(onRemoval: $0) }))
        TestStage.settle()
        #expect(router.router.realRouteType == .showInNewWindow)
        let window = try #require(router.router._destination as? AViewController)
        #expect(window.isShownInOwnWindow)
        router.removeRoute()
        TestStage.settle()
        #expect(!window.isShownInOwnWindow)
        #expect(router.state == .removed)
        #expect(router.canPerform)
      }
    }
  #endif
}

/// A container that decides `show` and `showDetail` itself, as `UISplitViewController` does: the shown controller
/// becomes its detail child.
final class SplitLikeViewController: TestViewController {
  var detail: TestViewController? { children.count > 1 ? children.last : nil }

  override func show(_ viewController: TestViewController, sender: Any?) {
    showDetailViewController(viewController, sender: sender)
  }

  override func showDetailViewController(_ viewController: TestViewController, sender: Any?) {
    addChild(viewController)
    view.addSubview(viewController.view)
    viewController.didMove(toParent: self)
  }
}

extension PresentationStyle {
  /// The case's name, for comparisons in tests.
  var name: String {
    switch self {
    case .modal: "modal"
    case .popover: "popover"
    case .sheet: "sheet"
    case .animator: "animator"
    }
  }

  /// The popover settings of a `.popover` style.
  var popover: ZIKViewRoutePopoverConfiguration? {
    if case .popover(let configuration) = self { return configuration }
    return nil
  }

  /// The animator of an `.animator` style.
  var animator: AnyObject? {
    if case .animator(let animator) = self { return animator }
    return nil
  }
}
