import Testing
import ZRouter
import ZRouterTesting

@MainActor @Suite struct RouteRecordingTests {
  /// Registers the greeting view, for the routes of these tests.
  private func registerGreetingView() {
    ZIKAnyViewRouter.register(RoutableView<any GreetingView>(), forMakingView: GreetingViewController.self)
  }

  @Test func theHostRecordsAPushAndItsPopAndTheRecorderSeesBoth() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: registerGreetingView) {
      let root = HeadlessViewController()
      let host = ZIKRecordingNavigationController(rootViewController: root)
      let recorder = ZIKRouteRecorder()
      let router = Router.perform(to: RoutableView<any GreetingView>(), path: .push(from: root)) { config, _ in
        recorder.attach(to: config)
      }
      try await recorder.performed()
      #expect(host.transitions.map(\.description) == ["push GreetingViewController"])
      let pushed = try #require(host.viewControllers.last)
      #expect(host.transitions == [.push(pushed)])

      router?.removeRoute()
      try await recorder.removed()
      #expect(recorder.states == [.routing, .routed, .removing, .removed])
      #expect(host.transitions == [.push(pushed), .pop([pushed])])
      #expect(recorder.failures.isEmpty)
    }
  }

  @Test func presentationsAndDismissalsAreRecordedOnTheHostAskedToPresent() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: registerGreetingView) {
      let host = ZIKRecordingNavigationController(rootViewController: HeadlessViewController())
      let recorder = ZIKRouteRecorder()
      let router = Router.perform(to: RoutableView<any GreetingView>(), path: .presentModally(from: host)) {
        config, _ in recorder.attach(to: config)
      }
      try recorder.requirePerformed()
      router?.removeRoute()
      try recorder.requireRemoved()
      #expect(
        host.transitions.map(\.description) == ["present GreetingViewController", "dismiss GreetingViewController"])
      host.clearTransitions()
      #expect(host.transitions.isEmpty)
    }
  }

  @Test func aRefusedTransitionIsNotRecordedAndTheRecorderSaysWhy() async {
    await ZIKRouteRegistry.withTestRegistry(registering: registerGreetingView) {
      let host = ZIKRecordingNavigationController(rootViewController: HeadlessViewController())
      host.isViewInWindow = false
      let recorder = ZIKRouteRecorder()
      Router.perform(to: RoutableView<any GreetingView>(), path: .presentModally(from: host)) { config, _ in
        recorder.attach(to: config)
      }
      #expect(host.transitions.isEmpty)
      #expect(!recorder.wasPerformed)
      #expect(recorder.failures.count == 1)
      await #expect(throws: ZRouterTestingError.self) { try await recorder.performed(timeout: .milliseconds(20)) }
      do {
        try recorder.requirePerformed()
        Issue.record("a refused route counted as performed")
      } catch let error as ZRouterTestingError {
        #expect(error.description.contains("never performed"))
        #expect(error.description.contains("\(recorder.failures[0])"))
      } catch {
        Issue.record("requirePerformed threw \(error)")
      }
    }
  }
}
