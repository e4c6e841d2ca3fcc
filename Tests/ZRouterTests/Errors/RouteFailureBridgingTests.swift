import Foundation
import Testing
import ViewTestSupport
import ZRouterTesting

@testable import ZRouterCore

/// After every failure of the async API, `(error as NSError)` has the original library's domain and code and the
/// failure's message, as the synchronous errors do, so code that reports errors through `NSError` keeps the reason.
@MainActor @Suite struct ZIKRouteFailureBridgingTests {
  /// The failure an async call threw, or `nil` (recorded as an issue) when it did not throw.
  private func failure(_ call: () async throws -> Void) async -> RouteFailure? {
    do {
      try await call()
      Issue.record("the async call returned instead of throwing")
    } catch let failure as RouteFailure {
      return failure
    } catch {
      Issue.record("the async call threw \(type(of: error)), not a RouteFailure")
    }
    return nil
  }

  /// Checks the `NSError` the failure bridges to: domain, code, and the message as its localized description.
  private func expectBridged(
    _ failure: RouteFailure?, domain: String, code: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let failure else { return }
    let bridged = failure as NSError
    #expect(bridged.domain == domain, sourceLocation: sourceLocation)
    #expect(bridged.code == code, sourceLocation: sourceLocation)
    #expect(bridged.localizedDescription == failure.message, sourceLocation: sourceLocation)
    #expect(failure.localizedDescription == failure.message, sourceLocation: sourceLocation)
    #expect(!failure.message.isEmpty, sourceLocation: sourceLocation)
  }

  // MARK: Lookup misses

  @Test func aViewLookupMissBridgesAsInvalidProtocol() async {
    await ViewFixtureRegistry.run { _ in
      let failure = await failure {
        _ = try await Router.performAsync(to: RoutableView<any UnprovidedViewInput>(), path: .makeDestination)
      }
      expectBridged(failure, domain: "ZIKRouteErrorDomain", code: 0)
    }
  }

  @Test func aServiceLookupMissBridgesAsInvalidProtocol() async {
    await ZIKRouteRegistry.withTestRegistry(registering: {}) {
      let failure = await failure { _ = try await Router.performAsync(to: RoutableService<any ProbeServiceInput>()) }
      expectBridged(failure, domain: "ZIKRouteErrorDomain", code: 0)
    }
  }

  // MARK: No destination

  @Test func aViewRouteWithoutDestinationBridgesAsDestinationUnavailable() async {
    await ViewFixtureRegistry.run { _ in
      let failure = await failure {
        _ = try await Router.performAsync(
          to: RoutableView<any AViewInput>(), path: .presentModally(from: HeadlessViewController())
        ) { config, _ in
          config.addUserInfo(forKey: "fail", object: true)
        }
      }
      expectBridged(failure, domain: "ZIKRouteErrorDomain", code: 2)
    }
  }

  @Test func aServiceRouteWithoutDestinationBridgesAsDestinationUnavailable() async {
    await ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let failure = await failure {
        _ = try await Router.performAsync(to: RoutableService<any ProbeServiceInput>()) { config, _ in
          config.probe.failsToMakeDestination = true
        }
      }
      expectBridged(failure, domain: "ZIKRouteErrorDomain", code: 2)
    }
  }

  // MARK: Rejected transitions

  @Test func aTransitionRejectedForItsSourceBridgesInTheViewRouteDomain() async {
    await ViewFixtureRegistry.run { _ in
      let failure = await failure {
        _ = try await Router.performAsync(
          to: RoutableView<any AViewInput>(),
          path: .extensible(path: ZIKViewRoutePath(routeType: .presentModally, source: nil)))
      }
      expectBridged(failure, domain: "ZIKViewRouteErrorDomain", code: 13)
    }
  }

  @Test func aPushWithoutNavigationStackBridgesInTheViewRouteDomain() async {
    await ViewFixtureRegistry.run { _ in
      let failure = await failure {
        _ = try await Router.performAsync(
          to: RoutableView<any AViewInput>(), path: .push(from: HeadlessViewController()))
      }
      expectBridged(failure, domain: "ZIKViewRouteErrorDomain", code: 13)
    }
  }

  // MARK: Refused removals

  @Test func aViewRemovalThatCannotHappenBridgesAsActionFailed() async throws {
    try await ViewFixtureRegistry.run { _ in
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: HeadlessViewController())))
      let failure = await failure { try await router.removeRouteAsync() }
      #expect(failure?.action == .removeRoute)
      expectBridged(failure, domain: "ZIKRouteErrorDomain", code: 3)
    }
  }

  @Test func aServiceRemovalTheRouterDoesNotSupportBridgesAsActionFailed() async throws {
    try await ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let (router, destination) = try await Router.performAsync(to: RoutableService<any ProbeServiceInput>())
      let failure = await failure { try await router.removeRouteAsync() }
      #expect(failure?.action == .removeRoute)
      expectBridged(failure, domain: "ZIKRouteErrorDomain", code: 3)
      withExtendedLifetime(destination) {}
    }
  }

  // MARK: Matching by code

  @Test func theOriginalCatchPatternsMatchAFailureByItsBridgedDomainAndCode() {
    let failure: any Error = RouteFailure(
      ZIKViewRouteError(.invalidSource, localizedDescription: "no source"), action: .performRoute)
    #expect(ZIKViewRouteError.invalidSource ~= failure)
    #expect(!(ZIKViewRouteError.invalidContainer ~= failure))
    #expect(!(ZIKRouteError.invalidProtocol ~= failure), "another domain")
    #expect(ZIKRouteError.overRoute ~= NSError(domain: "ZIKRouteErrorDomain", code: 4))
    #expect(!(ZIKRouteError.overRoute ~= NSError(domain: "ElsewhereDomain", code: 4)))
  }

  @Test func codesPrintAsTheirCaseNames() {
    #expect(
      [
        ZIKRouteError.Code.invalidProtocol, .invalidConfiguration, .destinationUnavailable, .actionFailed, .overRoute,
        .infiniteRecursion,
      ].map { "\($0)" } == [
        "invalidProtocol", "invalidConfiguration", "destinationUnavailable", "actionFailed", "overRoute",
        "infiniteRecursion",
      ])
    #expect(
      [
        ZIKViewRouteError.Code.invalidPerformer, .unsupportType, .unbalancedTransition, .invalidSource,
        .invalidContainer, .segueNotPerformed,
      ].map { "\($0)" } == [
        "invalidPerformer", "unsupportType", "unbalancedTransition", "invalidSource", "invalidContainer",
        "segueNotPerformed",
      ])
  }
}
