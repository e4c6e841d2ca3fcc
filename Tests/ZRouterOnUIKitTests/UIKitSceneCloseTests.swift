import Foundation
import Testing
import UIKitModel
import ViewTestSupport

@_spi(ZRouterGlue) @testable import ZRouterCore
@testable import ZRouterUIKit

/// A closed scene (`sceneDidDisconnect(_:)` and `UIScene.didDisconnectNotification`) ends every route shown in its
/// windows, pushed, covered, presented or in a split's detail, with their removal handlers, state notifiers and AOP
/// `willRemove` / `didRemove`, exactly once, in both orders of the delegate call and the notification (Apple documents
/// neither) and under every order of ``UIKitModelOrders``. Routes of another scene stay routed. UIKit documents nothing
/// of the windows then: the model leaves them showing their controllers, so only the notification tells.
@MainActor @Suite(.serialized) struct UIKitSceneCloseTests {
  @MainActor final class Observed {
    /// The router, kept as an app keeps the routers it will remove (a released router hears of nothing).
    var router: AnyObject?
    var states: [String] = []
    var removalHandlers = 0
    var endedOnce: Bool {
      states.suffix(2) == ["routed→removing", "removing→removed"] && removalHandlers == 1
        && states.filter({ $0 == "removing→removed" }).count == 1
    }
    var stillRouted: Bool { states.last == "routing→routed" && removalHandlers == 0 }
  }

  /// A window scene with a window showing a navigation controller.
  @MainActor final class Scene {
    let scene = UIWindowScene()
    let window: UIWindow
    let navigation = UINavigationController(rootViewController: UIViewController())
    init() {
      window = UIWindow(windowScene: scene)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
    }
  }

  /// An app's scene delegate that lets go of its window when the scene disconnects.
  @MainActor final class Delegate: UISceneDelegate {
    var window: UIWindow?
    var calls = 0
    func sceneDidDisconnect(_ scene: UIScene) {
      calls += 1
      window?.rootViewController = nil
      window = nil
    }
  }

  private func perform(_ path: ViewRoutePath, _ observed: Observed) throws -> ViewRouter<
    any UIViewController & AViewInput, ViewRouteConfig
  > {
    let router = try #require(
      Router.perform(
        to: RoutableView<any UIViewController & AViewInput>(), path: path,
        configuring: { config, _ in config.stateNotifier = { observed.states.append("\($0)→\($1)") } },
        removing: { config in config.successHandler = { observed.removalHandlers += 1 } }))
    observed.router = router.router
    return router
  }

  nonisolated private static let orders = UIKitModelOrders.everyCombination

  @Test(arguments: [true, false], [false, true])
  func aClosedSceneEndsEveryRouteShownInItOnce(delegateFirst: Bool, delegateDropsTheWindow: Bool) throws {
    let before = UIScene.delegateCalledBeforeNotification
    UIScene.delegateCalledBeforeNotification = delegateFirst
    defer { UIScene.delegateCalledBeforeNotification = before }
    for orders in Self.orders {
      try UIKitModelOrders.with(orders) {
        try ViewFixtureRegistry.run { log in
          let closing = Scene()
          let other = Scene()
          let delegate = Delegate()
          if delegateDropsTheWindow { delegate.window = closing.window }
          closing.scene.delegate = delegate
          let covered = Observed()
          let top = Observed()
          let presented = Observed()
          let elsewhere = Observed()
          _ = try perform(.push(from: closing.navigation.viewControllers[0]), covered)
          settle()
          let coveredController = try #require(closing.navigation.topViewController)
          _ = try perform(.push(from: coveredController), top)
          settle()
          let topController = try #require(closing.navigation.topViewController)
          _ = try perform(.presentModally(from: topController), presented)
          _ = try perform(.push(from: other.navigation.viewControllers[0]), elsewhere)
          settle()
          log.clear()
          closing.scene.disconnect()
          settle()
          let context = "delegate first \(delegateFirst), drops window \(delegateDropsTheWindow), \(orders)"
          for (name, observed) in [("covered", covered), ("top", top), ("presented", presented)] {
            #expect(observed.endedOnce, "\(name) \(context): \(observed.states) \(observed.removalHandlers)")
          }
          #expect(elsewhere.stillRouted, "\(context): \(elsewhere.states)")
          #expect(log.events(startingWith: "A.willRemove").count == 3, "\(context): \(log.events)")
          #expect(log.events(startingWith: "A.didRemove").count == 3, "\(context): \(log.events)")
          #expect(delegate.calls == 1)
          // The window letting go of its content later runs nothing again.
          closing.window.rootViewController = nil
          LateRemovalReports.reportNow()
          settle()
          #expect(log.events(startingWith: "A.didRemove").count == 3)
          #expect(covered.removalHandlers == 1 && top.removalHandlers == 1 && presented.removalHandlers == 1)
          withExtendedLifetime(other) {}
        }
      }
    }
  }

  /// The model follows Apple's documentation: the delegate is called and the notification posted once, with the
  /// scene as the notification's object.
  @Test func theModelsDisconnectCallsTheDelegateAndPostsTheNotificationOnce() {
    let scene = UIWindowScene()
    let delegate = Delegate()
    scene.delegate = delegate
    nonisolated(unsafe) var objects: [ObjectIdentifier?] = []
    let token = NotificationCenter.default.addObserver(
      forName: UIScene.didDisconnectNotification, object: nil, queue: nil
    ) { objects.append(($0.object as? UIScene).map(ObjectIdentifier.init)) }
    defer { NotificationCenter.default.removeObserver(token) }
    scene.disconnect()
    scene.disconnect()
    #expect(delegate.calls == 1)
    #expect(objects == [ObjectIdentifier(scene)])
  }
}
