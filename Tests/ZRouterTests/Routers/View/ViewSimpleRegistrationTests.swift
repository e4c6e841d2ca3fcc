import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// The destination protocol of the simple registrations.
protocol FViewInput: AnyObject {
  var title: String? { get set }
}
extension RoutableView where Protocol == any FViewInput { init() { self.init(declaredProtocol: Protocol.self) } }

/// A controller made with `FViewController()`.
final class FViewController: TestViewController {}
extension FViewController: ZIKRoutableView {}
extension FViewController: @MainActor FViewInput {}

/// A view made with `FBadgeView()`.
final class FBadgeView: TestView {
  var title: String?
}
extension FBadgeView: ZIKRoutableView {}
extension FBadgeView: @MainActor FViewInput {}
extension UnregisteredViewController: @MainActor FViewInput {}

#if ZROUTER_UIKIT_MODEL
  // UIKit's controllers and views are main-actor classes with no nonisolated `init()`: on the main actor, simple
  // registrations make them through a main-actor conformance (the headless classes conform already).
  extension FViewController: @MainActor ZIKDefaultConstructible {}
  extension FBadgeView: @MainActor ZIKDefaultConstructible {}
#endif

/// Registrations without a router subclass: `register(_:forMakingView:…)` and `registerIdentifier(_:forMakingView:…)`.
@MainActor @Suite struct ViewSimpleRegistrationTests {
  private func run<R>(registering: () -> Void, _ body: (ViewEventLog) throws -> R) rethrows -> R {
    try ViewFixtureRegistry.run(registering: registering, body)
  }

  @Test func aKeyRegisteredForMakingAViewClassMakesItWithInit() throws {
    try run(registering: {
      ZIKAnyViewRouter.register(RoutableView<any FViewInput>(), forMakingView: FViewController.self)
    }) {
      _ in
      #expect(Router.makeDestination(to: RoutableView<any FViewInput>()) is FViewController)
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(Router.perform(to: RoutableView<any FViewInput>(), path: .push(from: source)))
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(navigation.topViewController is FViewController)
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }

  @Test func theMakingClosureGetsTheConfiguration() {
    run(registering: {
      ZIKAnyViewRouter.register(RoutableView<any FViewInput>(), forMakingView: FViewController.self) { config in
        let made = FViewController()
        made.title = config.userInfo["title"] as? String
        return made
      }
    }) { _ in
      let made = Router.makeDestination(to: RoutableView<any FViewInput>()) { config, _ in
        config.addUserInfo(forKey: "title", object: "from user info")
      }
      #expect(made?.title == "from user info")
    }
  }

  @Test func theMakingClosureWithARouterRunsWhileTheRouterIsRouting() {
    run(registering: {
      ZIKAnyViewRouter.register(RoutableView<any FViewInput>(), forMakingView: FViewController.self) { _, router in
        ViewEventLog.record("making while \(router.state)")
        return FViewController()
      }
    }) { log in
      #expect(Router.makeDestination(to: RoutableView<any FViewInput>()) != nil)
      #expect(log.events == ["making while routing"])
    }
  }

  @Test func aMakingClosureReturningNilFailsWithDestinationUnavailable() {
    run(registering: {
      ZIKAnyViewRouter.register(RoutableView<any FViewInput>(), forMakingView: FViewController.self) { _ in nil }
    }) { log in
      #expect(Router.makeDestination(to: RoutableView<any FViewInput>()) == nil)
      #expect(log.events == ["global PerformRoute 2"])
    }
  }

  @Test func aSimpleRegistrationOfAViewSupportsTheViewRouteTypes() throws {
    try run(registering: { ZIKAnyViewRouter.register(RoutableView<any FViewInput>(), forMakingView: FBadgeView.self) })
    { log in
      #expect(ZIKRouteRegistry.validate().isEmpty)
      let container = TestView()
      let router = try #require(
        Router.perform(to: RoutableView<any FViewInput>(), path: .addAsSubview(from: container)))
      #expect(router.state == .routed)
      #expect(container.subviews.first is FBadgeView)
      #expect(
        Router.perform(to: RoutableView<any FViewInput>(), path: .presentModally(from: TestViewController())) == nil
      )
      #expect(log.events == ["global Init 11"])
    }
    TestStage.settle()
  }

  @Test func aSimpleRegistrationRegistersItsClassForPrepareOnDestination() throws {
    try run(registering: {
      ZIKAnyViewRouter.register(RoutableView<any FViewInput>(), forMakingView: FViewController.self)
    }) {
      _ in
      let destination = FViewController()
      let router = try #require(
        Router.to(RoutableView<any FViewInput>())?.prepare(destination: destination) { config, _ in
          config.prepareDestination = { $0.title = "prepared" }
        })
      #expect(router.state == .routed)
      #expect(destination.title == "prepared")
      #expect(Router.to(RoutableView<any FViewInput>())?.prepare(destination: UnregisteredViewController()) == nil)
    }
  }

  @Test func anIdentifierRegisteredWithAMakingClosureIsFound() throws {
    try run(registering: {
      ZIKAnyViewRouter.registerIdentifier("f", forMakingView: FViewController.self) { _ in FViewController() }
    }) { _ in
      let source = TestStage.screen()
      let router = try #require(Router.to(viewIdentifier: "f")?.perform(path: .presentModally(from: source)))
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(source.presentedViewController is FViewController)
    }
  }

  @Test func anIdentifierRegisteredWithAConfigurationFactoryMakesWithTheConfiguration() throws {
    try run(registering: {
      ZIKAnyViewRouter.registerIdentifier("f.config", forMakingView: FViewController.self) {
        let configuration = ZIKViewMakeableConfiguration<FViewController>()
        configuration.makeDestination = {
          let made = FViewController()
          made.title = "made by configuration"
          return made
        }
        return configuration
      }
    }) { _ in
      let routerType = try #require(Router.to(viewIdentifier: "f.config"))
      #expect(routerType.defaultRouteConfiguration is ZIKViewMakeableConfiguration<FViewController>)
      let made = routerType.makeDestination()
      #expect((made as? FViewController)?.title == "made by configuration")
    }
  }
}
