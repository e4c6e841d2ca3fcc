import Foundation
import Testing
import ViewTestSupport
import ZRouter
import ZRouterTesting

/// An app protocol for a custom event, adopted by router classes (the original sent it with `perform(#selector)`).
@MainActor protocol RouterTypeIdentityBackgroundAware {
  static func applicationDidEnterBackground() -> String
}
extension AViewRouter: RouterTypeIdentityBackgroundAware {
  static func applicationDidEnterBackground() -> String { "AViewRouter" }
}
extension ProbeServiceRouter: RouterTypeIdentityBackgroundAware {
  static func applicationDidEnterBackground() -> String { "ProbeServiceRouter" }
}

/// `ZIKAnyViewRouterType` / `ZIKAnyServiceRouterType` compare equal to the router class they stand for, and custom
/// events reach the router class with one cast.
@MainActor @Suite struct RouterTypeIdentityTests {
  @Test func aViewRouterTypeComparesEqualToItsRouterClass() throws {
    try ViewFixtureRegistry.run(registering: { URLNoteViewRouter.registerRoutableDestination() }) { _ in
      #expect(Router.to(RoutableView<any AViewInput>())?.routerType == AViewRouter.self)
      #expect(AViewRouter.self == Router.to(RoutableViewModule<any AViewModuleInput>())?.routerType)
      #expect(Router.to(RoutableView<any AViewInput>())?.routerType != CCustomViewRouter.self)
      #expect(ZIKAnyViewRouter.routerForURL("app://host/a/path/b") == URLNoteViewRouter.self)
      #expect(ZIKAnyViewRouter.routerForURL("app://host/a/path/b") != AViewRouter.self)
      #expect(ZIKAnyViewRouter.routerForURL("app://nothing") != URLNoteViewRouter.self)
      let routerType = try #require(Router.to(viewIdentifier: "a")?.routerType)
      switch routerType {
      case CCustomViewRouter.self: Issue.record("matched another router class")
      case AViewRouter.self: break
      default: Issue.record("did not match its router class")
      }
    }
  }

  @Test func aServiceRouterTypeComparesEqualToItsRouterClass() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ProbeServiceRouter.registerRoutableDestination()
      URLCounterServiceRouter.registerRoutableDestination()
    }) {
      #expect(Router.to(RoutableService<any ProbeServiceInput>())?.routerType == ProbeServiceRouter.self)
      #expect(ProbeServiceRouter.self == Router.to(serviceIdentifier: "probe-service")?.routerType)
      #expect(Router.to(RoutableService<any ProbeServiceInput>())?.routerType != URLCounterServiceRouter.self)
      #expect(ZIKAnyServiceRouter.routerForURL("app://service/counter") == URLCounterServiceRouter.self)
    }
  }

  @Test func aBlockRouteEqualsNoRouterClass() {
    ZIKRouteRegistry.withTestRegistry(registering: { AServiceRegistrationStyle.blockRoute.register() }) {
      let routerType = Router.to(RoutableService<any AServiceInput>())?.routerType
      #expect(routerType != nil)
      #expect(routerType != AServiceRouter.self)
      #expect(routerType != ZIKAnyServiceRouter.self)
    }
  }

  @Test func aCustomEventReachesTheRouterClassBehindALookupInOneCast() throws {
    try ViewFixtureRegistry.run(registering: { ProbeServiceRouter.registerRoutableDestination() }) { _ in
      var received: [String] = []
      let viewRouterType = try #require(Router.to(RoutableView<any AViewInput>())?.routerType)
      if let handler = viewRouterType.routerClass as? any RouterTypeIdentityBackgroundAware.Type {
        received.append(handler.applicationDidEnterBackground())
      }
      let serviceRouterType = try #require(Router.to(RoutableService<any ProbeServiceInput>())?.routerType)
      if let handler = serviceRouterType.routerClass as? any RouterTypeIdentityBackgroundAware.Type {
        received.append(handler.applicationDidEnterBackground())
      }
      Router.enumerateAllViewRouters { routerType in
        if let handler = routerType as? any RouterTypeIdentityBackgroundAware.Type {
          received.append("enumerated " + handler.applicationDidEnterBackground())
        }
      }
      #expect(received == ["AViewRouter", "ProbeServiceRouter", "enumerated AViewRouter"])
    }
  }
}
