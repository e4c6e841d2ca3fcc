import Foundation
import ZRouter

// A custom service route that ends later and can be removed, and a box through which a test learns that a perform
// awaited in another task has started.

/// The destination protocol of ``LaterService``.
protocol LaterServiceInput: AnyObject {}

/// The destination made by ``LaterServiceRouter``.
final class LaterService: ZIKRoutableService, LaterServiceInput {}

extension RoutableService where Protocol == any LaterServiceInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A custom route: its perform ends only when someone calls `endPerformRouteWithSuccess()` (or with an error), and
/// its removal (it supports one) ends at once unless `defersRemoval` is set. Records its hooks in the log.
final class LaterServiceRouter: ZIKServiceRouter<LaterService, ProbeConfiguration> {
  override class func registerRoutableDestination() {
    registerService(LaterService.self)
    register(RoutableService<any LaterServiceInput>())
  }

  override class func defaultRouteConfiguration() -> ProbeConfiguration { ProbeConfiguration() }

  override func destination(with configuration: ProbeConfiguration) -> LaterService? { LaterService() }

  override func prepareDestination(_ destination: LaterService, configuration: ProbeConfiguration) {
    configuration.onRouterPrepareDestination?(self)
  }

  override func performRouteOnDestination(_ destination: LaterService, configuration: ProbeConfiguration) {
    configuration.log.append("router.performRouteOnDestination")
  }

  override func canRemove() -> Bool { true }

  override func removeDestination(_ destination: LaterService, removeConfiguration: ZIKRemoveRouteConfiguration) {
    configuration.log.append("router.removeDestination")
    if !configuration.defersRemoval { endRemoveRouteWithSuccess() }
  }
}

/// A router whose perform started inside a task the test awaits: the router's hook hands it over, and the test waits
/// for that without polling.
final class RouterInFlight<Router: AnyObject> {
  private(set) var router: Router?
  private var waiting: CheckedContinuation<Void, Never>?

  /// Called by the router's hook: the perform started.
  func started(_ router: Router) {
    self.router = router
    waiting?.resume()
    waiting = nil
  }

  /// Returns once ``started(_:)`` was called. On one actor, the task that performs has then reached its first
  /// suspension (it runs without interruption until it awaits the route's end).
  func waitUntilStarted(isolation: isolated (any Actor)? = #isolation) async -> Router? {
    if router == nil {
      await withCheckedContinuation(isolation: isolation) { waiting = $0 }
    }
    return router
  }
}

/// What an awaited perform gave, in a form that can leave the task that awaited it.
enum AsyncPerformOutcome: Sendable {
  /// The perform returned: the router's identity and state, and the destination's class.
  case performed(router: ObjectIdentifier, state: ZIKRouterState, destination: String)
  /// The perform threw.
  case failed(RouteFailure)

  /// Runs an awaited service perform and describes what it gave.
  static func service<Destination, ModuleConfig>(
    isolation: isolated (any Actor)? = #isolation,
    _ perform: () async throws(RouteFailure) -> (
      router: ServiceRouter<Destination, ModuleConfig>, destination: Destination
    )
  ) async -> AsyncPerformOutcome {
    do throws(RouteFailure) {
      let (router, destination) = try await perform()
      return .performed(
        router: ObjectIdentifier(router.router), state: router.state,
        destination: String(describing: type(of: destination as Any)))
    } catch {
      return .failed(error)
    }
  }

  /// Runs an awaited view perform and describes what it gave.
  @MainActor static func view<Destination, ModuleConfig>(
    _ perform: () async throws(RouteFailure) -> (
      router: ViewRouter<Destination, ModuleConfig>, destination: Destination
    )
  ) async -> AsyncPerformOutcome {
    do throws(RouteFailure) {
      let (router, destination) = try await perform()
      return .performed(
        router: ObjectIdentifier(router.router), state: router.state,
        destination: String(describing: type(of: destination as Any)))
    } catch {
      return .failed(error)
    }
  }

  /// The failure, if the perform threw.
  var failure: RouteFailure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }
}
