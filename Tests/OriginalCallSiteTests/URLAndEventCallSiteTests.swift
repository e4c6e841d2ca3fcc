import Foundation
import Testing
import ZRouter
import ZRouterTesting

// The original ZIKRouter guide: the URL-scheme handler performing with `Router.to(viewIdentifier:)` and user info, and
// the custom event sent to every router.

final class SettingViewController: HeadlessViewController {
  var item: String?
}
extension SettingViewController: ZIKRoutableView {}

final class SettingViewRouter: ZIKViewRouter<SettingViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(SettingViewController.self)
    registerIdentifier("settingView")
  }

  override func destination(with configuration: ViewRouteConfig) -> SettingViewController? { SettingViewController() }

  override func prepareDestination(_ destination: SettingViewController, configuration: ViewRouteConfig) {
    destination.item = configuration.userInfo["item"] as? String
  }
}

enum URLRouterSeed {
  // The original guide overrides `application(_:open:options:)` of the app delegate; here the same body is a plain
  // method taking the root view controller, and the identifier and parameters come from the URL itself. `@MainActor`,
  // as UIKit's app delegate is.
  @MainActor class AppDelegate {
    func application(open url: URL, rootViewController: HeadlessViewController) -> Bool {
      //可以用其他 URL router 库处理 url
      let identifier: String = url.host ?? ""  // 从 url 中取出的 identifier
      let routerType = Router.to(viewIdentifier: identifier)
      if routerType == nil {
        return false
      }
      let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      // url 里 取出的参数
      let params: [String: Any] = Dictionary(items.map { ($0.name, $0.value ?? "") }) { _, last in last }
      routerType?.perform(
        path: .show(from: rootViewController),
        configuring: { (config, _) in
          config.addUserInfo(params)
        })
      return true
    }
  }
}

/// Replaces `responds(to:)`/`perform(#selector)`: routers handling the event adopt this protocol.
@MainActor protocol AppBackgroundEventHandling {
  static func applicationDidEnterBackground(_ notification: Notification)
}

extension EditorViewRouter: AppBackgroundEventHandling {}

final class NoteSyncService {}
extension NoteSyncService: ZIKRoutableService {}

final class NoteSyncServiceRouter: ZIKServiceRouter<NoteSyncService, PerformRouteConfig> {
  override class func registerRoutableDestination() {
    registerService(NoteSyncService.self)
  }

  override func destination(with configuration: PerformRouteConfig) -> NoteSyncService? { NoteSyncService() }
}

extension NoteSyncServiceRouter: AppBackgroundEventHandling {
  @MainActor static func applicationDidEnterBackground(_ notification: Notification) {
    (notification.object as? SeedEventRecorder)?.events.append("NoteSyncServiceRouter")
  }
}

enum CustomEventSeed {
  @MainActor
  static func applicationDidEnterBackground(_ notification: Notification) {
    // 发送自定义事件
    Router.enumerateAllViewRouters { (routerType) in
      if let routerType = routerType as? AppBackgroundEventHandling.Type {
        routerType.applicationDidEnterBackground(notification)
      }
    }
    Router.enumerateAllServiceRouters { (routerType) in
      if let routerType = routerType as? AppBackgroundEventHandling.Type {
        routerType.applicationDidEnterBackground(notification)
      }
    }
  }
}

@MainActor @Suite struct URLAndEventCallSiteTests {
  @Test func aURLShowsTheViewOfItsIdentifierWithTheQueryAsUserInfo() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { SettingViewRouter.registerRoutableDestination() }) {
      let root = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: root)
      let delegate = URLRouterSeed.AppDelegate()
      let url = try #require(URL(string: "your-app-scheme://settingView?item=1"))
      #expect(delegate.application(open: url, rootViewController: root))
      #expect((navigation.topViewController as? SettingViewController)?.item == "1")
      let unknown = try #require(URL(string: "your-app-scheme://listView?item=1"))
      #expect(!delegate.application(open: unknown, rootViewController: root))
    }
  }

  @Test func theCustomEventReachesEveryRouterAdoptingTheEventProtocol() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      EditorViewRouter.registerRoutableDestination()
      SettingViewRouter.registerRoutableDestination()
      NoteSyncServiceRouter.registerRoutableDestination()
    }) {
      let recorder = SeedEventRecorder()
      CustomEventSeed.applicationDidEnterBackground(
        Notification(name: Notification.Name("didEnterBackground"), object: recorder))
      #expect(recorder.events == ["EditorViewRouter", "NoteSyncServiceRouter"])
    }
  }
}
