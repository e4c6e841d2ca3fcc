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
      let router = try #require(
        ZIKAnyViewRouter.performURL("app://host/v1/path/v2?x=%E4%BA%8C&transition=push", fromSource: root))
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

  /// A hostile URL's length does not reach the error message: its start and its length do.
  @Test func anUnmatchedHugeURLMakesAShortError() {
    registered {
      let url = "app://nowhere/" + String(repeating: "z", count: 100_000)
      var message: String?
      _ = ZIKAnyViewRouter.performURL(url, path: .makeDestination) { _, _, _, error in
        message = error?.localizedDescription
      }
      let text = message ?? ""
      #expect(text.count < 600, "\(text.prefix(300))")
      #expect(text.contains("app://nowhere/zzz"))
      #expect(text.contains("(100014 characters)"))
    }
  }

  @Test func serviceURLRunsActionWithDefaultRule() throws {
    registered {
      ZIKAnyServiceRouter.enableDefaultURLRouteRule()
      var made: URLCounterService?
      let router = ZIKAnyServiceRouter.performURL("app://service/counter?action=increment") {
        success, destination, _, _ in
        #expect(success)
        made = destination as? URLCounterService
      }
      #expect(router?.state == .routed)
      #expect(made?.actions == ["increment"])
    }
  }
}

final class URLProcessingViewRouter: ZIKViewRouter<URLNoteViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(URLNoteViewController.self)
    registerURLPattern("app://notes/:id")
  }
  override func destination(with configuration: ViewRouteConfig) -> URLNoteViewController? { URLNoteViewController() }
  override func processUserInfo(_ userInfo: [String: Any], fromURL url: URL) {
    configuration.addUserInfo(forKey: "processed", object: userInfo["id"] as? String ?? "")
  }
  override func prepareDestination(_ destination: URLNoteViewController, configuration: ViewRouteConfig) {
    destination.noteID = configuration.userInfo["processed"] as? String
  }
  override func performAction(_ action: String, userInfo: [String: Any], fromURL url: URL) {
    destination?.title = "action:\(action)"
  }
}

final class URLConflictingViewRouter: ZIKViewRouter<URLNoteViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(URLNoteViewController.self)
    registerURLPattern("app://notes/:other")
  }
}

@MainActor @Suite struct URLRoutingRulesTests {
  @Test func defaultRuleRunsProcessUserInfoBeforeTheDestinationAndPerformActionAfterSuccess() throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      URLProcessingViewRouter.registerRoutableDestination()
      ZIKRouteRegistry.notifyRegistrationFinished()
      ZIKAnyViewRouter.enableDefaultURLRouteRule()
      var made: URLNoteViewController?
      let router = try #require(
        ZIKAnyViewRouter.performURL("app://notes/n-7?action=highlight", path: .makeDestination) {
          _, destination, _, _ in
          made = destination as? URLNoteViewController
        })
      #expect(router.original_configuration.userInfo["processed"] as? String == "n-7")
      #expect(made?.noteID == "n-7")
      #expect(made?.title == "action:highlight")
      #expect(router.state == .routed)
    }
  }

  @Test func withoutTheDefaultRuleNoURLHookRuns() throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      URLProcessingViewRouter.registerRoutableDestination()
      ZIKRouteRegistry.notifyRegistrationFinished()
      let router = try #require(ZIKAnyViewRouter.performURL("app://notes/n-7?action=highlight", path: .makeDestination))
      #expect(router.original_configuration.userInfo["processed"] == nil)
      #expect(router.original_configuration.userInfo["id"] as? String == "n-7")
    }
  }

  @Test func conflictingPatternsAreReportedNamingBothAndTheWinner() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      URLProcessingViewRouter.registerRoutableDestination()
      URLConflictingViewRouter.registerRoutableDestination()
      ZIKRouteRegistry.notifyRegistrationFinished()
      let messages = ZIKRouteRegistry.validate().map(\.description)
      #expect(messages.contains { $0.contains("app://notes/:id") && $0.contains("app://notes/:other") }, "\(messages)")
      #expect(ZIKAnyViewRouter.routerForURL("app://notes/x")?.routerClass == URLProcessingViewRouter.self)
    }
  }

  @Test func matchWithoutARouterIsImpossibleAndAMissReportsToView() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(ZIKAnyViewRouter.routerForURL("app://notes/x") == nil)
      #expect(ZIKAnyServiceRouter.routerForURL("app://notes/x") == nil)
      #expect(ZIKAnyViewRouter.routeFromURL("") == nil)
    }
  }

  @Test func malformedURLsThroughTheRouterNeverCrash() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      URLProcessingViewRouter.registerRoutableDestination()
      ZIKRouteRegistry.notifyRegistrationFinished()
      let samples = [
        "", "%", "app://", "app://notes/%ZZ", "app://notes/\u{0}", "://notes/x", "app://notes/😀?action=%E4",
        String(repeating: "/", count: 10_000), "app://notes/a/b/c", "app:notes/x",
      ]
      for sample in samples {
        if let result = ZIKAnyViewRouter.routeFromURL(sample) {
          #expect(result.identifier == "app://notes/:id")
        }
        _ = ZIKAnyViewRouter.performURL(sample, path: .makeDestination)
      }
      #expect(ZIKAnyViewRouter.routeFromURL("app://notes/ok")?.parameters["id"] as? String == "ok")
    }
  }
}
