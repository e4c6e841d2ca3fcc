import Login
import Testing
import ZRouter
import ZRouterTesting

/// The example of Docs/TestingWithIsolatedRegistries.md ("Checking routes and transitions"), run.
@MainActor @Suite struct LoginViewPresentationTests {
  @Test func theLoginViewIsPresentedThenDismissed() async throws {
    try await ZIKRouteRegistry.withTestRegistry {
      LoginViewRouter.registerRoutableDestination()
      SessionServiceRouter.registerRoutableDestination()
      try ZIKAnyServiceRouter.registerMock(MockAccountStore(), for: .loginRequiredAccountStore)
      try ZIKAnyServiceRouter.registerMock(MockSessionStore(), for: .loginRequiredSessionStore)
    } run: {
      let host = ZIKRecordingNavigationController(rootViewController: HeadlessViewController())
      let recorder = ZIKRouteRecorder()
      let router = Router.perform(to: .loginProvidedLoginView, path: .presentModally(from: host)) {
        config, _ in recorder.attach(to: config)
      }
      try await recorder.performed()
      router?.removeRoute()
      try await recorder.removed()
      #expect(host.transitions.map(\.description) == ["present LoginViewController", "dismiss LoginViewController"])
    }
  }
}
