import Foundation
import Testing
@_spi(Testing) import ZRouter

final class LayeringService: ZIKRoutableService {}

/// Registers the same string as an identifier, then as a URL pattern.
final class LayeringServiceRouter: ZIKServiceRouter<LayeringService, PerformRouteConfig> {
  override class func registerRoutableDestination() {
    registerService(LayeringService.self)
    registerIdentifier("layering://open")
    registerURLPattern("layering://open")
  }
  override func destination(with configuration: PerformRouteConfig) -> LayeringService? { LayeringService() }
}

/// The state that the URL layer and the router families keep per registry (URL matchers, the default URL rule,
/// interceptors, global handlers) lives and dies with its registry, like the registry's own tables.
@MainActor @Suite struct RegistryLayeringTests {
  @Test func urlPatternsBelongToTheirRegistry() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ZIKRouteRegistry.withIsolatedRegistry {
        ZIKRouteRegistry.autoRegister = false
        URLCounterServiceRouter.registerRoutableDestination()
        #expect(ZIKAnyServiceRouter.routerForURL("app://service/counter") != nil)
      }
      #expect(ZIKAnyServiceRouter.routeFromURL("app://service/counter") == nil)
      #expect(ZIKAnyServiceRouter.routerForURL("app://service/counter") == nil)
    }
  }

  @Test func resetClearsURLPatternsHooksAndTheDefaultURLRule() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      URLCounterServiceRouter.registerRoutableDestination()
      ZIKAnyServiceRouter.enableDefaultURLRouteRule()
      ZIKAnyServiceRouter.globalErrorHandler = { _, _, _ in }
      ZIKAnyViewRouter.globalErrorHandler = { _, _, _ in }
      ZIKRouteRegistry.reset()
      #expect(ZIKAnyServiceRouter.routeFromURL("app://service/counter") == nil)
      #expect(ZIKAnyServiceRouter.globalErrorHandler == nil)
      #expect(ZIKAnyViewRouter.globalErrorHandler == nil)

      // With the rule off again, a URL perform runs no `performAction`.
      ZIKRouteRegistry.autoRegister = false
      URLCounterServiceRouter.registerRoutableDestination()
      ZIKRouteRegistry.notifyRegistrationFinished()
      var made: URLCounterService?
      ZIKAnyServiceRouter.performURL("app://service/counter?action=tick") { _, destination, _, _ in
        made = destination as? URLCounterService
      }
      #expect(made?.actions == [])
    }
  }

  @Test func anIdentifierAlsoRegisteredAsAURLPatternIsAPatternInTheGraphAndAnIdentifierInTheTable() throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      LayeringServiceRouter.registerRoutableDestination()
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(ZIKRouteRegistry.validationIssues.isEmpty)
      let route = try #require(ZIKRouteRegistry.routeGraph().routes.first { $0.key.name == "layering://open" })
      #expect(route.kind == .urlPattern)
      #expect(route.router?.name == "LayeringServiceRouter")
      let row = try #require(ZIKRouteRegistry.routeTable().first { $0.key == "layering://open" })
      #expect(row.kind == .identifier)
      #expect(row.router == "LayeringServiceRouter")
    }
  }
}
