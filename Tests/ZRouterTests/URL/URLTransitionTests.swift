import Foundation
import Testing

@testable import ZRouterCore

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

  /// The contract: an unknown value shows the screen, as no value does; the log says which values exist.
  @Test func anUnknownValueShowsTheScreenAndLogsTheValidValues() throws {
    try registered {
      let root = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: root)
      let lines = LoggedLines()
      let router = try ZIKRouterLog.$isEnabledInIsolatedRegistries.withValue(true) {
        try ZIKRouterLog.$sink.withValue({ lines.append($0) }) {
          try #require(ZIKAnyViewRouter.performURL("app://host/a/path/b?transition=sideways", fromSource: root))
        }
      }
      #expect(router.state == .routed)
      #expect((router as? URLNoteViewRouter)?.realRouteType == .push)
      #expect(navigation.viewControllers.count == 2)
      let warning = try #require(lines.all.first { $0.contains("\"sideways\"") })
      for valid in ["present", "push", "show", "showDetail", "addAsSubview"] {
        #expect(warning.contains(valid), "\(warning)")
      }
    }
  }

  @Test func anOverrideAcceptsItsOwnValueAndLeavesTheOthersToTheDefault() throws {
    try registered {
      let root = HeadlessViewController()
      let router = try #require(ZIKAnyViewRouter.performURL("app://popup/1?transition=popup", fromSource: root))
      #expect((router as? URLPopupViewRouter)?.realRouteType == .presentModally)
      router.removeRoute()
      let shown = try #require(ZIKAnyViewRouter.performURL("app://popup/1?transition=show", fromSource: root))
      #expect((shown as? URLPopupViewRouter)?.realRouteType == .presentModally, "show presents outside a stack")
    }
  }
}

/// Lines the library logged, collected from any thread.
final class LoggedLines: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []
  /// Adds a line.
  func append(_ line: String) { lock.withLock { lines.append(line) } }
  /// Every line so far.
  var all: [String] { lock.withLock { lines } }
}
