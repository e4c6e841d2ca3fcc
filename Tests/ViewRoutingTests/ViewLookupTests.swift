import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// Lookups of view routers: keys, composed keys, switchable keys, identifiers, misses.
@MainActor @Suite struct ViewLookupTests {
  @Test(arguments: viewTestHosts) func aMissReturnsNilAndReportsInvalidProtocolWithTheToViewAction(
    host: any ViewTestHost
  ) {
    host.aMissReturnsNilAndReportsInvalidProtocolWithTheToViewAction()
  }

  @Test(arguments: viewTestHosts) func aModuleMissReportsTheToViewModuleAction(host: any ViewTestHost) {
    host.aModuleMissReportsTheToViewModuleAction()
  }

  @Test(arguments: viewTestHosts) func anIdentifierMissReportsTheToViewAction(host: any ViewTestHost) {
    host.anIdentifierMissReportsTheToViewAction()
  }

  @Test(arguments: viewTestHosts) func aPerformToAMissingKeyReturnsNilWithoutCallingTheBuilder(host: any ViewTestHost) {
    host.aPerformToAMissingKeyReturnsNilWithoutCallingTheBuilder()
  }

  @Test(arguments: viewTestHosts) func anIdentifierFindsItsRouterWhichPerformsWithUntypedDestinations(
    host: any ViewTestHost
  ) throws {
    try host.anIdentifierFindsItsRouterWhichPerformsWithUntypedDestinations()
  }

  @Test(arguments: viewTestHosts) func composedKeysInEitherOrderAreOneKeyDistinctFromTheirProtocol(
    host: any ViewTestHost
  ) {
    host.composedKeysInEitherOrderAreOneKeyDistinctFromTheirProtocol()
  }

  @Test(arguments: viewTestHosts) func aComposedKeyResolvesOnlyTheComposedRegistration(host: any ViewTestHost) throws {
    try host.aComposedKeyResolvesOnlyTheComposedRegistration()
  }

  @Test(arguments: viewTestHosts) func switchableKeysFindTheRouterOfTheErasedKey(host: any ViewTestHost) throws {
    try host.switchableKeysFindTheRouterOfTheErasedKey()
  }

  @Test(arguments: viewTestHosts) func lookupsHandOutTheSameRouterTypeButEveryPerformMakesANewRouter(
    host: any ViewTestHost
  ) throws {
    try host.lookupsHandOutTheSameRouterTypeButEveryPerformMakesANewRouter()
  }

  @Test(arguments: viewTestHosts) func theGlobalErrorHandlerIsOneSlotSharedBySubclassesAndBelongsToTheIsolatedRegistry(
    host: any ViewTestHost
  ) {
    host.theGlobalErrorHandlerIsOneSlotSharedBySubclassesAndBelongsToTheIsolatedRegistry()
  }

  @Test(arguments: viewTestHosts) func routerErrorsBridgeToTheOriginalDomainsAndCodes(host: any ViewTestHost) {
    host.routerErrorsBridgeToTheOriginalDomainsAndCodes()
  }
}

@MainActor extension ViewTestHost {
  @MainActor fileprivate func aMissReturnsNilAndReportsInvalidProtocolWithTheToViewAction() {
    Self.run { log in
      #expect(Router.to(RoutableView<any UnprovidedViewInput>()) == nil)
      #expect(log.events == ["global ToView 0"])
    }
  }

  @MainActor fileprivate func aModuleMissReportsTheToViewModuleAction() {
    Self.run { log in
      #expect(Router.to(RoutableViewModule<any UnprovidedViewModuleInput>()) == nil)
      #expect(log.events == ["global ToViewModule 0"])
    }
  }

  @MainActor fileprivate func anIdentifierMissReportsTheToViewAction() {
    Self.run { log in
      #expect(Router.to(viewIdentifier: "nobody") == nil)
      #expect(log.events == ["global ToView 0"])
    }
  }

  @MainActor fileprivate func aPerformToAMissingKeyReturnsNilWithoutCallingTheBuilder() {
    Self.run { log in
      let router = Router.perform(to: RoutableView<any UnprovidedViewInput>(), path: .makeDestination) { _, _ in
        log.record("builder")
      }
      Self.settle()
      #expect(router == nil)
      #expect(Router.makeDestination(to: RoutableView<any UnprovidedViewInput>()) == nil)
      #expect(log.events == ["global ToView 0", "global ToView 0"])
    }
  }

  @MainActor fileprivate func anIdentifierFindsItsRouterWhichPerformsWithUntypedDestinations() throws {
    try Self.run { _ in
      let source = Self.screen()
      let routerType = try #require(Router.to(viewIdentifier: "a"))
      #expect(routerType.routerType === Router.to(RoutableView<any AViewInput>())?.routerType)
      var destination: Any?
      let router = try #require(
        routerType.perform(path: .presentModally(from: source)) { config, _ in
          config.successHandler = { destination = $0 }
        })
      Self.settle()
      #expect(router.state == .routed)
      #expect(destination is AViewController)
    }
  }

  @MainActor fileprivate func composedKeysInEitherOrderAreOneKeyDistinctFromTheirProtocol() {
    let composed = Self.composedAKey
    let swapped = Self.swappedComposedAKey
    #expect(composed.key == swapped.key)
    #expect(composed.key != RoutableView<any AViewInput>().key)
  }

  @MainActor fileprivate func aComposedKeyResolvesOnlyTheComposedRegistration() throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ZIKViewRoute<AViewController, ViewRouteConfig>
        .make(withDestination: AViewController.self) { _, _ in Self.makeA() }
        .register(Self.composedAKey)
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(Router.to(Self.composedAKey) != nil)
      #expect(Router.to(Self.swappedComposedAKey) != nil)
      #expect(Router.to(RoutableView<any AViewInput>()) == nil)
      let source = Self.screen()
      let composed = try #require(Router.makeDestination(to: Self.swappedComposedAKey))
      let destination = Self.controller(composed as AnyObject)
      source.addChild(destination)
      #expect(destination.parent === source)
    }
  }

  @MainActor fileprivate func switchableKeysFindTheRouterOfTheErasedKey() throws {
    try Self.run { log in
      let keys = [SwitchableView(RoutableView<any AViewInput>()), SwitchableView(RoutableView<any BSubviewInput>())]
      #expect(keys[0].typeName.contains("AViewInput"))
      #expect(Router.to(keys[0])?.routerType === Router.to(RoutableView<any AViewInput>())?.routerType)
      #expect(Router.to(keys[1])?.routerType === Router.to(RoutableView<any BSubviewInput>())?.routerType)
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(Router.to(keys[0])?.perform(path: .push(from: source)))
      Self.settle()
      #expect(router.state == .routed)
      #expect(navigation.topViewController is AViewController)
      #expect(Router.to(SwitchableViewModule(RoutableViewModule<any AViewModuleInput>())) != nil)
      #expect(Router.to(SwitchableView(RoutableView<any UnprovidedViewInput>())) == nil)
      #expect(Router.to(SwitchableViewModule(RoutableViewModule<any UnprovidedViewModuleInput>())) == nil)
      #expect(log.events(startingWith: "global") == ["global ToView 0", "global ToViewModule 0"])
    }
  }

  @MainActor fileprivate func lookupsHandOutTheSameRouterTypeButEveryPerformMakesANewRouter() throws {
    try Self.run { _ in
      let first = try #require(Router.to(RoutableView<any AViewInput>()))
      let second = try #require(Router.to(RoutableView<any AViewInput>()))
      #expect(first.routerType === second.routerType)
      #expect(first.routerType.routerClass == AViewRouter<Self>.self)
      let routerA = try #require(first.perform(path: .makeDestination))
      Self.settle()
      let routerB = try #require(first.perform(path: .makeDestination))
      Self.settle()
      #expect(routerA.router !== routerB.router)
      #expect(first.defaultRouteConfiguration !== second.defaultRouteConfiguration)
      #expect(first.defaultRouteConfiguration is AViewModuleConfiguration)
    }
  }

  // MARK: Global error handler

  @MainActor fileprivate func theGlobalErrorHandlerIsOneSlotSharedBySubclassesAndBelongsToTheIsolatedRegistry() {
    ZIKRouteRegistry.withIsolatedRegistry {
      var reported: [String] = []
      AViewRouter<Self>.globalErrorHandler = { router, action, error in
        reported.append("\(router.map { "\(type(of: $0))" } ?? "nil") \(ViewEventLog.describe(action, error))")
      }
      #expect(ZIKAnyViewRouter.globalErrorHandler != nil)
      BSubviewRouter<Self>.notifyGlobalError(
        with: nil, action: .performRoute,
        error: ZIKAnyViewRouter.viewRouteError(withCode: .invalidPerformer, localizedDescription: "test"))
      let router = AViewRouter<Self>(configuration: AViewModuleConfiguration())
      router.removeRoute()
      #expect(reported == ["nil PerformRoute 10", "AViewRouter<\(Self.self)> RemoveRoute 3"])
      ZIKRouteRegistry.withIsolatedRegistry {
        #expect(ZIKAnyViewRouter.globalErrorHandler == nil)
      }
    }
  }

  @MainActor fileprivate func routerErrorsBridgeToTheOriginalDomainsAndCodes() {
    let routeError = ZIKAnyViewRouter.routeError(withCode: .overRoute, localizedDescription: "busy")
    let viewError = ZIKAnyViewRouter.viewRouteError(withCode: .invalidContainer, localizedDescription: "bad container")
    #expect((routeError as NSError).domain == "ZIKRouteErrorDomain")
    #expect((routeError as NSError).code == 4)
    #expect((viewError as NSError).domain == "ZIKViewRouteErrorDomain")
    #expect((viewError as NSError).code == 14)
    #expect((viewError as NSError).localizedDescription == "bad container")
  }
}
