import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// Supports every route type and makes a view, or a controller when the user info has `"controller": true` (each of
/// a class of its own).
final class MixedKindViewRouter<Host: ViewTestHost>: ZIKViewRouter<AnyObject, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(Host.viewClass(tagged: Self.self))
    registerView(Host.controllerClass(tagged: Self.self))
    registerIdentifier("mixed")
  }

  override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { [.viewControllerDefault, .viewDefault, .custom] }

  override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
    configuration.userInfo["controller"] as? Bool == true
      ? Host.makeController(tagged: Self.self) : Host.makeView(tagged: Self.self)
  }
}

/// Destination kind checks and sources released before perform.
@MainActor @Suite struct ViewDestinationKindTests {
  @Test(arguments: viewTestHosts) func aViewDestinationForAControllerRouteFailsWithActionFailed(host: any ViewTestHost)
    throws
  {
    try host.aViewDestinationForAControllerRouteFailsWithActionFailed()
  }

  @Test(arguments: viewTestHosts) func aControllerDestinationForAnAddAsSubviewRouteFailsWithActionFailed(
    host: any ViewTestHost
  ) throws {
    try host.aControllerDestinationForAnAddAsSubviewRouteFailsWithActionFailed()
  }

  @Test(arguments: viewTestHosts) func aSourceReleasedBeforeThePerformFailsWithInvalidSource(host: any ViewTestHost)
    throws
  {
    try host.aSourceReleasedBeforeThePerformFailsWithInvalidSource()
  }
}

extension ViewTestHost {
  @MainActor fileprivate func aViewDestinationForAControllerRouteFailsWithActionFailed() throws {
    try Self.run(registering: { MixedKindViewRouter<Self>.registerRoutableDestination() }) { _ in
      let source = Self.screen()
      let router = try #require(Router.to(viewIdentifier: "mixed")?.perform(path: .presentModally(from: source)))
      Self.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(source.presentedViewController == nil)

      let navigation = Self.makeNavigation(root: Self.makeController())
      let pushRouter = try #require(
        Router.to(viewIdentifier: "mixed")?.perform(path: .push(from: navigation.viewControllers[0])))
      Self.settle()
      #expect(errorCode(pushRouter.error) == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(navigation.viewControllers.count == 1)
    }
  }

  @MainActor fileprivate func aControllerDestinationForAnAddAsSubviewRouteFailsWithActionFailed() throws {
    try Self.run(registering: { MixedKindViewRouter<Self>.registerRoutableDestination() }) { _ in
      let container = Self.makeView()
      let router = try #require(
        Router.to(viewIdentifier: "mixed")?.perform(path: .addAsSubview(from: container)) { config, _ in
          config.addUserInfo(forKey: "controller", object: true)
        })
      Self.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(container.subviews.isEmpty)
    }
  }

  @MainActor fileprivate func aSourceReleasedBeforeThePerformFailsWithInvalidSource() throws {
    try Self.run { log in
      var source: Controller? = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source!)) { config, _ in
          log.install(on: config)
        })
      Self.settle()
      router.removeRoute()
      Self.settle()
      Self.leaveScreen(source!)
      source = nil
      log.clear()
      router.performRoute(errorHandler: { log.record("call \(ViewEventLog.describe($0, $1))") })
      Self.settle()
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
