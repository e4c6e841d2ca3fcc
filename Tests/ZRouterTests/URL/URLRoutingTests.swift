import Foundation
import Testing
import ZRouter

final class URLNoteViewController: HeadlessViewController, ZIKRoutableView {
  var noteID: String?
}

final class URLNoteViewRouter: ZIKViewRouter<URLNoteViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(URLNoteViewController.self)
    registerURLPattern("app://host/:k1/path/:k2")
  }
  override func destination(with configuration: ViewRouteConfig) -> URLNoteViewController? {
    URLNoteViewController()
  }
  override func prepareDestination(_ destination: URLNoteViewController, configuration: ViewRouteConfig) {
    destination.noteID = configuration.userInfo["k1"] as? String
  }
}

final class URLCounterService: ZIKRoutableService {
  var actions: [String] = []
}

final class URLCounterServiceRouter: ZIKServiceRouter<URLCounterService, PerformRouteConfig> {
  override class func registerRoutableDestination() {
    registerService(URLCounterService.self)
    registerURLPattern("app://service/counter")
  }
  override func destination(with configuration: PerformRouteConfig) -> URLCounterService? { URLCounterService() }
  override func performAction(_ action: String, userInfo: [String: Any], fromURL url: URL) {
    (destination)?.actions.append(action)
  }
}

@MainActor @Suite struct URLRoutingTests {
  func registered<R>(_ body: () throws -> R) rethrows -> R {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      URLNoteViewRouter.registerRoutableDestination()
      URLCounterServiceRouter.registerRoutableDestination()
      ZIKRouteRegistry.notifyRegistrationFinished()
      return try body()
    }
  }

  @Test func routeFromURLGivesPatternParametersAndOriginURL() throws {
    try registered {
      let result = try #require(ZIKAnyViewRouter.routeFromURL("app://host/v1/path/v2?x=二"))
      #expect(result.identifier == "app://host/:k1/path/:k2")
      #expect(result.parameters["k1"] as? String == "v1")
      #expect(result.parameters["k2"] as? String == "v2")
      #expect(result.parameters["x"] as? String == "二")
      #expect(result.parameters[ZIKURLRouteKey.originURL] is URL)
      #expect(ZIKAnyViewRouter.routerForURL("app://host/a/path/b")?.routerClass == URLNoteViewRouter.self)
    }
  }

  @Test func performURLStoresParametersInUserInfoAndEmptiesThemAfterRemoval() throws {
    try registered {
      let root = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: root)
      let router = try #require(ZIKAnyViewRouter.performURL("app://host/v1/path/v2?x=%E4%BA%8C&transition=push", fromSource: root))
      #expect(router.state == .routed)
      #expect(navigation.viewControllers.count == 2)
      #expect((navigation.topViewController as? URLNoteViewController)?.noteID == "v1")
      #expect(router.original_configuration.userInfo["x"] as? String == "二")
      #expect(router.original_configuration.userInfo["origin-url"] != nil)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(router.original_configuration.userInfo.isEmpty)
    }
  }

  @Test func unmatchedURLCallsCompletionWithoutGlobalHandler() {
    registered {
      var globalCalls = 0
      ZIKAnyViewRouter.globalErrorHandler = { _, _, _ in globalCalls += 1 }
      var outcome: (Bool, ZIKRouteAction, Int?)?
      let router = ZIKAnyViewRouter.performURL("app://nowhere/x", path: .makeDestination) { success, _, action, error in
        outcome = (success, action, (error as NSError?)?.code)
      }
      #expect(router == nil)
      #expect(outcome?.0 == false)
      #expect(outcome?.1 == .toView)
      #expect(outcome?.2 == 1)
      #expect(globalCalls == 0)
    }
  }

  @Test func serviceURLRunsActionWithDefaultRule() throws {
    registered {
      ZIKAnyServiceRouter.enableDefaultURLRouteRule()
      var made: URLCounterService?
      let router = ZIKAnyServiceRouter.performURL("app://service/counter?action=increment") { success, destination, _, _ in
        #expect(success)
        made = destination as? URLCounterService
      }
      #expect(router?.state == .routed)
      #expect(made?.actions == ["increment"])
    }
  }
}
