import Testing
import UIKitModel
import ViewTestSupport

@_spi(ZRouterGlue) @testable import ZRouterCore
@testable import ZRouterUIKit

/// Removals the user makes, reported by UIKit's glue from platform events, under every order UIKit does not document
/// (``UIKitModelOrders``: links cleared before or after the coordinator's completion, non-animated transitions ending
/// at once or on the next turn, a push during a transition queued or dropped).
///
/// The tests observe each route through its state notifier, its removal handlers and AOP, never by reading `state`
/// or `canRemoveRoute` (which end nothing, but a test must not depend on that): the check and the mechanism under test
/// are independent.
@MainActor @Suite(.serialized) struct UIKitRemovalEventTests {
  /// What one route reported: its state changes, removal handler runs and AOP removal events.
  @MainActor final class Observed {
    /// The router, kept as an app keeps the routers it will remove.
    var router: AnyObject?
    var states: [String] = []
    var removalHandlers = 0

    /// Whether the route ended as a platform removal ends it: `.removing`, `.removed`, its handlers once.
    var endedOnce: Bool { states.suffix(2) == ["routed→removing", "removing→removed"] && removalHandlers == 1 }
    /// Whether the route is still routed and nothing reported an ending.
    var stillRouted: Bool { states.last == "routing→routed" && removalHandlers == 0 }
  }

  /// Performs an `AViewInput` route along `path`, observed by `observed`.
  private func perform(
    _ path: ViewRoutePath, _ observed: Observed, fullScreen: Bool = false,
    wrapped: Bool = false
  ) throws -> ViewRouter<any UIViewController & AViewInput, ViewRouteConfig> {
    let router = try #require(
      Router.perform(
        to: RoutableView<any UIViewController & AViewInput>(), path: path,
        configuring: { config, _ in
          config.stateNotifier = { observed.states.append("\($0)→\($1)") }
          if fullScreen { config.prepareDestination = { $0.modalPresentationStyle = .fullScreen } }
          if wrapped { config.containerWrapper = { UINavigationController(rootViewController: testController($0)) } }
        },
        removing: { config in config.successHandler = { observed.removalHandlers += 1 } }))
    observed.router = router.router
    return router
  }

  nonisolated private static let orders = UIKitModelOrders.everyCombination

  @Test(arguments: orders)
  func aBackSwipeEndsTheRoute(orders: UIKitModelOrders) throws {
    try UIKitModelOrders.with(orders) {
      try ViewFixtureRegistry.run { log in
        let (scene, navigation) = UIKitScene.navigation()
        let observed = Observed()
        _ = try perform(.push(from: navigation.viewControllers[0]), observed)
        settle()
        #expect(observed.stillRouted, "\(observed.states) \(observed.removalHandlers)")
        log.clear()
        navigation.beginInteractivePop()?.finish()
        settle()
        #expect(observed.endedOnce, "\(observed.states) \(observed.removalHandlers)")
        #expect(log.events(startingWith: "A.").filter { $0.contains("Remove") } == ["A.willRemove", "A.didRemove"])
        withExtendedLifetime(scene) {}
      }
    }
  }

  @Test(arguments: orders)
  func aCancelledBackSwipeEndsNothing(orders: UIKitModelOrders) throws {
    try UIKitModelOrders.with(orders) {
      try ViewFixtureRegistry.run { _ in
        let (scene, navigation) = UIKitScene.navigation()
        let observed = Observed()
        _ = try perform(.push(from: navigation.viewControllers[0]), observed)
        settle()
        navigation.beginInteractivePop()?.cancel()
        settle()
        #expect(observed.stillRouted, "\(observed.states)")
        withExtendedLifetime(scene) {}
      }
    }
  }

  @Test(arguments: orders)
  func aPopToRootEndsEveryRouteOfTheStack(orders: UIKitModelOrders) throws {
    try UIKitModelOrders.with(orders) {
      try ViewFixtureRegistry.run { _ in
        let (scene, navigation) = UIKitScene.navigation()
        let first = Observed()
        let second = Observed()
        _ = try perform(.push(from: navigation.viewControllers[0]), first)
        settle()
        let a1 = try #require(navigation.topViewController)
        _ = try perform(.push(from: a1), second)
        settle()
        navigation.popToRootViewController(animated: true)
        settle()
        #expect(first.endedOnce, "\(first.states)")
        #expect(second.endedOnce, "\(second.states)")
        withExtendedLifetime(scene) {}
      }
    }
  }

  @Test(arguments: orders)
  func aSwipeDownEndsThePresentation(orders: UIKitModelOrders) throws {
    try UIKitModelOrders.with(orders) {
      try ViewFixtureRegistry.run { _ in
        let scene = UIKitScene()
        let observed = Observed()
        _ = try perform(.presentModally(from: scene.root), observed)
        settle()
        let presented = try #require(scene.root.presentedViewController)
        presented.beginInteractiveDismissal()?.finish()
        settle()
        #expect(observed.endedOnce, "\(observed.states) \(observed.removalHandlers)")
      }
    }
  }

  @Test(arguments: orders)
  func aStackDismissedUnderAFullScreenCoverEndsEveryRoute(orders: UIKitModelOrders) throws {
    try UIKitModelOrders.with(orders) {
      try ViewFixtureRegistry.run { _ in
        let scene = UIKitScene()
        let wrapped = Observed()
        let pushed = Observed()
        let cover = Observed()
        _ = try perform(.presentModally(from: scene.root), wrapped, wrapped: true)
        settle()
        let navigation = try #require(scene.root.presentedViewController as? UINavigationController)
        _ = try perform(.push(from: navigation.viewControllers[0]), pushed)
        settle()
        let a1 = try #require(navigation.topViewController)
        _ = try perform(.presentModally(from: a1), cover, fullScreen: true)
        settle()
        scene.root.dismiss(animated: true)
        settle()
        #expect(wrapped.endedOnce, "\(wrapped.states)")
        #expect(pushed.endedOnce, "\(pushed.states)")
        #expect(cover.endedOnce, "\(cover.states)")
      }
    }
  }

  /// A child routed into a container before the container appeared ends when the container is popped, as one routed
  /// afterwards does.
  @Test(arguments: orders)
  func aChildRoutedBeforeItsContainerAppearedEndsWithTheContainer(orders: UIKitModelOrders) throws {
    try UIKitModelOrders.with(orders) {
      try ViewFixtureRegistry.run { _ in
        let (scene, navigation) = UIKitScene.navigation()
        let container = UIViewController()
        let observed = Observed()
        _ = try perform(
          .addAsChildViewController(from: container) { child, completion in
            container.view.addSubview(testController(child).view)
            completion()
          }, observed)
        settle()
        #expect(observed.stillRouted, "\(observed.states)")
        navigation.pushViewController(container, animated: true)
        settle()
        navigation.popViewController(animated: true)
        settle()
        #expect(observed.endedOnce, "\(observed.states)")
        withExtendedLifetime((scene, container)) {}
      }
    }
  }

  /// A scene whose window lets go of its content (the scene closed) ends the routes shown in it with their removal
  /// handlers and AOP, even when nothing else holds the controllers: the glue keeps them until their routers learnt.
  @Test(arguments: orders)
  func aClosedSceneEndsItsRoutesWithHandlersAndAOP(orders: UIKitModelOrders) throws {
    try UIKitModelOrders.with(orders) {
      try ViewFixtureRegistry.run { log in
        let scene = UIKitScene(root: UINavigationController(rootViewController: UIViewController()))
        let pushed = Observed()
        let navigation = try #require(scene.root as? UINavigationController)
        _ = try perform(.push(from: navigation.viewControllers[0]), pushed)
        settle()
        log.clear()
        scene.window.rootViewController = nil
        settle()
        #expect(pushed.endedOnce, "\(pushed.states)")
        #expect(log.events(startingWith: "A.").filter { $0.contains("Remove") } == ["A.willRemove", "A.didRemove"])
      }
    }
  }

  /// In UIKit's usual order the removal is reported when the transition ends, before the main actor turns: the
  /// transition-end check, not only the look one turn later.
  @Test func aBackSwipeIsReportedWhenItsTransitionEnds() throws {
    try UIKitModelOrders.with([]) {
      try ViewFixtureRegistry.run { _ in
        let (scene, navigation) = UIKitScene.navigation()
        let observed = Observed()
        _ = try perform(.push(from: navigation.viewControllers[0]), observed)
        settle()
        navigation.beginInteractivePop()?.finish()
        UIKitModelRunLoop.runUntilIdle()
        #expect(observed.endedOnce, "reported at the transition's end: \(observed.states)")
        settle()
        #expect(observed.removalHandlers == 1)
        withExtendedLifetime(scene) {}
      }
    }
  }

  /// A push route asked for while the navigation controller runs a transition is refused, and UIKit (which queues
  /// a push made then) never pushes the destination later behind the router's back.
  @Test(arguments: orders)
  func aPushDuringATransitionIsRefusedAndNeverHappensLater(orders: UIKitModelOrders) {
    UIKitModelOrders.with(orders) {
      ViewFixtureRegistry.run { _ in
        let (scene, navigation) = UIKitScene.navigation()
        let home = navigation.viewControllers[0]
        navigation.pushViewController(UIViewController(), animated: true)
        let observed = Observed()
        var failure: (any Error)?
        let router = Router.perform(
          to: RoutableView<any UIViewController & AViewInput>(), path: .push(from: home),
          configuring: { config, _ in
            config.stateNotifier = { observed.states.append("\($0)→\($1)") }
            config.errorHandler = { _, error in failure = error }
          })
        settle()
        #expect(failure != nil)
        #expect(!navigation.viewControllers.contains { $0 is any AViewInput }, "\(navigation.viewControllers)")
        #expect(observed.states.last != "routing→routed")
        withExtendedLifetime((scene, router)) {}
      }
    }
  }

  /// A sentinel the app takes out of the controller's view (clearing the root view's subviews) while the controller
  /// lives ends nothing: the route stays routed, its removal works, and a later back swipe is still reported.
  @Test func aLostSentinelNeverEndsALiveScreensRoute() throws {
    try ViewFixtureRegistry.run { _ in
      let (scene, navigation) = UIKitScene.navigation()
      let observed = Observed()
      let router = try perform(.push(from: navigation.viewControllers[0]), observed)
      settle()
      let destination = try #require(navigation.topViewController)
      for subview in destination.view.subviews { subview.removeFromSuperview() }
      settle()
      ZIKAnyViewRouter.reportRemovalsMadeElsewhere()
      settle()
      #expect(observed.stillRouted, "\(observed.states)")
      navigation.beginInteractivePop()?.finish()
      settle()
      #expect(observed.endedOnce, "\(observed.states)")
      withExtendedLifetime((scene, router)) {}
    }
  }

  /// A removal handler that performs the same router again is refused with `overRoute`, and the removal's
  /// completion runs once, with `true`.
  @Test func aHandlerPerformingTheSameRouterAgainIsRefused() throws {
    try ViewFixtureRegistry.run { _ in
      let (scene, navigation) = UIKitScene.navigation()
      var router: ViewRouter<any UIViewController & AViewInput, ViewRouteConfig>?
      var completions: [Bool] = []
      var refusal: (any Error)?
      router = try #require(
        Router.perform(
          to: RoutableView<any UIViewController & AViewInput>(), path: .push(from: navigation.viewControllers[0]),
          configuring: { _, _ in },
          removing: { config in
            config.successHandler = {
              router?.performRoute(successHandler: { _ in }, errorHandler: { _, error in refusal = error })
            }
            config.completionHandler = { success, _, _ in completions.append(success) }
          }))
      settle()
      router?.removeRoute()
      settle()
      #expect(completions == [true])
      #expect(errorCode(refusal) == ZIKRouteError.Code.overRoute.rawValue, "\(String(describing: refusal))")
      #expect(navigation.viewControllers.count == 1)
      withExtendedLifetime(scene) {}
    }
  }
}
