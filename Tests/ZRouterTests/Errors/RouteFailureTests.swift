import Foundation
import Testing
import ViewTestSupport
import ZRouter
import ZRouterTesting

/// `RouteFailure`, the one error of the async API: its codes, domains, actions and messages, and `catch` clauses
/// that need no cast.
@Suite @MainActor struct RouteFailureTests {
  /// A caller's `catch`: the error is a `RouteFailure` (no cast) and the switch needs no `default`.
  private func describeLookup<P>(of key: RoutableService<P>) async -> String {
    do {
      _ = try await Router.performAsync(to: key)
      return "performed"
    } catch {
      switch error.code {
      case .route(.invalidProtocol): return "no router (\(error.action))"
      case .route(let code): return "route \(code)"
      case .viewRoute(let code): return "view route \(code)"
      }
    }
  }

  /// The pattern form of the original's error enums still works on the typed error.
  private func describePresent(from source: HeadlessViewController?) async -> String {
    do {
      _ = try await Router.performAsync(
        to: RoutableView<any AViewInput>(),
        path: .extensible(path: ZIKViewRoutePath(routeType: .presentModally, source: source)))
      return "presented"
    } catch ZIKViewRouteError.invalidSource {
      return "invalid source"
    } catch ZIKRouteError.invalidProtocol {
      return "no router"
    } catch {
      return "\(error.code)"
    }
  }

  @Test func aCallerSwitchesOverTheCodeWithoutCasting() async {
    await ZIKRouteRegistry.withTestRegistry(registering: {}) {
      #expect(
        await describeLookup(of: RoutableService<any ProbeServiceInput>()) == "no router (ZIKRouteActionToService)")
    }
  }

  @Test func catchPatternsOfTheOriginalErrorEnumsMatchTheFailure() async {
    await ViewFixtureRegistry.run { _ in
      #expect(await describePresent(from: nil) == "invalid source")
    }
  }

  @Test func aRouteErrorKeepsItsDomainCodeAndMessage() {
    let failure = RouteFailure(
      ZIKRouteError(.overRoute, localizedDescription: "already performing"), action: .performRoute)
    #expect(failure.code == .route(.overRoute))
    #expect(failure.domain == .route)
    #expect(failure.domain.rawValue == "ZIKRouteErrorDomain")
    #expect(failure.code.rawValue == 4)
    #expect(failure.action == .performRoute)
    #expect(failure.message == "already performing")
    #expect((failure.underlyingError as NSError).domain == "ZIKRouteErrorDomain")
    #expect(!failure.isCancellation)
  }

  @Test func aViewRouteErrorKeepsItsDomainCodeAndMessage() {
    let failure = RouteFailure(
      ZIKViewRouteError(.invalidContainer, localizedDescription: "not a container"), action: .removeRoute)
    #expect(failure.code == .viewRoute(.invalidContainer))
    #expect(failure.domain == .viewRoute)
    #expect(failure.domain.rawValue == "ZIKViewRouteErrorDomain")
    #expect(failure.code.rawValue == 14)
    #expect(failure.action == .removeRoute)
    #expect(failure.message == "not a container")
  }

  @Test func anErrorOfACustomRouteBecomesActionFailedWithItsMessage() {
    struct HostRefused: LocalizedError {
      var errorDescription: String? { "The host refused the transition." }
    }
    let failure = RouteFailure(HostRefused(), action: .performRoute)
    #expect(failure.code == .route(.actionFailed))
    #expect(failure.message == "The host refused the transition.")
    #expect(failure.underlyingError is HostRefused)
  }

  @Test func anNSErrorOfTheOriginalDomainsKeepsItsCode() {
    let bridged = NSError(
      domain: "ZIKViewRouteErrorDomain", code: 13, userInfo: [NSLocalizedDescriptionKey: "no source"])
    #expect(RouteFailure(bridged, action: .performRoute).code == .viewRoute(.invalidSource))
    let foreign = NSError(domain: "NSCocoaErrorDomain", code: 13, userInfo: nil)
    #expect(RouteFailure(foreign, action: .performRoute).code == .route(.actionFailed))
  }

  @Test func wrappingAFailureKeepsIt() {
    let inner = RouteFailure(ZIKRouteError(.infiniteRecursion, localizedDescription: "cycle"), action: .toService)
    let outer = RouteFailure(inner, action: .performRoute)
    #expect(outer.code == .route(.infiniteRecursion))
    #expect(outer.action == .toService)
  }

  @Test func everyOriginalCodeRoundTripsThroughItsRawValue() {
    for code in [0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15] {
      #expect(RouteFailure.Code(rawValue: code)?.rawValue == code)
    }
    #expect(RouteFailure.Code(rawValue: 6) == nil)
    #expect(RouteFailure.Code(rawValue: 9) == nil)
  }

  @Test func theDescriptionNamesCodeActionAndMessage() {
    let failure = RouteFailure(ZIKRouteError(.actionFailed, localizedDescription: "refused"), action: .removeRoute)
    #expect(failure.description == "RouteFailure.route.actionFailed (3) in ZIKRouteActionRemoveRoute: refused")
  }
}
