import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// Supports only push and present (no `.makeDestination` in its route types); found by `"no.make"`. Its destinations
/// are controllers of a class of their own.
final class NoMakeViewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.Controller, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(Host.controllerClass(tagged: Self.self))
    registerIdentifier("no.make")
  }

  override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { [.push, .presentModally] }

  override func destination(with configuration: ViewRouteConfig) -> Host.Controller? {
    ViewEventLog.record("NoMake.destination")
    return Host.makeController(tagged: Self.self)
  }
}

/// `makeDestination`.
@MainActor @Suite struct ViewMakeDestinationTests {
  @Test(arguments: viewTestHosts) func makeDestinationReturnsTheDestinationPreparedByTheCallerThenTheRouter(
    host: any ViewTestHost
  ) throws {
    try host.makeDestinationReturnsTheDestinationPreparedByTheCallerThenTheRouter()
  }

  @Test(arguments: viewTestHosts) func makeDestinationForcesTheMakeDestinationRouteTypeWhateverTheBuilderSet(
    host: any ViewTestHost
  ) {
    host.makeDestinationForcesTheMakeDestinationRouteTypeWhateverTheBuilderSet()
  }

  @Test(arguments: viewTestHosts) func everyHandlerHasRunWhenMakeDestinationReturns(host: any ViewTestHost) {
    host.everyHandlerHasRunWhenMakeDestinationReturns()
  }

  @Test(arguments: viewTestHosts) func makeDestinationReturnsNilAfterTheFailureHandlersWhenTheRouterFails(
    host: any ViewTestHost
  ) {
    host.makeDestinationReturnsNilAfterTheFailureHandlersWhenTheRouterFails()
  }

  @Test(arguments: viewTestHosts)
  func aRouterWithoutMakeDestinationReturnsNilWithoutHandlersAndReportsUnsupportTypeGlobally(host: any ViewTestHost)
    throws
  {
    try host.aRouterWithoutMakeDestinationReturnsNilWithoutHandlersAndReportsUnsupportTypeGlobally()
  }

  @Test(arguments: viewTestHosts) func theCallerOwnsTheMadeDestination(host: any ViewTestHost) {
    host.theCallerOwnsTheMadeDestination()
  }

  @Test(arguments: viewTestHosts) func aMakeDestinationRouteHoldsItsDestinationWeakly(host: any ViewTestHost) throws {
    try host.aMakeDestinationRouteHoldsItsDestinationWeakly()
  }

  @Test(arguments: viewTestHosts) func nothingOfARemovedRouterKeepsItsDestinationAlive(host: any ViewTestHost) throws {
    try host.nothingOfARemovedRouterKeepsItsDestinationAlive()
  }

  @Test(arguments: viewTestHosts) func makeDestinationOfAModuleKeyPreparesTheModuleConfiguration(host: any ViewTestHost)
    throws
  {
    try host.makeDestinationOfAModuleKeyPreparesTheModuleConfiguration()
  }

  @Test(arguments: viewTestHosts) func makeDestinationOfAComposedKeyReturnsTheComposedType(host: any ViewTestHost)
    throws
  {
    try host.makeDestinationOfAComposedKeyReturnsTheComposedType()
  }

  @Test(arguments: viewTestHosts) func theRouterTypeMakesDestinationsWithoutArguments(host: any ViewTestHost) throws {
    try host.theRouterTypeMakesDestinationsWithoutArguments()
  }
}

extension ViewTestHost {
  @MainActor fileprivate func makeDestinationReturnsTheDestinationPreparedByTheCallerThenTheRouter() throws {
    try Self.run { log in
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

  @MainActor fileprivate func makeDestinationForcesTheMakeDestinationRouteTypeWhateverTheBuilderSet() {
    Self.run { _ in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let destination = Router.makeDestination(to: RoutableView<any AViewInput>()) { config, _ in
        config.routeType = .push
        config.source = source
      }
      #expect(destination != nil)
      #expect(navigation.viewControllers == [source])
      #expect((destination as? AViewController)?.parent == nil)
    }
  }

  @MainActor fileprivate func everyHandlerHasRunWhenMakeDestinationReturns() {
    Self.run { log in
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

  @MainActor fileprivate func makeDestinationReturnsNilAfterTheFailureHandlersWhenTheRouterFails() {
    Self.run { log in
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

  @MainActor fileprivate func aRouterWithoutMakeDestinationReturnsNilWithoutHandlersAndReportsUnsupportTypeGlobally()
    throws
  {
    try Self.run(registering: { NoMakeViewRouter<Self>.registerRoutableDestination() }) { log in
      let routerType = try #require(Router.to(viewIdentifier: "no.make"))
      #expect(!routerType.canMakeDestination)
      let destination = routerType.makeDestination { config, _ in log.install(on: config) }
      #expect(destination == nil)
      #expect(log.events == ["global PerformRoute 11"])
    }
  }

  @MainActor fileprivate func theCallerOwnsTheMadeDestination() {
    Self.run { _ in
      var destination = Router.makeDestination(to: RoutableView<any AViewInput>())
      weak let made = destination
      #expect(made != nil)
      destination = nil
      #expect(made == nil)
    }
  }

  @MainActor fileprivate func aMakeDestinationRouteHoldsItsDestinationWeakly() throws {
    try Self.run { _ in
      var kept: (any AViewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination) { config, _ in
          config.successHandler = { kept = $0 }
        })
      Self.settle()
      weak let made = kept
      let typed = try #require(router.router as? AViewRouter<Self>)
      #expect(typed.destination === made)
      kept = nil
      #expect(made == nil)
      #expect(typed.destination == nil)
      #expect(router.state == .routed)
    }
  }

  @MainActor fileprivate func nothingOfARemovedRouterKeepsItsDestinationAlive() throws {
    try Self.run { _ in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let pushRouter = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)))
      Self.settle()
      weak let pushed = navigation.topViewController
      #expect(pushed is AViewController)
      pushRouter.removeRoute()
      Self.settle()
      #expect(pushed == nil)

      let presentRouter = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.containerWrapper = { Self.makeNavigation(root: Self.controller($0)) }
        })
      Self.settle()
      weak let container = source.presentedViewController
      weak let presented = (source.presentedViewController as? Navigation)?.topViewController
      #expect(presented is AViewController)
      presentRouter.removeRoute()
      Self.settle()
      #expect(container == nil)
      #expect(presented == nil)
      #expect(presentRouter.state == .removed)
    }
  }

  @MainActor fileprivate func makeDestinationOfAModuleKeyPreparesTheModuleConfiguration() throws {
    try Self.run { _ in
      let made = Router.makeDestination(to: RoutableViewModule<any AViewModuleInput>()) { module in
        module.title = "from module"
      }
      let destination = try #require(made as? AViewController)
      #expect(destination.title == "from module")
    }
  }

  @MainActor fileprivate func makeDestinationOfAComposedKeyReturnsTheComposedType() throws {
    try Self.run { _ in
      let composed = try #require(Router.makeDestination(to: Self.composedAKey))
      let destination = Self.controller(composed as AnyObject)
      Self.input(destination).title = "composed"
      #expect(destination.hostView.superview == nil)
      #expect(destination.title == "composed")
    }
  }

  @MainActor fileprivate func theRouterTypeMakesDestinationsWithoutArguments() throws {
    try Self.run { _ in
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
