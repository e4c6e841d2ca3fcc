import Foundation
import Testing
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

protocol SmokeViewInput: AnyObject {
  var title: String? { get set }
}

final class SmokeViewController: TestViewController {}
extension SmokeViewController: ZIKRoutableView {}
extension SmokeViewController: @MainActor SmokeViewInput {}

extension RoutableView where Protocol == any SmokeViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

final class SmokeViewRouter: ZIKViewRouter<SmokeViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(SmokeViewController.self)
    register(RoutableView<any SmokeViewInput>())
  }
  override func destination(with configuration: ViewRouteConfig) -> SmokeViewController? {
    SmokeViewController()
  }
  override func prepareDestination(_ destination: SmokeViewController, configuration: ViewRouteConfig) {
    destination.title = (destination.title ?? "") + "+router"
  }
}

@MainActor @Suite struct ViewSmokeTests {
  func registered<R>(_ body: () throws -> R) rethrows -> R {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      SmokeViewRouter.registerRoutableDestination()
      ZIKRouteRegistry.notifyRegistrationFinished()
      return try body()
    }
  }

  @Test func pushThenRemovePopsBackToSource() throws {
    try registered {
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      var events: [String] = []
      let router = try #require(
        Router.perform(to: RoutableView<any SmokeViewInput>(), path: .push(from: source)) { config, _ in
          config.prepareDestination = { $0.title = "caller" }
          config.successHandler = { _ in events.append("success") }
        })
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(navigation.viewControllers.count == 2)
      #expect((navigation.topViewController as? SmokeViewController)?.title == "caller+router")
      #expect(events == ["success"])
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers.count == 1)
    }
  }

  @Test func pushWithoutNavigationFailsWithInvalidSource() throws {
    registered {
      let source = TestStage.screen()
      var code: Int?
      let router = Router.perform(to: RoutableView<any SmokeViewInput>(), path: .push(from: source)) { config, _ in
        config.errorHandler = { _, error in code = (error as? ZIKViewRouteError)?.code.rawValue }
      }
      TestStage.settle()
      #expect(router?.state == .unrouted)
      #expect(code == 13)
    }
  }

  @Test func presentThenDismiss() throws {
    try registered {
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any SmokeViewInput>(), path: .presentModally(from: source)))
      TestStage.settle()
      #expect(source.presentedViewController is SmokeViewController)
      router.removeRoute()
      TestStage.settle()
      #expect(source.presentedViewController == nil)
      #expect(router.state == .removed)
    }
  }

  @Test func makeDestinationReturnsPreparedDestination() throws {
    registered {
      let destination = Router.makeDestination(to: RoutableView<any SmokeViewInput>()) { $0.title = "made" }
      #expect(destination?.title == "made+router")
    }
  }

  @Test func missReportsInvalidProtocolToGlobalHandler() {
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
