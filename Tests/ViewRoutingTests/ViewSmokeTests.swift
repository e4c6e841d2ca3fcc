import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if canImport(UIKitModel)
  import UIKitModel
#endif

protocol SmokeViewInput: AnyObject {
  var title: String? { get set }
}

extension RoutableView where Protocol == any SmokeViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// Tags each host's controller class that `SmokeViewRouter` makes; that class adopts `SmokeViewInput`.
enum SmokeViewController {}
extension HeadlessTestHost.TaggedController: @MainActor SmokeViewInput where Tag == SmokeViewController {}
#if canImport(UIKitModel)
  extension UIKitModelTestHost.TaggedController: @MainActor SmokeViewInput where Tag == SmokeViewController {}
#endif

final class SmokeViewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.Controller, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(Host.controllerClass(tagged: SmokeViewController.self))
    register(RoutableView<any SmokeViewInput>())
  }
  override func destination(with configuration: ViewRouteConfig) -> Host.Controller? {
    Host.makeController(tagged: SmokeViewController.self)
  }
  override func prepareDestination(_ destination: Host.Controller, configuration: ViewRouteConfig) {
    destination.title = (destination.title ?? "") + "+router"
  }
}

@MainActor @Suite struct ViewSmokeTests {
  @Test(arguments: viewTestHosts) func pushThenRemovePopsBackToSource(host: any ViewTestHost) throws {
    try host.pushThenRemovePopsBackToSource()
  }

  @Test(arguments: viewTestHosts) func pushWithoutNavigationFailsWithInvalidSource(host: any ViewTestHost) throws {
    try host.pushWithoutNavigationFailsWithInvalidSource()
  }

  @Test(arguments: viewTestHosts) func presentThenDismiss(host: any ViewTestHost) throws {
    try host.presentThenDismiss()
  }

  @Test(arguments: viewTestHosts) func makeDestinationReturnsPreparedDestination(host: any ViewTestHost) throws {
    try host.makeDestinationReturnsPreparedDestination()
  }

  @Test(arguments: viewTestHosts) func missReportsInvalidProtocolToGlobalHandler(host: any ViewTestHost) {
    host.missReportsInvalidProtocolToGlobalHandler()
  }
}

@MainActor extension ViewTestHost {
  func registered<R>(_ body: () throws -> R) rethrows -> R {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      SmokeViewRouter<Self>.registerRoutableDestination()
      ZIKRouteRegistry.notifyRegistrationFinished()
      return try body()
    }
  }

  @MainActor fileprivate func pushThenRemovePopsBackToSource() throws {
    try registered {
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      var events: [String] = []
      let router = try #require(
        Router.perform(to: RoutableView<any SmokeViewInput>(), path: .push(from: source)) { config, _ in
          config.prepareDestination = { $0.title = "caller" }
          config.successHandler = { _ in events.append("success") }
        })
      Self.settle()
      #expect(router.state == .routed)
      #expect(navigation.viewControllers.count == 2)
      #expect(
        navigation.topViewController.flatMap {
          Self.isController($0, tagged: SmokeViewController.self) ? $0.title : nil
        } == "caller+router")
      #expect(events == ["success"])
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers.count == 1)
    }
  }

  @MainActor fileprivate func pushWithoutNavigationFailsWithInvalidSource() throws {
    registered {
      let source = Self.screen()
      var code: Int?
      let router = Router.perform(to: RoutableView<any SmokeViewInput>(), path: .push(from: source)) { config, _ in
        config.errorHandler = { _, error in code = (error as? ZIKViewRouteError)?.code.rawValue }
      }
      Self.settle()
      #expect(router?.state == .unrouted)
      #expect(code == 13)
    }
  }

  @MainActor fileprivate func presentThenDismiss() throws {
    try registered {
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any SmokeViewInput>(), path: .presentModally(from: source)))
      Self.settle()
      #expect(Self.isController(source.presentedViewController, tagged: SmokeViewController.self))
      router.removeRoute()
      Self.settle()
      #expect(source.presentedViewController == nil)
      #expect(router.state == .removed)
    }
  }

  @MainActor fileprivate func makeDestinationReturnsPreparedDestination() throws {
    registered {
      let destination = Router.makeDestination(to: RoutableView<any SmokeViewInput>()) { $0.title = "made" }
      #expect(destination?.title == "made+router")
    }
  }

  @MainActor fileprivate func missReportsInvalidProtocolToGlobalHandler() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ZIKRouteRegistry.notifyRegistrationFinished()
      var reported: (ZIKRouteAction, Int)?
      ZIKAnyViewRouter.globalErrorHandler = { _, action, error in reported = (action, (error as NSError).code) }
      #expect(Router.to(RoutableView<any SmokeViewInput>()) == nil)
      #expect(reported?.0 == .toView)
      #expect(reported?.1 == 0)
    }
  }
}
