import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// `Router.enumerateAllServiceRouters`: router classes that registered a destination class, in registration order;
/// block routes, simple registrations and adapters are not routers.
@Suite @MainActor struct RegistryEnumerationTests {
  @Test func enumerationListsRouterClassesWithADestinationClassInRegistrationOrder() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      RecursiveServiceRouter.registerRoutableDestination()
      AServiceRegistrationStyle.blockRoute.register()
      ClasslessServiceRouter.registerRoutableDestination()
      ZIKAnyServiceRouter.register(
        RoutableService<any RemovableServiceInput>(), forMakingService: RemovableService.self
      ) {
        _ in RemovableService()
      }
      ProbeServiceRouter.registerRoutableDestination()
      ChainServiceAdapter.registerRoutableDestination()
    }) {
      var enumerated: [ZIKAnyServiceRouter.Type] = []
      Router.enumerateAllServiceRouters { enumerated.append($0) }
      #expect(enumerated.count == 2)
      #expect(enumerated.first == RecursiveServiceRouter.self)
      #expect(enumerated.last == ProbeServiceRouter.self)
    }
  }

  @Test func enumeratedRoutersCanBeCastToAnAppProtocolForCustomEvents() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ProbeServiceRouter.registerRoutableDestination()
      RemovableServiceRouter.registerRoutableDestination()
    }) {
      var names: [String] = []
      Router.enumerateAllServiceRouters { routerType in
        if let aware = routerType as? any ServiceEventAwareRouter.Type {
          names.append(aware.eventName())
        }
      }
      #expect(names == ["probe"])
    }
  }
}

/// An app protocol a router class can adopt to receive custom events through enumeration.
protocol ServiceEventAwareRouter {
  static func eventName() -> String
}

extension ProbeServiceRouter: ServiceEventAwareRouter {
  static func eventName() -> String { "probe" }
}
