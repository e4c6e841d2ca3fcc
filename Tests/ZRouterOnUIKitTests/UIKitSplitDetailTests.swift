import Testing
import UIKitModel
import ViewTestSupport

@_spi(ZRouterGlue) @testable import ZRouterCore
@testable import ZRouterUIKit

/// `showDetail` into a split view controller, classic (`viewControllers`) and column style (`init(style:)`,
/// `setViewController(_:for:)`): a detail route. It reports `.routed`, its removal puts back the detail shown before
/// (or empties the detail), AOP `didPerform`, `willRemove` and `didRemove` run once each, and a detail the app or the
/// user replaces ends the route through the platform event, with its handlers and AOP.
///
/// Observed through the state notifier, the removal handlers, AOP and the split's own children, never by reading
/// `state`.
@MainActor @Suite(.serialized) struct UIKitSplitDetailTests {
  /// The split's styles under test.
  enum Style: String, CaseIterable, Sendable, CustomStringConvertible {
    case classic, doubleColumn
    var description: String { rawValue }
  }

  /// A split in a key window, with a primary controller and `initial` as its detail (none when `nil`).
  @MainActor final class Split {
    let split: UISplitViewController
    let scene: UIKitScene
    let primary = UIViewController()

    init(_ style: Style, detail initial: UIViewController?) {
      switch style {
      case .classic:
        split = UISplitViewController()
        split.viewControllers = [primary] + (initial.map { [$0] } ?? [])
      case .doubleColumn:
        split = UISplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        if let initial { split.setViewController(initial, for: .secondary) }
      }
      scene = UIKitScene(root: split)
    }

    /// The detail the split shows, as the app set it.
    var detail: UIViewController? {
      split.style == .unspecified
        ? (split.viewControllers.count > 1 ? split.viewControllers[1] : nil) : split.viewController(for: .secondary)
    }

    /// Replaces the detail as an app does: `showDetailViewController` (classic) or `setViewController(_:for:)`.
    func replaceDetail(with controller: UIViewController) {
      if split.style == .unspecified {
        split.showDetailViewController(controller, sender: nil)
      } else {
        split.setViewController(controller, for: .secondary)
      }
    }
  }

  /// What one route reported.
  @MainActor final class Observed {
    var states: [String] = []
    var removalHandlers = 0
    var removalErrors = 0
    var endedOnce: Bool {
      states.suffix(2) == ["routed→removing", "removing→removed"] && removalHandlers == 1
        && states.filter({ $0 == "removing→removed" }).count == 1
    }
  }

  private func showDetail(from source: UIViewController, _ observed: Observed) throws -> ViewRouter<
    any UIViewController & AViewInput, ViewRouteConfig
  > {
    try #require(
      Router.perform(
        to: RoutableView<any UIViewController & AViewInput>(), path: .showDetail(from: source),
        configuring: { config, _ in config.stateNotifier = { observed.states.append("\($0)→\($1)") } },
        removing: { config in
          config.successHandler = { observed.removalHandlers += 1 }
          config.errorHandler = { _, _ in observed.removalErrors += 1 }
        }))
  }

  /// The AOP events of the log, in order.
  private func aop(_ log: ViewEventLog) -> [String] {
    log.events.filter { ["A.willPerform", "A.didPerform", "A.willRemove", "A.didRemove"].contains($0) }
  }

  nonisolated private static let orders = UIKitModelOrders.everyCombination

  /// The route is a detail route: routed, the split's detail, AOP `willPerform` and `didPerform` once.
  @Test(arguments: Style.allCases, orders)
  func showDetailIsADetailRoute(style: Style, orders: UIKitModelOrders) throws {
    try UIKitModelOrders.with(orders) {
      try ViewFixtureRegistry.run { log in
        let initial = UIViewController()
        let split = Split(style, detail: initial)
        let observed = Observed()
        let router = try showDetail(from: split.primary, observed)
        settle()
        let destination = try #require(router.router._destination as? UIViewController)
        #expect(split.detail === destination)
        #expect(observed.states == ["unrouted→routing", "routing→routed"])
        #expect(aop(log) == ["A.willPerform", "A.didPerform"])
        #expect(destination.viewIfLoaded?.window === split.scene.window)
      }
    }
  }

  /// Removing the route puts back the detail the split showed before, with AOP and the removal handlers once.
  @Test(arguments: Style.allCases, orders)
  func removingADetailRoutePutsBackThePreviousDetail(style: Style, orders: UIKitModelOrders) throws {
    try UIKitModelOrders.with(orders) {
      try ViewFixtureRegistry.run { log in
        let initial = UIViewController()
        let split = Split(style, detail: initial)
        let observed = Observed()
        let router = try showDetail(from: split.primary, observed)
        settle()
        let destination = try #require(router.router._destination as? UIViewController)
        log.clear()
        var completions: [Bool] = []
        router.removeRoute {
          completions.append(true)
        } errorHandler: { _, _ in
          completions.append(false)
        }
        settle()
        #expect(completions == [true])
        #expect(observed.endedOnce, "\(observed.states) \(observed.removalHandlers)")
        #expect(observed.removalErrors == 0)
        #expect(aop(log) == ["A.willRemove", "A.didRemove"])
        #expect(split.detail === initial)
        #expect(initial.viewIfLoaded?.window === split.scene.window)
        #expect(destination.viewIfLoaded?.window == nil)
        #expect(split.primary.parent != nil && split.primary.viewIfLoaded?.window === split.scene.window)
      }
    }
  }

  /// With no detail before, removing the route empties the detail column.
  @Test(arguments: Style.allCases)
  func removingTheOnlyDetailEmptiesTheColumn(style: Style) throws {
    try ViewFixtureRegistry.run { log in
      let split = Split(style, detail: nil)
      let observed = Observed()
      let router = try showDetail(from: split.primary, observed)
      settle()
      log.clear()
      router.removeRoute()
      settle()
      #expect(observed.endedOnce, "\(observed.states)")
      #expect(split.detail == nil)
      #expect(aop(log) == ["A.willRemove", "A.didRemove"])
      #expect(split.primary.viewIfLoaded?.window === split.scene.window)
    }
  }

  /// The app replacing the detail, or a collapse that discards it, ends the route through the platform event: the
  /// removal handlers and AOP once, and a later `removeRoute` is refused without running them again.
  @Test(arguments: Style.allCases, orders)
  func aReplacedDetailEndsTheRoute(style: Style, orders: UIKitModelOrders) throws {
    for collapse in [false, true] {
      try UIKitModelOrders.with(orders) {
        try ViewFixtureRegistry.run { log in
          let split = Split(style, detail: UIViewController())
          let observed = Observed()
          let router = try showDetail(from: split.primary, observed)
          settle()
          log.clear()
          if collapse {
            split.split.collapseDiscardingSecondary()
          } else {
            split.replaceDetail(with: UIViewController())
          }
          settle()
          #expect(observed.endedOnce, "collapse \(collapse): \(observed.states) \(observed.removalHandlers)")
          #expect(aop(log) == ["A.willRemove", "A.didRemove"], "collapse \(collapse)")
          router.removeRoute()
          settle()
          #expect(observed.removalHandlers == 1)
          #expect(aop(log) == ["A.willRemove", "A.didRemove"])
        }
      }
    }
  }

  /// Another `showDetail` route replacing the detail ends the first route; removing the second puts the first's
  /// controller back, without reviving the first route.
  @Test(arguments: Style.allCases)
  func aSecondDetailRouteEndsTheFirst(style: Style) throws {
    try ViewFixtureRegistry.run { log in
      let split = Split(style, detail: nil)
      let first = Observed()
      let second = Observed()
      let firstRouter = try showDetail(from: split.primary, first)
      settle()
      let firstDestination = try #require(firstRouter.router._destination as? UIViewController)
      let secondRouter = try showDetail(from: split.primary, second)
      settle()
      #expect(first.endedOnce, "\(first.states)")
      #expect(second.states.last == "routing→routed")
      secondRouter.removeRoute()
      settle()
      #expect(second.endedOnce, "\(second.states)")
      #expect(split.detail === firstDestination)
      #expect(first.removalHandlers == 1)
      #expect(log.events(startingWith: "A.didRemove").count == 2)
    }
  }
}
