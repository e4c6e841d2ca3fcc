import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if canImport(UIKitModel)
  import UIKitModel
#endif

/// A host with the fixtures of the simple registrations: a controller and a view class adopting `FViewInput`.
protocol SimpleRegistrationHost: ViewTestHost {
  /// A controller made with `FController()`.
  associatedtype FController: HostController & ZIKRoutableView
  where FController.Base == Controller, FController.NavigationBase == Navigation, FController.ViewBase == View
  /// A view made with `FBadge()`.
  associatedtype FBadge: HostView & ZIKRoutableView where FBadge.ViewBase == View

  @MainActor static func makeF() -> FController
  /// `controller` (an `FController` or an `UnregisteredViewController`) as `FViewInput` (their conformance is the main
  /// actor's, so this protocol cannot require it).
  @MainActor static func fInput(_ controller: AnyObject) -> any FViewInput
  /// Registers `key` for making `FController`s, or `FBadge`s when `badge`, by their `init()` (UIKit's classes are made
  /// through a main-actor `ZIKDefaultConstructible` conformance, which only the host can name).
  @MainActor static func registerMakingF(for key: RoutableView<any FViewInput>, badge: Bool)
}

extension HeadlessTestHost: SimpleRegistrationHost {
  final class FController: HeadlessViewController, ZIKRoutableView {}
  final class FBadge: HeadlessView, ZIKRoutableView { var title: String? }
  static func makeF() -> FController { FController() }
  @MainActor static func fInput(_ controller: AnyObject) -> any FViewInput {
    if let controller = controller as? UnregisteredViewController { return controller }
    return controller as! FController
  }
  static func registerMakingF(for key: RoutableView<any FViewInput>, badge: Bool) {
    if badge {
      ZIKAnyViewRouter.register(key, forMakingView: FBadge.self)
    } else {
      ZIKAnyViewRouter.register(key, forMakingView: FController.self)
    }
  }
}
extension HeadlessTestHost.FController: @MainActor FViewInput {}
extension HeadlessTestHost.FBadge: @MainActor FViewInput {}
extension HeadlessTestHost.UnregisteredViewController: @MainActor FViewInput {}

#if canImport(UIKitModel)
  extension UIKitModelTestHost: SimpleRegistrationHost {
    final class FController: UIViewController, ZIKRoutableView {}
    final class FBadge: UIView, ZIKRoutableView { var title: String? }
    static func makeF() -> FController { FController() }
    @MainActor static func fInput(_ controller: AnyObject) -> any FViewInput {
      if let controller = controller as? UnregisteredViewController { return controller }
      return controller as! FController
    }
    static func registerMakingF(for key: RoutableView<any FViewInput>, badge: Bool) {
      if badge {
        ZIKAnyViewRouter.register(key, forMakingView: FBadge.self)
      } else {
        ZIKAnyViewRouter.register(key, forMakingView: FController.self)
      }
    }
  }
  extension UIKitModelTestHost.FController: @MainActor FViewInput, @MainActor ZIKDefaultConstructible {}
  extension UIKitModelTestHost.FBadge: @MainActor FViewInput, @MainActor ZIKDefaultConstructible {}
  extension UIKitModelTestHost.UnregisteredViewController: @MainActor FViewInput {}
#endif

/// The hosts, with the fixtures of the simple registrations.
let simpleRegistrationHosts: [any SimpleRegistrationHost] = viewTestHosts.map { $0 as! any SimpleRegistrationHost }

/// Registrations without a router subclass: `register(_:forMakingView:…)` and `registerIdentifier(_:forMakingView:…)`.
@MainActor @Suite struct ViewSimpleRegistrationTests {
  @Test(arguments: simpleRegistrationHosts) func aKeyRegisteredForMakingAViewClassMakesItWithInit(
    host: any SimpleRegistrationHost
  ) throws {
    try host.aKeyRegisteredForMakingAViewClassMakesItWithInit()
  }

  @Test(arguments: simpleRegistrationHosts) func theMakingClosureGetsTheConfiguration(host: any SimpleRegistrationHost)
  {
    host.theMakingClosureGetsTheConfiguration()
  }

  @Test(arguments: simpleRegistrationHosts) func theMakingClosureWithARouterRunsWhileTheRouterIsRouting(
    host: any SimpleRegistrationHost
  ) {
    host.theMakingClosureWithARouterRunsWhileTheRouterIsRouting()
  }

  @Test(arguments: simpleRegistrationHosts) func aMakingClosureReturningNilFailsWithDestinationUnavailable(
    host: any SimpleRegistrationHost
  ) {
    host.aMakingClosureReturningNilFailsWithDestinationUnavailable()
  }

  @Test(arguments: simpleRegistrationHosts) func aSimpleRegistrationOfAViewSupportsTheViewRouteTypes(
    host: any SimpleRegistrationHost
  ) throws {
    try host.aSimpleRegistrationOfAViewSupportsTheViewRouteTypes()
  }

  @Test(arguments: simpleRegistrationHosts) func aSimpleRegistrationRegistersItsClassForPrepareOnDestination(
    host: any SimpleRegistrationHost
  ) throws {
    try host.aSimpleRegistrationRegistersItsClassForPrepareOnDestination()
  }

  @Test(arguments: simpleRegistrationHosts) func anIdentifierRegisteredWithAMakingClosureIsFound(
    host: any SimpleRegistrationHost
  ) throws {
    try host.anIdentifierRegisteredWithAMakingClosureIsFound()
  }

  @Test(arguments: simpleRegistrationHosts)
  func anIdentifierRegisteredWithAConfigurationFactoryMakesWithTheConfiguration(host: any SimpleRegistrationHost) throws
  {
    try host.anIdentifierRegisteredWithAConfigurationFactoryMakesWithTheConfiguration()
  }
}

@MainActor extension SimpleRegistrationHost {
  private func run<R>(registering: () -> Void, _ body: (ViewEventLog) throws -> R) rethrows -> R {
    try Self.run(registering: registering, body)
  }

  @MainActor fileprivate func aKeyRegisteredForMakingAViewClassMakesItWithInit() throws {
    try run(registering: {
      Self.registerMakingF(for: RoutableView<any FViewInput>(), badge: false)
    }) {
      _ in
      #expect(Router.makeDestination(to: RoutableView<any FViewInput>()) is FController)
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(Router.perform(to: RoutableView<any FViewInput>(), path: .push(from: source)))
      Self.settle()
      #expect(router.state == .routed)
      #expect(navigation.topViewController is FController)
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }

  @MainActor fileprivate func theMakingClosureGetsTheConfiguration() {
    run(registering: {
      ZIKAnyViewRouter.register(RoutableView<any FViewInput>(), forMakingView: FController.self) { config in
        let made = Self.makeF()
        made.title = config.userInfo["title"] as? String
        return Self.fInput(made)
      }
    }) { _ in
      let made = Router.makeDestination(to: RoutableView<any FViewInput>()) { config, _ in
        config.addUserInfo(forKey: "title", object: "from user info")
      }
      #expect(made?.title == "from user info")
    }
  }

  @MainActor fileprivate func theMakingClosureWithARouterRunsWhileTheRouterIsRouting() {
    run(registering: {
      ZIKAnyViewRouter.register(RoutableView<any FViewInput>(), forMakingView: FController.self) { _, router in
        ViewEventLog.record("making while \(router.state)")
        return Self.fInput(Self.makeF())
      }
    }) { log in
      #expect(Router.makeDestination(to: RoutableView<any FViewInput>()) != nil)
      #expect(log.events == ["making while routing"])
    }
  }

  @MainActor fileprivate func aMakingClosureReturningNilFailsWithDestinationUnavailable() {
    run(registering: {
      ZIKAnyViewRouter.register(RoutableView<any FViewInput>(), forMakingView: FController.self) { _ in nil }
    }) { log in
      #expect(Router.makeDestination(to: RoutableView<any FViewInput>()) == nil)
      #expect(log.events == ["global PerformRoute 2"])
    }
  }

  @MainActor fileprivate func aSimpleRegistrationOfAViewSupportsTheViewRouteTypes() throws {
    try run(registering: { Self.registerMakingF(for: RoutableView<any FViewInput>(), badge: true) }) { log in
      #expect(ZIKRouteRegistry.validate().isEmpty)
      let container = Self.makeView()
      let router = try #require(
        Router.perform(to: RoutableView<any FViewInput>(), path: .addAsSubview(from: container)))
      #expect(router.state == .routed)
      #expect(container.subviews.first is FBadge)
      #expect(
        Router.perform(to: RoutableView<any FViewInput>(), path: .presentModally(from: Self.makeController())) == nil
      )
      #expect(log.events == ["global Init 11"])
    }
    Self.settle()
  }

  @MainActor fileprivate func aSimpleRegistrationRegistersItsClassForPrepareOnDestination() throws {
    try run(registering: {
      Self.registerMakingF(for: RoutableView<any FViewInput>(), badge: false)
    }) {
      _ in
      let destination = Self.makeF()
      let router = try #require(
        Router.to(RoutableView<any FViewInput>())?.prepare(destination: Self.fInput(destination)) { config, _ in
          config.prepareDestination = { $0.title = "prepared" }
        })
      #expect(router.state == .routed)
      #expect(destination.title == "prepared")
      #expect(
        Router.to(RoutableView<any FViewInput>())?.prepare(destination: Self.fInput(Self.makeUnregistered())) == nil)
    }
  }

  @MainActor fileprivate func anIdentifierRegisteredWithAMakingClosureIsFound() throws {
    try run(registering: {
      ZIKAnyViewRouter.registerIdentifier("f", forMakingView: FController.self) { _ in Self.makeF() }
    }) { _ in
      let source = Self.screen()
      let router = try #require(Router.to(viewIdentifier: "f")?.perform(path: .presentModally(from: source)))
      Self.settle()
      #expect(router.state == .routed)
      #expect(source.presentedViewController is FController)
    }
  }

  @MainActor fileprivate func anIdentifierRegisteredWithAConfigurationFactoryMakesWithTheConfiguration() throws {
    try run(registering: {
      ZIKAnyViewRouter.registerIdentifier("f.config", forMakingView: FController.self) {
        let configuration = ZIKViewMakeableConfiguration<FController>()
        configuration.makeDestination = {
          let made = Self.makeF()
          made.title = "made by configuration"
          return made
        }
        return configuration
      }
    }) { _ in
      let routerType = try #require(Router.to(viewIdentifier: "f.config"))
      #expect(routerType.defaultRouteConfiguration is ZIKViewMakeableConfiguration<FController>)
      let made = routerType.makeDestination()
      #expect((made as? FController)?.title == "made by configuration")
    }
  }
}
