import Testing
import UIKitModel
import ViewTestSupport

@_spi(ZRouterGlue) @testable import ZRouterCore
@testable import ZRouterUIKit

/// Exactly once, on UIKit: for each route action (push, present, showDetail, show, child, custom), each removal
/// (`removeRoute`, and the removals the platform makes: back swipe, swipe-down dismissal, a replaced detail, a
/// dropped child, a closed scene), every completion, success, error and performer handler, every state notifier
/// call and every AOP callback runs exactly once (child routes send no AOP), under every order UIKit does not
/// document. Counted from the fixtures' event log, never from a read of `state`.
@MainActor @Suite(.serialized) struct UIKitExactlyOnceTests {
  enum Action: String, CaseIterable, Sendable, CustomStringConvertible {
    case push, present, showDetail, show, child, custom
    var description: String { rawValue }
  }

  enum Removal: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `removeRoute(successHandler:errorHandler:)`.
    case removeRoute
    /// What the user or the app does on the platform: back swipe, swipe-down, replaced detail, dropped child.
    case platform
    /// The scene closes (`UIScene.didDisconnectNotification`).
    case sceneClose
    var description: String { rawValue }
  }

  /// A window in a window scene showing a split whose primary is a navigation controller (home at its root), so every
  /// action has a source.
  @MainActor final class Stage {
    let windowScene = UIWindowScene()
    let window: UIWindow
    let split = UISplitViewController()
    let navigation: UINavigationController
    var home: UIViewController { navigation.viewControllers[0] }

    init() {
      window = UIWindow(windowScene: windowScene)
      navigation = UINavigationController(rootViewController: UIViewController())
      split.viewControllers = [navigation, UIViewController()]
      window.rootViewController = split
      window.makeKeyAndVisible()
    }
  }

  /// Performs `action`, then `removal`, and returns the log of everything that ran, and whether the perform's
  /// `performRoute` call and the `removeRoute` call reported their own handlers once.
  private func run(_ action: Action, _ removal: Removal, log: ViewEventLog) throws -> [String] {
    let stage = Stage()
    let home = stage.home
    var removeRouteCalls: (() -> Void)?
    switch action {
    case .custom:
      let router = try #require(
        Router.perform(
          to: RoutableView<any CViewInput>(), path: .custom(from: home),
          configuring: { config, _ in log.install(on: config) }, removing: { log.install(onRemoval: $0) }))
      removeRouteCalls = {
        router.removeRoute(
          successHandler: { log.record("call.removeSuccess") },
          errorHandler: { _, _ in log.record("call.removeError") })
      }
    default:
      let path: ViewRoutePath
      switch action {
      case .push: path = .push(from: home)
      case .present: path = .presentModally(from: home)
      case .showDetail: path = .showDetail(from: home)
      case .show: path = .show(from: home)
      case .child:
        path = .addAsChildViewController(from: home) { child, done in
          home.view.addSubview(testController(child).view)
          done()
        }
      case .custom: return []
      }
      let router = try #require(
        Router.perform(
          to: RoutableView<any UIViewController & AViewInput>(), path: path,
          configuring: { config, _ in log.install(on: config) }, removing: { log.install(onRemoval: $0) }))
      removeRouteCalls = {
        router.removeRoute(
          successHandler: { log.record("call.removeSuccess") },
          errorHandler: { _, _ in log.record("call.removeError") })
      }
    }
    settle()
    switch removal {
    case .removeRoute:
      removeRouteCalls?()
    case .platform:
      switch action {
      case .push, .show: stage.navigation.beginInteractivePop()?.finish()
      case .present: home.beginInteractiveDismissal()?.finish()
      case .showDetail: stage.split.showDetailViewController(UIViewController(), sender: nil)
      case .child:
        let child = try #require(home.children.first)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
      case .custom: break
      }
    case .sceneClose:
      stage.windowScene.disconnect()
    }
    settle()
    log.record("mark.removalSettled")
    // Nothing more runs afterwards: the window letting go of its content, another look.
    stage.window.rootViewController = nil
    LateRemovalReports.reportNow()
    settle()
    return log.events
  }

  nonisolated private static let cases: [(Action, Removal)] = Action.allCases.flatMap { action in
    Removal.allCases.compactMap { removal in
      // A custom route's removal is the router's own: the platform reports nothing of it.
      action == .custom && removal != .removeRoute ? nil : (action, removal)
    }
  }

  @Test(arguments: cases)
  func everyHandlerRunsExactlyOnce(action: Action, removal: Removal) throws {
    for orders in UIKitModelOrders.everyCombination {
      try UIKitModelOrders.with(orders) {
        try ViewFixtureRegistry.run { log in
          let events = try run(action, removal, log: log)
          let context = "\(action) \(removal) \(orders): \(events)"
          func count(_ event: String) -> Int { events.filter { $0 == event }.count }
          let prefix = action == .custom ? "C." : "A."
          // Perform.
          for event in [
            "success", "performerSuccess", "completion true destination PerformRoute", "state routing",
            "state routed",
          ] {
            #expect(count(event) == 1, "\(event) in \(context)")
          }
          // Removal.
          var removalEvents = [
            "remove.success", "remove.completion true RemoveRoute", "state removing", "state removed",
          ]
          if removal == .removeRoute { removalEvents += ["call.removeSuccess"] }
          for event in removalEvents { #expect(count(event) == 1, "\(event) in \(context)") }
          // The removal ended before the window let go of its content: the event itself ended it.
          let settledAt = events.firstIndex(of: "mark.removalSettled") ?? events.count
          #expect(events[..<settledAt].contains("state removed"), "ended by the \(removal) itself: \(context)")
          #expect(count("remove.performerSuccess") <= 1, "\(context)")
          // No error anywhere.
          #expect(
            !events.contains { $0.contains("rror") || $0.hasPrefix("global") || $0.contains("false") },
            "\(context)")
          // AOP: once each, none for child routes.
          let aopCount = action == .child ? 0 : 1
          for moment in ["willPerform", "didPerform", "willRemove", "didRemove"] {
            #expect(count(prefix + moment) == aopCount, "\(prefix + moment) in \(context)")
          }
        }
      }
    }
  }

  /// A perform handler that performs the same router again is refused with `overRoute`, and the first perform's
  /// handlers still run once.
  @Test func aPerformHandlerPerformingTheSameRouterAgainIsRefused() throws {
    try ViewFixtureRegistry.run { log in
      let stage = Stage()
      var router: ViewRouter<any UIViewController & AViewInput, ViewRouteConfig>?
      var refusal: (any Error)?
      var successes = 0
      router = try #require(
        Router.perform(
          to: RoutableView<any UIViewController & AViewInput>(), path: .push(from: stage.home),
          configuring: { config, _ in
            config.successHandler = { _ in
              successes += 1
              router?.performRoute(successHandler: { _ in }, errorHandler: { _, error in refusal = error })
            }
          }))
      settle()
      #expect(successes == 1)
      #expect(errorCode(refusal) == ZIKRouteError.Code.overRoute.rawValue, "\(String(describing: refusal))")
      #expect(stage.navigation.viewControllers.count == 2)
      #expect(log.events(startingWith: "A.didPerform").count == 1)
    }
  }
}
