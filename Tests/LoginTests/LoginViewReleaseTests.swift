import Foundation
import Testing
import ZRouter
import ZRouterTesting

@testable import Login

/// The example of Docs/TestingWithIsolatedRegistries.md ("ZIKReleaseWatch"), run: the sign-in view and its router
/// are released once the route is removed.
@MainActor @Suite struct LoginViewReleaseTests {
  @Test func theLoginViewIsReleasedOnceDismissed() async throws {
    try await ZIKRouteRegistry.withTestRegistry {
      LoginViewRouter.registerRoutableDestination()
      SessionServiceRouter.registerRoutableDestination()
      try ZIKAnyServiceRouter.registerMock(MockAccountStore(), for: .loginRequiredAccountStore)
      try ZIKAnyServiceRouter.registerMock(MockSessionStore(), for: .loginRequiredSessionStore)
    } run: {
      let host = HeadlessViewController()
      var router = Router.perform(to: .loginProvidedLoginView, path: .presentModally(from: host))
      let watch = ZIKReleaseWatch(try #require(router), destination: host.presentedViewController)
      #expect(watch.alive.count == 3)
      router?.removeRoute()
      router = nil
      try await watch.expectReleased()
    }
  }
}
