import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// A controller whose router cannot make destinations (no `.makeDestination` in its route types).
final class NoMakeViewController: TestViewController {}
extension NoMakeViewController: ZIKRoutableView {}

/// Supports only push and present; found by `"no.make"`.
final class NoMakeViewRouter: ZIKViewRouter<NoMakeViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(NoMakeViewController.self)
    registerIdentifier("no.make")
  }

  override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { [.push, .presentModally] }

  override func destination(with configuration: ViewRouteConfig) -> NoMakeViewController? {
    ViewEventLog.record("NoMake.destination")
    return NoMakeViewController()
  }
}

/// `makeDestination`.
@MainActor @Suite struct ViewMakeDestinationTests {
  @Test func makeDestinationReturnsTheDestinationPreparedByTheCallerThenTheRouter() throws {
    try ViewFixtureRegistry.run { log in
      #expect(Router.to(RoutableView<any AViewInput>())?.canMakeDestination == true)
      let destination = try #require(
        Router.makeDestination(to: RoutableView<any AViewInput>()) { destination in
          log.record("caller.preparation")
          destination.title = "made"
        })
      #expect(destination.title == "made")
      #expect(
        log.events == ["A.destination", "caller.preparation", "A.prepareDestination", "A.didFinishPrepareDestination"])
    }
  }

  @Test func makeDestinationForcesTheMakeDestinationRouteTypeWhateverTheBuilderSet() {
    ViewFixtureRegistry.run { _ in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let destination = Router.makeDestination(to: RoutableView<any AViewInput>()) { config, _ in
        config.routeType = .push
        config.source = source
      }
      #expect(destination != nil)
      #expect(navigation.viewControllers == [source])
      #expect((destination as? AViewController)?.parent == nil)
    }
  }

  @Test func everyHandlerHasRunWhenMakeDestinationReturns() {
    ViewFixtureRegistry.run { log in
      let destination = Router.makeDestination(to: RoutableView<any AViewInput>()) { config, _ in
        log.install(on: config)
      }
      #expect(destination != nil)
      #expect(
        log.events == [
          "state routing", "A.destination", "A.prepareDestination", "A.didFinishPrepareDestination", "state routed",
          "success", "completion true destination PerformRoute", "performerSuccess",
        ])
    }
  }

  @Test func makeDestinationReturnsNilAfterTheFailureHandlersWhenTheRouterFails() {
    ViewFixtureRegistry.run { log in
      let destination = Router.makeDestination(to: RoutableView<any AViewInput>()) { config, _ in
        log.install(on: config)
        config.addUserInfo(forKey: "fail", object: true)
      }
      #expect(destination == nil)
      #expect(
        log.events == [
          "state routing", "A.destination", "state unrouted", "error PerformRoute 2",
          "completion false nil PerformRoute 2",
          "performerError PerformRoute 2", "global PerformRoute 2",
        ])
    }
  }

  @Test func aRouterWithoutMakeDestinationReturnsNilWithoutHandlersAndReportsUnsupportTypeGlobally() throws {
    try ViewFixtureRegistry.run(registering: { NoMakeViewRouter.registerRoutableDestination() }) { log in
      let routerType = try #require(Router.to(viewIdentifier: "no.make"))
      #expect(!routerType.canMakeDestination)
      let destination = routerType.makeDestination { config, _ in log.install(on: config) }
      #expect(destination == nil)
      #expect(log.events == ["global PerformRoute 11"])
    }
  }

  @Test func theCallerOwnsTheMadeDestination() {
    ViewFixtureRegistry.run { _ in
      var destination = Router.makeDestination(to: RoutableView<any AViewInput>())
      weak let made = destination
      #expect(made != nil)
      destination = nil
      #expect(made == nil)
    }
  }

  @Test func aMakeDestinationRouteHoldsItsDestinationWeakly() throws {
    try ViewFixtureRegistry.run { _ in
      var kept: (any AViewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { kept = $0 }
        })
      TestStage.settle()
      weak let made = kept
      let typed = try #require(router.router as? AViewRouter)
      #expect(typed.destination === made)
      kept = nil
      #expect(made == nil)
      #expect(typed.destination == nil)
      #expect(router.state == .routed)
    }
  }

  @Test func nothingOfARemovedRouterKeepsItsDestinationAlive() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let pushRouter = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
      TestStage.settle()
      weak let pushed = navigation.topViewController
      #expect(pushed is AViewController)
      pushRouter.removeRoute()
      TestStage.settle()
      #expect(pushed == nil)

      let presentRouter = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.containerWrapper = { TestNavigationController(rootViewController: testController($0)) }
        })
      TestStage.settle()
      weak let container = source.presentedViewController
      weak let presented = (source.presentedViewController as? TestNavigationController)?.topViewController
      #expect(presented is AViewController)
      presentRouter.removeRoute()
      TestStage.settle()
      #expect(container == nil)
      #expect(presented == nil)
      #expect(presentRouter.state == .removed)
    }
  }

  @Test func makeDestinationOfAModuleKeyPreparesTheModuleConfiguration() throws {
    try ViewFixtureRegistry.run { _ in
      let made = Router.makeDestination(to: RoutableViewModule<any AViewModuleInput>()) { module in
        module.title = "from module"
      }
      let destination = try #require(made as? AViewController)
      #expect(destination.title == "from module")
    }
  }

  @Test func makeDestinationOfAComposedKeyReturnsTheComposedType() throws {
    try ViewFixtureRegistry.run { _ in
      let destination = try #require(
        Router.makeDestination(to: RoutableView<any TestViewController & AViewInput>()))
      destination.title = "composed"
      #expect(destination.view.superview == nil)
      #expect((destination as TestViewController).title == "composed")
    }
  }

  @Test func theRouterTypeMakesDestinationsWithoutArguments() throws {
    try ViewFixtureRegistry.run { _ in
      let routerType = try #require(Router.to(RoutableView<any AViewInput>()))
      #expect(routerType.canMakeDestinationSynchronously)
      let first = routerType.makeDestination()
      let second = routerType.makeDestination(preparation: { $0.title = "second" })
      #expect(first != nil)
      #expect(second?.title == "second")
      #expect(first !== second)
    }
  }
}
