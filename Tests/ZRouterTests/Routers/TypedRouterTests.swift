import Foundation
import Testing
import ViewTestSupport
import ZRouter

// `ServiceRouter` and `ViewRouter` get their members from one protocol, `_TypedRouter`: code written once against it
// drives a router of either family (a view router on the main actor).

/// Performs again through the shared protocol: `(success, a destination was passed)`.
private func performAgain<Handle: _TypedRouter>(_ router: Handle) -> (success: Bool, madeDestination: Bool) {
  var outcome = (success: false, madeDestination: false)
  router.performRoute { success, destination, _, _ in outcome = (success, destination != nil) }
  return outcome
}

/// Removes through the shared protocol: `(success, action, error code)`.
private func remove<Handle: _TypedRouter>(_ router: Handle) -> (success: Bool, action: ZIKRouteAction, code: Int?) {
  var outcome = (success: true, action: ZIKRouteAction.performRoute, code: Int?.none)
  router.removeRoute { success, action, error in outcome = (success, action, error.map { ($0 as NSError).code }) }
  return outcome
}

@Suite @MainActor struct TypedRouterTests {
  private func inRegistry(_ body: () throws -> Void) rethrows {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      AServiceRouter.registerRoutableDestination()
      AViewRouter.registerRoutableDestination()
      ZIKRouteRegistry.notifyRegistrationFinished()
      try body()
    }
  }

  @Test func aServiceRouterAndAMakeDestinationViewRouterPerformAgainThroughTheSharedProtocol() throws {
    try inRegistry {
      let service = try #require(Router.perform(to: RoutableService<any AServiceInput>()))
      let view = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination))

      #expect(performAgain(service) == (true, true))
      #expect(performAgain(view) == (true, true))
      #expect(service.state == .routed)
      #expect(view.state == .routed)
      #expect(!service.shouldRemoveBeforePerform)
      #expect(!view.shouldRemoveBeforePerform)
    }
  }

  @Test func aRemovalNeitherFamilyCanMakeIsRefusedTheSameWayThroughTheSharedProtocol() throws {
    try inRegistry {
      // The service router implements no removal; the view router's destination was released (nobody kept it).
      let service = try #require(Router.perform(to: RoutableService<any AServiceInput>()))
      let view = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination))

      let refused = (success: false, action: ZIKRouteAction.removeRoute, code: Int?.some(3))
      #expect(remove(service) == refused)
      #expect(remove(view) == refused)
      #expect(service.error != nil)
      #expect(view.error != nil)
    }
  }
}
