import Foundation
import Testing
import ZRouter

/// A router that accepts one transition value of its own and leaves the others to the default mapping.
final class URLPopupViewRouter: ZIKViewRouter<URLNoteViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(URLNoteViewController.self)
    registerURLPattern("app://popup/:k1")
  }
  override func destination(with configuration: ViewRouteConfig) -> URLNoteViewController? {
    URLNoteViewController()
  }
  override class func pathForTransitionType(_ transitionType: String?, source: any ZIKViewControllerHost)
    -> ViewRoutePath
  {
    transitionType == "popup"
      ? .presentModally(from: source) : super.pathForTransitionType(transitionType, source: source)
  }
}

/// The `transition` parameter of `performURL(_:fromSource:)`: each documented value, the default, and the error an
/// unknown value gives.
@MainActor @Suite struct URLTransitionTests {
  func registered<R>(_ body: () throws -> R) rethrows -> R {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      URLNoteViewRouter.registerRoutableDestination()
      URLPopupViewRouter.registerRoutableDestination()
      ZIKRouteRegistry.notifyRegistrationFinished()
      return try body()
    }
  }

  @Test(
    arguments: [
      ("push", ZIKViewRouteRealType.push), ("present", .presentModally), ("presentModally", .presentModally),
      ("show", .push), ("showDetail", .presentModally), (nil, .push),
    ] as [(String?, ZIKViewRouteRealType)])
  func eachDocumentedValueChoosesItsPath(transition: String?, expected: ZIKViewRouteRealType) throws {
    try registered {
      let root = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: root)
      let query = transition.map { "?transition=\($0)" } ?? ""
      let router = try #require(ZIKAnyViewRouter.performURL("app://host/a/path/b\(query)", fromSource: root))
      #expect(router.state == .routed)
      #expect((router as? URLNoteViewRouter)?.realRouteType == expected)
      #expect(navigation.viewControllers.count == (expected == .push ? 2 : 1))
    }
  }

  @Test func anUnknownValueFailsWithTheValidValues() throws {
    try registered {
      let root = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: root)
      var reported: [(ZIKRouteAction, any Error)] = []
      ZIKAnyViewRouter.globalErrorHandler = { _, action, error in reported.append((action, error)) }
      var completions: [(Bool, ZIKRouteAction, (any Error)?)] = []
      let router = ZIKAnyViewRouter.performURL("app://host/a/path/b?transition=sideways", fromSource: root) {
        success, _, action, error in completions.append((success, action, error))
      }
      #expect(router == nil)
      #expect(navigation.viewControllers.count == 1)
      #expect(completions.count == 1)
      let (success, action, error) = try #require(completions.first)
      #expect(!success)
      #expect(action == .`init`)
      let routeError = try #require(error as? ZIKRouteError)
      #expect(routeError.code == .invalidConfiguration)
      let message = routeError.localizedDescription
      #expect(message.contains("\"sideways\""))
      for valid in ["present", "push", "show", "showDetail", "addAsSubview"] {
        #expect(message.contains(valid), "\(message)")
      }
      #expect(reported.count == 1)
      #expect(reported.first?.0 == .`init`)
    }
  }

  @Test func anOverrideAcceptsItsOwnValueAndStillRefusesUnknownOnes() throws {
    try registered {
      let root = HeadlessViewController()
      let router = try #require(ZIKAnyViewRouter.performURL("app://popup/1?transition=popup", fromSource: root))
      #expect((router as? URLPopupViewRouter)?.realRouteType == .presentModally)
      router.removeRoute()
      ZIKAnyViewRouter.globalErrorHandler = { _, _, _ in }
      #expect(ZIKAnyViewRouter.performURL("app://popup/1?transition=Push", fromSource: root) == nil)
      #expect(root.presentedViewController == nil)
    }
  }
}
