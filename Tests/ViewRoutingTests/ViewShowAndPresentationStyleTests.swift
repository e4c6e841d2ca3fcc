import Foundation
import Testing
import ViewTestSupport

@testable import ZRouterCore

#if canImport(UIKitModel)
  import UIKitModel
#endif

/// A host with the fixtures of `show` and the popover settings.
protocol ShowHost: ViewTestHost {
  /// A container that decides `show` and `showDetail` itself, as `UISplitViewController` does: the shown controller
  /// becomes its detail child (through `placeDetail(_:in:)`).
  associatedtype SplitLike: HostController
  where SplitLike.Base == Controller, SplitLike.NavigationBase == Navigation, SplitLike.ViewBase == View

  @MainActor static func makeSplitLike() -> SplitLike
  /// Every popover setting with a recognisable value, in the host's types: `anchor` (a view for the source's view),
  /// `barButtonItem`, `apply` (sets them all) and `expectShown` (the presented controller carries every one).
  @MainActor static func popoverSettings() -> PopoverSettings<Self>
}

/// A host's popover settings (see `ShowHost.popoverSettings()`).
struct PopoverSettings<Host: ViewTestHost> {
  let anchor: Host.View
  let barButtonItem: AnyObject
  let apply: @MainActor (ZIKViewRoutePopoverConfiguration) -> Void
  let expectShown: @MainActor (Host.Controller) -> Void
}

extension ViewTestHost {
  /// Makes `detail` the detail child of `split`, as a split container shows it.
  @MainActor static func placeDetail(_ detail: Controller, in split: Controller) {
    split.addChild(detail)
    split.hostView.addSubview(detail.hostView)
    detail.didMove(toParent: split)
  }

  /// The detail child of a split-like container.
  @MainActor static func detail(of split: some HostController) -> AnyObject? {
    split.children.count > 1 ? split.children.last : nil
  }
}

extension HeadlessTestHost: ShowHost {
  final class SplitLike: HeadlessViewController {
    override func show(_ viewController: HeadlessViewController, sender: Any?) {
      showDetailViewController(viewController, sender: sender)
    }
    override func showDetailViewController(_ viewController: HeadlessViewController, sender: Any?) {
      placeDetail(viewController, in: self)
    }
  }
  static func makeSplitLike() -> SplitLike { SplitLike() }
  static func popoverSettings() -> PopoverSettings<Self> {
    let settings = PopoverSettingsFixture()
    return PopoverSettings(
      anchor: settings.anchor, barButtonItem: settings.barButtonItem, apply: { settings.apply(to: $0) },
      expectShown: { settings.expectShown(by: $0) })
  }
}

#if canImport(UIKitModel)
  extension UIKitModelTestHost: ShowHost {
    final class SplitLike: UIViewController {
      override func show(_ viewController: UIViewController, sender: Any?) {
        showDetailViewController(viewController, sender: sender)
      }
      override func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        placeDetail(viewController, in: self)
      }
    }
    static func makeSplitLike() -> SplitLike { SplitLike() }
    static func popoverSettings() -> PopoverSettings<Self> {
      let settings = UIKitPopoverSettingsFixture()
      return PopoverSettings(
        anchor: settings.anchor, barButtonItem: settings.barButtonItem, apply: { settings.apply(to: $0) },
        expectShown: { settings.expectShown(by: $0) })
    }
  }
#endif

/// The hosts, with the fixtures of `show` and the popover settings.
let showHosts: [any ShowHost] = viewTestHosts.map { $0 as! any ShowHost }

/// `show` and `showDetail` go through the host's own show semantics, and presentations reach the host with every
/// setting: popover, sheet, animator, and a window of its own.
@MainActor @Suite struct ViewShowAndPresentationStyleTests {
  @Test(arguments: showHosts) func showDetailInsideASplitContainerLetsTheContainerPlaceTheDestination(
    host: any ShowHost
  ) throws {
    try host.showDetailInsideASplitContainerLetsTheContainerPlaceTheDestination()
  }

  @Test(arguments: showHosts) func showInsideASplitContainerThatOverridesShowIsDecidedByIt(host: any ShowHost) throws {
    try host.showInsideASplitContainerThatOverridesShowIsDecidedByIt()
  }

  @Test(arguments: showHosts) func showWithoutAContainerPresentsAndShowDetailWithoutASplitPresents(host: any ShowHost)
    throws
  {
    try host.showWithoutAContainerPresentsAndShowDetailWithoutASplitPresents()
  }

  @Test(arguments: showHosts) func everyPopoverSettingReachesTheHost(host: any ShowHost) throws {
    try host.everyPopoverSettingReachesTheHost()
  }

  @Test(arguments: showHosts) func aPopoverAnchoredToABarButtonItemAloneIsValid(host: any ShowHost) throws {
    try host.aPopoverAnchoredToABarButtonItemAloneIsValid()
  }

  // Headless host only: it records the style it was asked for in `presentationStyle`, takes presentation animators,
  // and opens a window of its own for `show` without a source (`isShownInOwnWindow`). UIKit carries the style in
  // `modalPresentationStyle`, refuses animators and opens no window for a controller; the UIKit-model target checks
  // those in UIKitHostGlueTests.
  @Test(arguments: [HeadlessTestHost()]) func aSheetAndAnAnimatedPresentationReachTheHostWithTheirStyle(
    host: HeadlessTestHost
  ) throws {
    try host.aSheetAndAnAnimatedPresentationReachTheHostWithTheirStyle()
  }

  @Test(arguments: [HeadlessTestHost()]) func showWithoutASourceOpensAWindowOfItsOwnAndRemovalClosesIt(
    host: HeadlessTestHost
  ) throws {
    try host.showWithoutASourceOpensAWindowOfItsOwnAndRemovalClosesIt()
  }
}

@MainActor extension ShowHost {
  @MainActor fileprivate func showDetailInsideASplitContainerLetsTheContainerPlaceTheDestination() throws {
    try Self.run { _ in
      let split = Self.onScreen(Self.makeSplitLike())
      let primary = Self.makeController()
      split.addChild(primary)
      split.hostView.addSubview(primary.hostView)
      primary.didMove(toParent: Self.controller(split))
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .showDetail(from: primary)))
      Self.settle()
      #expect(router.state == .routed)
      #expect(Self.detail(of: split) is AViewController)
      #expect(primary.presentedViewController == nil)
      #expect(router.router.realRouteType == .addAsChildViewController)
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(Self.detail(of: split) == nil)
    }
  }

  @MainActor fileprivate func showInsideASplitContainerThatOverridesShowIsDecidedByIt() throws {
    try Self.run { _ in
      let split = Self.onScreen(Self.makeSplitLike())
      let primary = Self.makeController()
      split.addChild(primary)
      split.hostView.addSubview(primary.hostView)
      primary.didMove(toParent: Self.controller(split))
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .show(from: primary)))
      Self.settle()
      #expect(Self.detail(of: split) is AViewController)
      #expect(router.router.realRouteType == .addAsChildViewController)
    }
  }

  @MainActor fileprivate func showWithoutAContainerPresentsAndShowDetailWithoutASplitPresents() throws {
    try Self.run { _ in
      let source = Self.screen()
      let shown = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .show(from: source)))
      Self.settle()
      #expect(shown.router.realRouteType == .presentModally)
      shown.removeRoute()
      Self.settle()
      let detail = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .showDetail(from: source)))
      Self.settle()
      #expect(detail.router.realRouteType == .presentModally)
      #expect(source.presentedViewController is AViewController)
    }
  }

  @MainActor fileprivate func everyPopoverSettingReachesTheHost() throws {
    try Self.run { _ in
      let source = Self.screen()
      let settings = Self.popoverSettings()
      source.hostView.addSubview(settings.anchor)
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .presentAsPopover(from: source) { settings.apply($0) }))
      Self.settle()
      #expect(router.state == .routed)
      #expect(router.router.realRouteType == .presentAsPopover)
      settings.expectShown(try #require(source.presentedViewController))
    }
  }

  @MainActor fileprivate func aPopoverAnchoredToABarButtonItemAloneIsValid() throws {
    try Self.run { _ in
      let source = Self.screen()
      let item = Self.popoverSettings().barButtonItem
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .presentAsPopover(from: source) { $0.barButtonItem = item }))
      Self.settle()
      #expect(router.state == .routed)
    }
  }
}

extension HeadlessTestHost {
  @MainActor fileprivate func aSheetAndAnAnimatedPresentationReachTheHostWithTheirStyle() throws {
    try Self.run { _ in
      let source = Self.screen()
      let sheet = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentAsSheet(from: source)))
      Self.settle()
      #expect(sheet.router.realRouteType == .presentAsSheet)
      #expect(source.presentedViewController?.presentationStyle?.name == "sheet")
      sheet.removeRoute()
      Self.settle()
      #expect(sheet.state == .removed)
      let animator = NSObject()
      let animated = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .present(from: source, animator: animator)))
      Self.settle()
      #expect(animated.router.realRouteType == .presentWithAnimator)
      #expect(source.presentedViewController?.presentationStyle?.name == "animator")
      #expect(source.presentedViewController?.presentationStyle?.animator === animator)
    }
  }

  @MainActor fileprivate func showWithoutASourceOpensAWindowOfItsOwnAndRemovalClosesIt() throws {
    try Self.run { log in
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .show, configuring: { _, _ in },
          removing: { log.install(onRemoval: $0) }))
      Self.settle()
      #expect(router.router.realRouteType == .showInNewWindow)
      let window = try #require(router.router._destination as? AViewController)
      #expect(window.isShownInOwnWindow)
      router.removeRoute()
      Self.settle()
      #expect(!window.isShownInOwnWindow)
      #expect(router.state == .removed)
      #expect(router.canPerform)
    }
  }
}
