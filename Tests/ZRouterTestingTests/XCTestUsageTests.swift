import XCTest
import ZRouter
import ZRouterTesting

/// ZRouterTesting from XCTest: the same calls, with XCTest's assertions. On Linux, XCTest runs a main-actor test
/// method only when it is `async`.
final class XCTestUsageTests: XCTestCase {
  @MainActor func testAMockIsServedInsideTheTestRegistryOnly() async throws {
    let mock = MockGreetingProvider()
    let greeting = try ZIKRouteRegistry.withTestRegistry {
      try ZIKAnyServiceRouter.registerMock(mock, for: RoutableService<any GreetingProvider>())
    } run: {
      Router.makeDestination(to: RoutableService<any GreetingProvider>())?.greeting(for: "Grace")
    }
    XCTAssertEqual(greeting, "Hello, Grace")
    ZIKRouteRegistry.withTestRegistry {
      XCTAssertNil(Router.to(RoutableService<any GreetingProvider>()))
    }
  }

  @MainActor func testAPushIsAwaitedAndRecorded() async throws {
    try await ZIKRouteRegistry.withTestRegistry {
      ZIKAnyViewRouter.register(RoutableView<any GreetingView>(), forMakingView: GreetingViewController.self)
    } run: {
      let root = HeadlessViewController()
      let host = ZIKRecordingNavigationController(rootViewController: root)
      let recorder = ZIKRouteRecorder()
      Router.perform(to: RoutableView<any GreetingView>(), path: .push(from: root)) { config, _ in
        recorder.attach(to: config)
      }
      try await recorder.performed()
      XCTAssertEqual(host.transitions.map(\.description), ["push GreetingViewController"])
    }
  }
}
