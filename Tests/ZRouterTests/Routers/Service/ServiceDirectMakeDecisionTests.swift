import Foundation
import Testing
@_spi(Testing) import ZRouter
import ZRouterTesting

// `@testable` to read which keys the published snapshot of a finished registry serves directly.
@testable import ZRouterCore

/// Which `Router.makeDestination(to:)` calls skip the pipeline: only a simple registration typed by the key's own
/// protocol, once registration finished, while no service interceptor is set (see `FrozenServiceRoutes`). Decided at
/// finish and when interceptors change, never per call.
@Suite @MainActor struct ServiceDirectMakeDecisionTests {
  /// Whether `makeDestination(to: key)` would call the key's factory directly right now.
  static func servedDirectly<Protocol>(_ key: RoutableService<Protocol>) -> Bool {
    guard let (routes, intercepted) = RouteRegistry.currentPublishedServiceRoutes(), !intercepted else { return false }
    return routes._withUnsafeGuaranteedRef { $0.directRouterType(for: key.key) } != nil
  }

  @Test func aSimpleRegistrationTypedByItsKeyIsServedDirectlyOnceRegistrationFinished() {
    ZIKRouteRegistry.withTestRegistry(
      registering: {
        ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) {
          _ in ProbeService()
        }
      }, finishingRegistration: false
    ) {
      #expect(!Self.servedDirectly(RoutableService<any ProbeServiceInput>()))
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) is ProbeService)
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(Self.servedDirectly(RoutableService<any ProbeServiceInput>()))
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) is ProbeService)
    }
  }

  @Test func routesWhoseHooksOrChecksTheMakeRunsAreNeverServedDirectly() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      // A router class: its hooks and default configuration.
      ProbeServiceRouter.registerRoutableDestination()
      // A block route, even one without hooks: its closures take the router.
      ZIKServiceRoute<AService, PerformRouteConfig>
        .make(withDestination: AService.self, makeDestination: { _, _ in AService() })
        .register(RoutableService<any AServiceInput>())
      // A simple registration through `Service()`: its destination is cast to the key's protocol.
      ZIKAnyServiceRouter.register(
        RoutableService<any DirectMakeConstructed>(), forMakingService: DirectMakeConstructedImpl.self)
      // A simple registration reached through an adapter key: the destination is checked against the adapter's
      // protocol.
      ZIKAnyServiceRouter.register(RoutableService<any DirectMakeTarget>(), forMakingService: DirectMakeTargetImpl.self)
      {
        _ in DirectMakeTargetImpl()
      }
      ZIKServiceRouteAdapter.register(
        adapter: RoutableService<any DirectMakeAdapter>(), forAdaptee: RoutableService<any DirectMakeTarget>())
    }) {
      #expect(!Self.servedDirectly(RoutableService<any ProbeServiceInput>()))
      #expect(!Self.servedDirectly(RoutableService<any AServiceInput>()))
      #expect(!Self.servedDirectly(RoutableService<any DirectMakeConstructed>()))
      #expect(!Self.servedDirectly(RoutableService<any DirectMakeAdapter>()))
      #expect(Self.servedDirectly(RoutableService<any DirectMakeTarget>()))
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) is ProbeService)
      #expect(Router.makeDestination(to: RoutableService<any AServiceInput>()) is AService)
      #expect(Router.makeDestination(to: RoutableService<any DirectMakeConstructed>()) is DirectMakeConstructedImpl)
      #expect(Router.makeDestination(to: RoutableService<any DirectMakeAdapter>()) is DirectMakeTargetImpl)
    }
  }

  @Test func aServiceInterceptorWithdrawsTheDirectMakeUntilItIsCleared() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) {
        _ in ProbeService()
      }
    }) {
      let log = ServiceEventLog()
      #expect(Self.servedDirectly(RoutableService<any ProbeServiceInput>()))
      ZIKAnyServiceRouter.interceptAfterSuccessAction { _, _ in log.append("afterSuccess") }
      #expect(!Self.servedDirectly(RoutableService<any ProbeServiceInput>()))
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) is ProbeService)
      #expect(log.events == ["afterSuccess"])
      // The lookup still reads the snapshot: an interceptor changes how a route is performed, not which route it is.
      #expect(Router.to(RoutableService<any ProbeServiceInput>()) != nil)
      ZIKAnyServiceRouter.interceptAfterSuccessAction(nil)
      #expect(Self.servedDirectly(RoutableService<any ProbeServiceInput>()))
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) is ProbeService)
      #expect(log.events == ["afterSuccess"])
    }
  }

  @Test func resettingTheRegistryWithdrawsTheSnapshot() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) {
        _ in ProbeService()
      }
    }) {
      #expect(Self.servedDirectly(RoutableService<any ProbeServiceInput>()))
      ZIKRouteRegistry.reset()
      #expect(RouteRegistry.currentPublishedServiceRoutes() == nil)
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) == nil)
      #expect(Router.to(RoutableService<any ProbeServiceInput>()) == nil)
      #expect(log.events == ["global(toService,0)", "global(toService,0)"])
    }
  }

  @Test func lookupsOfRegisteredAdaptedAndMissingKeysAfterFinish() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ProbeServiceRouter.registerRoutableDestination()
      ZIKAnyServiceRouter.register(RoutableService<any DirectMakeTarget>(), forMakingService: DirectMakeTargetImpl.self)
      {
        _ in DirectMakeTargetImpl()
      }
      ZIKServiceRouteAdapter.register(
        adapter: RoutableService<any DirectMakeAdapter>(), forAdaptee: RoutableService<any DirectMakeTarget>())
    }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.to(RoutableService<any ProbeServiceInput>())?.routerType.routerClass == ProbeServiceRouter.self)
      let target = Router.to(RoutableService<any DirectMakeTarget>())?.routerType
      #expect(target != nil)
      #expect(Router.to(RoutableService<any DirectMakeAdapter>())?.routerType === target)
      #expect(Router.to(RoutableService<any AServiceInput>()) == nil)
      #expect(log.events == ["global(toService,0)"])
    }
  }
}

/// A protocol served by a simple registration, reached also through ``DirectMakeAdapter``.
protocol DirectMakeTarget: AnyObject {}
/// An adapter key of ``DirectMakeTarget``.
protocol DirectMakeAdapter: AnyObject {}
/// The destination of ``DirectMakeTarget`` and ``DirectMakeAdapter``.
final class DirectMakeTargetImpl: DirectMakeTarget, DirectMakeAdapter {}

extension RoutableService where Protocol == any DirectMakeTarget {
  init() { self.init(declaredProtocol: Protocol.self) }
}

extension RoutableService where Protocol == any DirectMakeAdapter {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A protocol registered with the `Service()` form of the simple registration.
protocol DirectMakeConstructed: AnyObject {}
/// The destination of ``DirectMakeConstructed``, made with `init()`.
final class DirectMakeConstructedImpl: ZIKDefaultConstructible, DirectMakeConstructed {
  init() {}
}

extension RoutableService where Protocol == any DirectMakeConstructed {
  init() { self.init(declaredProtocol: Protocol.self) }
}
