import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// A view made by `MixedKindViewRouter` (a view, not a controller).
final class MixedKindView: TestView {}
extension MixedKindView: ZIKRoutableView {}

/// A controller made by `MixedKindViewRouter`.
final class MixedKindViewController: TestViewController {}
extension MixedKindViewController: ZIKRoutableView {}

/// Supports every route type and makes a view, or a controller when the user info has `"controller": true`.
final class MixedKindViewRouter: ZIKViewRouter<AnyObject, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(MixedKindView.self)
    registerView(MixedKindViewController.self)
    registerIdentifier("mixed")
  }

  override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { [.viewControllerDefault, .viewDefault, .custom] }

  override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
    configuration.userInfo["controller"] as? Bool == true ? MixedKindViewController() : MixedKindView()
  }
}

/// Destination kind checks and sources released before perform.
@MainActor @Suite struct ViewDestinationKindTests {
  @Test func aViewDestinationForAControllerRouteFailsWithActionFailed() throws {
    try ViewFixtureRegistry.run(registering: { MixedKindViewRouter.registerRoutableDestination() }) { _ in
      let source = TestStage.screen()
      let router = try #require(Router.to(viewIdentifier: "mixed")?.perform(path: .presentModally(from: source)))
      TestStage.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(source.presentedViewController == nil)

      let navigation = TestNavigationController(rootViewController: TestViewController())
      let pushRouter = try #require(
        Router.to(viewIdentifier: "mixed")?.perform(path: .push(from: navigation.viewControllers[0])))
      TestStage.settle()
      #expect(errorCode(pushRouter.error) == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(navigation.viewControllers.count == 1)
    }
  }

  @Test func aControllerDestinationForAnAddAsSubviewRouteFailsWithActionFailed() throws {
    try ViewFixtureRegistry.run(registering: { MixedKindViewRouter.registerRoutableDestination() }) { _ in
      let container = TestView()
      let router = try #require(
        Router.to(viewIdentifier: "mixed")?.perform(path: .addAsSubview(from: container)) { config, _ in
          config.addUserInfo(forKey: "controller", object: true)
        })
      TestStage.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(container.subviews.isEmpty)
    }
  }

  @Test func aSourceReleasedBeforeThePerformFailsWithInvalidSource() throws {
    try ViewFixtureRegistry.run { log in
      var source: TestViewController? = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source!)) { config, _ in
          log.install(on: config)
        })
      TestStage.settle()
      router.removeRoute()
      TestStage.settle()
      TestStage.leaveScreen(source!)
      source = nil
      log.clear()
      router.performRoute(errorHandler: { log.record("call \(ViewEventLog.describe($0, $1))") })
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidSource.rawValue)
      #expect(
        log.events == [
          "error PerformRoute 13", "completion false nil PerformRoute 13", "call PerformRoute 13",
          "global PerformRoute 13",
        ])
    }
  }
}
