import Foundation
import Testing
import ZRouter

/// A view made by `MixedKindViewRouter` (a view, not a controller).
final class MixedKindView: HeadlessView {}
extension MixedKindView: ZIKRoutableView {}

/// A controller made by `MixedKindViewRouter`.
final class MixedKindViewController: HeadlessViewController {}
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
      let source = HeadlessViewController()
      let router = try #require(Router.to(viewIdentifier: "mixed")?.perform(path: .presentModally(from: source)))
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(source.presentedViewController == nil)

      let navigation = HeadlessNavigationController(rootViewController: HeadlessViewController())
      let pushRouter = try #require(
        Router.to(viewIdentifier: "mixed")?.perform(path: .push(from: navigation.viewControllers[0])))
      #expect(errorCode(pushRouter.error) == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(navigation.viewControllers.count == 1)
    }
  }

  @Test func aControllerDestinationForAnAddAsSubviewRouteFailsWithActionFailed() throws {
    try ViewFixtureRegistry.run(registering: { MixedKindViewRouter.registerRoutableDestination() }) { _ in
      let container = HeadlessView()
      let router = try #require(
        Router.to(viewIdentifier: "mixed")?.perform(path: .addAsSubview(from: container)) { config, _ in
          config.addUserInfo(forKey: "controller", object: true)
        })
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(container.subviews.isEmpty)
    }
  }

  @Test func aSourceReleasedBeforeThePerformFailsWithInvalidSource() throws {
    try ViewFixtureRegistry.run { log in
      var source: HeadlessViewController? = HeadlessViewController()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source!)) { config, _ in
          log.install(on: config)
        })
      router.removeRoute()
      source = nil
      log.clear()
      router.performRoute(errorHandler: { log.record("call \(ViewEventLog.describe($0, $1))") })
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
