import Foundation
import Testing
import ViewTestSupport
import ZRouter
import ZRouterTesting

/// Raw routers (`ZIKAnyViewRouter`, `ZIKAnyServiceRouter`, as `performURL` and `ViewRouter.router` give them) expose
/// `configuration` and `removeConfiguration`: the live objects, the same as `original_configuration` and
/// `original_removeConfiguration`. Typed router classes keep their typed members of the same names.
@MainActor @Suite struct RawRouterConfigurationTests {
  @Test func aRawServiceRouterExposesItsLiveConfigurations() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { URLCounterServiceRouter.registerRoutableDestination() }) {
      let router: ZIKAnyServiceRouter = try #require(ZIKAnyServiceRouter.performURL("app://service/counter?k=v"))
      let configuration: ZIKPerformRouteConfiguration = router.configuration
      let removeConfiguration: ZIKRemoveRouteConfiguration = router.removeConfiguration
      #expect(configuration === router.original_configuration)
      #expect(removeConfiguration === router.original_removeConfiguration)
      #expect(router.configuration.userInfo["k"] as? String == "v")
      router.removeConfiguration.successHandler = {}
      #expect(router.original_removeConfiguration.successHandler != nil)
    }
  }

  @Test func aRawViewRouterExposesItsLiveConfigurations() throws {
    try ViewFixtureRegistry.run { _ in
      let typed = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination))
      let router: ZIKAnyViewRouter = typed.router
      let configuration: ZIKViewRouteConfiguration = router.configuration
      let removeConfiguration: ZIKViewRemoveConfiguration = router.removeConfiguration
      #expect(configuration === router.original_configuration)
      #expect(removeConfiguration === router.original_removeConfiguration)
      #expect(router.configuration.routeType == .makeDestination)
      router.removeConfiguration.animated = false
      #expect(typed.removeConfiguration.animated == false)
    }
  }

  @Test func typedRouterClassesKeepTheirTypedConfiguration() {
    let viewRouter = AViewRouter(configuration: AViewModuleConfiguration())
    let moduleConfiguration: AViewModuleConfiguration = viewRouter.configuration
    #expect(moduleConfiguration === viewRouter.original_configuration)
    let erasedView: ZIKAnyViewRouter = viewRouter
    #expect(erasedView.configuration === moduleConfiguration)

    let serviceRouter = ProbeServiceRouter(configuration: ProbeConfiguration())
    let probe: ProbeConfiguration = serviceRouter.configuration
    #expect(probe === serviceRouter.original_configuration)
    let erasedService: ZIKAnyServiceRouter = serviceRouter
    #expect(erasedService.configuration === probe)
    #expect(erasedService.removeConfiguration === serviceRouter.removeConfiguration)
  }
}
