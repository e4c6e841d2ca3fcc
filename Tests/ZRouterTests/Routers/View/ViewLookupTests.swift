import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// Lookups of view routers: keys, composed keys, switchable keys, identifiers, misses.
@MainActor @Suite struct ViewLookupTests {
  @Test func aMissReturnsNilAndReportsInvalidProtocolWithTheToViewAction() {
    ViewFixtureRegistry.run { log in
      #expect(Router.to(RoutableView<any UnprovidedViewInput>()) == nil)
      #expect(log.events == ["global ToView 0"])
    }
  }

  @Test func aModuleMissReportsTheToViewModuleAction() {
    ViewFixtureRegistry.run { log in
      #expect(Router.to(RoutableViewModule<any UnprovidedViewModuleInput>()) == nil)
      #expect(log.events == ["global ToViewModule 0"])
    }
  }

  @Test func anIdentifierMissReportsTheToViewAction() {
    ViewFixtureRegistry.run { log in
      #expect(Router.to(viewIdentifier: "nobody") == nil)
      #expect(log.events == ["global ToView 0"])
    }
  }

  @Test func aPerformToAMissingKeyReturnsNilWithoutCallingTheBuilder() {
    ViewFixtureRegistry.run { log in
      let router = Router.perform(to: RoutableView<any UnprovidedViewInput>(), path: .makeDestination) { _, _ in
        log.record("builder")
      }
      TestStage.settle()
      #expect(router == nil)
      #expect(Router.makeDestination(to: RoutableView<any UnprovidedViewInput>()) == nil)
      #expect(log.events == ["global ToView 0", "global ToView 0"])
    }
  }

  @Test func anIdentifierFindsItsRouterWhichPerformsWithUntypedDestinations() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let routerType = try #require(Router.to(viewIdentifier: "a"))
      #expect(routerType.routerType === Router.to(RoutableView<any AViewInput>())?.routerType)
      var destination: Any?
      let router = try #require(
        routerType.perform(path: .presentModally(from: source)) { config, _ in
          config.successHandler = { destination = $0 }
        })
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(destination is AViewController)
    }
  }

  @Test func composedKeysInEitherOrderAreOneKeyDistinctFromTheirProtocol() {
    let composed = RoutableView<any TestViewController & AViewInput>()
    let swapped = RoutableView<any AViewInput & TestViewController>()
    #expect(composed.key == swapped.key)
    #expect(composed.key != RoutableView<any AViewInput>().key)
  }

  @Test func aComposedKeyResolvesOnlyTheComposedRegistration() throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ZIKViewRoute<AViewController, ViewRouteConfig>
        .make(withDestination: AViewController.self) { _, _ in AViewController() }
        .register(RoutableView<any TestViewController & AViewInput>())
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(Router.to(RoutableView<any TestViewController & AViewInput>()) != nil)
      #expect(Router.to(RoutableView<any AViewInput & TestViewController>()) != nil)
      #expect(Router.to(RoutableView<any AViewInput>()) == nil)
      let source = TestStage.screen()
      let destination = try #require(
        Router.makeDestination(to: RoutableView<any AViewInput & TestViewController>()))
      source.addChild(destination)
      #expect(destination.parent === source)
    }
  }

  @Test func switchableKeysFindTheRouterOfTheErasedKey() throws {
    try ViewFixtureRegistry.run { log in
      let keys = [SwitchableView(RoutableView<any AViewInput>()), SwitchableView(RoutableView<any BSubviewInput>())]
      #expect(keys[0].typeName.contains("AViewInput"))
      #expect(Router.to(keys[0])?.routerType === Router.to(RoutableView<any AViewInput>())?.routerType)
      #expect(Router.to(keys[1])?.routerType === Router.to(RoutableView<any BSubviewInput>())?.routerType)
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(Router.to(keys[0])?.perform(path: .push(from: source)))
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(navigation.topViewController is AViewController)
      #expect(Router.to(SwitchableViewModule(RoutableViewModule<any AViewModuleInput>())) != nil)
      #expect(Router.to(SwitchableView(RoutableView<any UnprovidedViewInput>())) == nil)
      #expect(Router.to(SwitchableViewModule(RoutableViewModule<any UnprovidedViewModuleInput>())) == nil)
      #expect(log.events(startingWith: "global") == ["global ToView 0", "global ToViewModule 0"])
    }
  }

  @Test func lookupsHandOutTheSameRouterTypeButEveryPerformMakesANewRouter() throws {
    try ViewFixtureRegistry.run { _ in
      let first = try #require(Router.to(RoutableView<any AViewInput>()))
      let second = try #require(Router.to(RoutableView<any AViewInput>()))
      #expect(first.routerType === second.routerType)
      #expect(first.routerType.routerClass == AViewRouter.self)
      let routerA = try #require(first.perform(path: .makeDestination))
      TestStage.settle()
      let routerB = try #require(first.perform(path: .makeDestination))
      TestStage.settle()
      #expect(routerA.router !== routerB.router)
      #expect(first.defaultRouteConfiguration !== second.defaultRouteConfiguration)
      #expect(first.defaultRouteConfiguration is AViewModuleConfiguration)
    }
  }

  // MARK: Global error handler

  @Test func theGlobalErrorHandlerIsOneSlotSharedBySubclassesAndBelongsToTheIsolatedRegistry() {
    ZIKRouteRegistry.withIsolatedRegistry {
      var reported: [String] = []
      AViewRouter.globalErrorHandler = { router, action, error in
        reported.append("\(router.map { "\(type(of: $0))" } ?? "nil") \(ViewEventLog.describe(action, error))")
      }
      #expect(ZIKAnyViewRouter.globalErrorHandler != nil)
      BSubviewRouter.notifyGlobalError(
        with: nil, action: .performRoute,
        error: ZIKAnyViewRouter.viewRouteError(withCode: .invalidPerformer, localizedDescription: "test"))
      let router = AViewRouter(configuration: AViewModuleConfiguration())
      router.removeRoute()
      #expect(reported == ["nil PerformRoute 10", "AViewRouter RemoveRoute 3"])
      ZIKRouteRegistry.withIsolatedRegistry {
        #expect(ZIKAnyViewRouter.globalErrorHandler == nil)
      }
    }
  }

  @Test func routerErrorsBridgeToTheOriginalDomainsAndCodes() {
    let routeError = ZIKAnyViewRouter.routeError(withCode: .overRoute, localizedDescription: "busy")
    let viewError = ZIKAnyViewRouter.viewRouteError(withCode: .invalidContainer, localizedDescription: "bad container")
    #expect((routeError as NSError).domain == "ZIKRouteErrorDomain")
    #expect((routeError as NSError).code == 4)
    #expect((viewError as NSError).domain == "ZIKViewRouteErrorDomain")
    #expect((viewError as NSError).code == 14)
    #expect((viewError as NSError).localizedDescription == "bad container")
  }
}
