import Foundation
import Testing
import ViewTestSupport
import ZRouter
import ZRouterTesting

/// A destination of the view block route with URL hooks.
final class URLHookViewController: HeadlessViewController, ZIKRoutableView {
  var note: String?
}

/// The URL hooks of block routes take the original's arguments: the URL's user info and URL, the route's typed
/// configuration and the router that performs, in the original's order around the perform.
@MainActor @Suite struct BlockRouteURLHookTests {
  @Test func serviceRouteHooksReceiveTheConfigurationAndTheRouter() throws {
    var events: [String] = []
    var hookRouters: [ObjectIdentifier] = []
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.enableDefaultURLRouteRule()
      ZIKServiceRoute<AService, AServiceModuleConfiguration>
        .make(
          withDestination: AService.self,
          makeDestination: { config, _ in
            events.append("makeDestination \(config.title ?? "-")")
            return AService()
          }
        )
        .makeDefaultConfiguration { AServiceModuleConfiguration() }
        .registerURLPattern("app://service/a/:id")
        .beforePerformWithConfigurationFromURL { config, router in
          events.append("before \(config.userInfo["id"] as? String ?? "-") \(router.state)")
          hookRouters.append(ObjectIdentifier(router))
          config.title = "from url"
        }
        .processUserInfoFromURL { userInfo, url, config, router in
          events.append(
            "process \(userInfo["id"] as? String ?? "-") \(url.absoluteString) \(config.title ?? "-") \(router.state)")
          hookRouters.append(ObjectIdentifier(router))
        }
        .performActionFromURL { action, userInfo, url, config, router in
          events.append(
            "action \(action) \(userInfo["id"] as? String ?? "-") \(url.host ?? "-") \(config.title ?? "-") \(router.state)"
          )
          hookRouters.append(ObjectIdentifier(router))
        }
        .afterSuccessActionFromURL { action, config, router in
          events.append("after \(action) \(config.title ?? "-") \(router.state)")
          hookRouters.append(ObjectIdentifier(router))
        }
    }) {
      let router = try #require(ZIKAnyServiceRouter.performURL("app://service/a/7?action=open"))
      #expect(
        events == [
          "before 7 unrouted", "process 7 app://service/a/7?action=open from url unrouted", "makeDestination from url",
          "action open 7 service from url routed", "after ZIKRouteActionPerformRoute from url routed",
        ])
      #expect(hookRouters == Array(repeating: ObjectIdentifier(router), count: 4))
    }
  }

  @Test func viewRouteHooksReceiveTheConfigurationAndTheRouter() throws {
    var events: [String] = []
    var hookRouters: [ObjectIdentifier] = []
    try ViewFixtureRegistry.run(registering: {
      ZIKAnyViewRouter.enableDefaultURLRouteRule()
      ZIKViewRoute<URLHookViewController, AViewModuleConfiguration>
        .make(
          withDestination: URLHookViewController.self,
          makeDestination: { config, _ in
            events.append("makeDestination \(config.title ?? "-")")
            return URLHookViewController()
          }
        )
        .makeDefaultConfiguration { AViewModuleConfiguration() }
        .registerURLPattern("app://view/hooked/:id")
        .beforePerformWithConfigurationFromURL { config, router in
          events.append("before \(config.userInfo["id"] as? String ?? "-") \(router.state)")
          hookRouters.append(ObjectIdentifier(router))
          config.title = "from url"
        }
        .processUserInfoFromURL { userInfo, url, config, router in
          events.append(
            "process \(userInfo["id"] as? String ?? "-") \(url.absoluteString) \(config.title ?? "-") \(router.state)")
          hookRouters.append(ObjectIdentifier(router))
        }
        .performActionFromURL { action, userInfo, url, config, router in
          events.append(
            "action \(action) \(userInfo["id"] as? String ?? "-") \(url.host ?? "-") \(config.title ?? "-") \(router.state)"
          )
          hookRouters.append(ObjectIdentifier(router))
        }
        .afterSuccessActionFromURL { action, config, router in
          events.append("after \(action) \(config.title ?? "-") \(router.state)")
          hookRouters.append(ObjectIdentifier(router))
        }
    }) { _ in
      let root = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: root)
      let router = try #require(
        ZIKAnyViewRouter.performURL("app://view/hooked/9?action=focus&transition=push", fromSource: root))
      #expect(
        events == [
          "before 9 unrouted", "process 9 app://view/hooked/9?action=focus&transition=push from url unrouted",
          "makeDestination from url", "action focus 9 view from url routed",
          "after ZIKRouteActionPerformRoute from url routed",
        ])
      #expect(hookRouters == Array(repeating: ObjectIdentifier(router), count: 4))
      #expect(navigation.viewControllers.count == 2)
    }
  }

  @Test func theHooksRunOnlyForURLPerforms() throws {
    var events: [String] = []
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.enableDefaultURLRouteRule()
      ZIKServiceRoute<AService, AServiceModuleConfiguration>
        .make(withDestination: AService.self, makeDestination: { _, _ in AService() })
        .makeDefaultConfiguration { AServiceModuleConfiguration() }
        .register(RoutableService<any AServiceInput>())
        .registerURLPattern("app://service/b")
        .beforePerformWithConfigurationFromURL { _, _ in events.append("before") }
        .processUserInfoFromURL { _, _, _, _ in events.append("process") }
        .afterSuccessActionFromURL { _, _, _ in events.append("after") }
    }) {
      let router = try #require(Router.perform(to: RoutableService<any AServiceInput>()))
      #expect(router.state == .routed)
      #expect(events.isEmpty)
    }
  }
}
