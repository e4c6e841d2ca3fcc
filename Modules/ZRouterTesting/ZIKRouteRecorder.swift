import Foundation
import ZRouter

/// Records what one route goes through (its states and its errors) and lets a test wait until it was performed or
/// removed.
///
/// Attach it in the route's `configuring` closure; for a removal, attach it to the removal's configuration too, or
/// rely on the perform configuration's state notifier, which also sees the removal states:
/// ```swift
/// let recorder = ZIKRouteRecorder()
/// let router = Router.perform(to: .editorProvidedEditorView, path: .push(from: host)) {
///   config, _ in recorder.attach(to: config)
/// }
/// try await recorder.performed()
/// router?.removeRoute()
/// try await recorder.removed()
/// ```
/// The recorder keeps the handlers already set on the configuration and calls them first. It may be read from any
/// thread.
public final class ZIKRouteRecorder: @unchecked Sendable {
  /// One failure the route reported: the action that failed and the error.
  public struct Failure: Sendable, CustomStringConvertible {
    /// The action that failed.
    public let action: ZIKRouteAction
    /// The error's description.
    public let message: String
    /// The error's code as an `NSError` code (the route error codes of ZRouter).
    public let code: Int

    /// `"<action>: <message>"`.
    public var description: String { "\(action): \(message)" }
  }

  // `@unchecked Sendable`: the stored lists are only touched while `lock` is held.
  private let lock = NSLock()
  private var recordedStates: [ZIKRouterState] = []
  private var recordedFailures: [Failure] = []

  /// Creates a recorder that has seen nothing yet.
  public init() {}

  /// Every state the route entered, in order.
  public var states: [ZIKRouterState] { lock.withLock { recordedStates } }

  /// Every failure the route reported, in order.
  public var failures: [Failure] { lock.withLock { recordedFailures } }

  /// Whether the route reached `.routed` at some point.
  public var wasPerformed: Bool { states.contains(.routed) }

  /// Whether the route reached `.removed` at some point.
  public var wasRemoved: Bool { states.contains(.removed) }

  /// Records the state changes and errors of the router that owns `configuration`.
  /// - Parameter configuration: A perform or removal configuration, as a `configuring` closure receives it.
  public func attach(to configuration: ZIKRouteConfiguration) {
    let previousNotifier = configuration.stateNotifier
    configuration.stateNotifier = { [self] old, new in
      previousNotifier?(old, new)
      lock.withLock { recordedStates.append(new) }
    }
    let previousHandler = configuration.errorHandler
    configuration.errorHandler = { [self] action, error in
      previousHandler?(action, error)
      let failure = Failure(action: action, message: "\(error)", code: (error as NSError).code)
      lock.withLock { recordedFailures.append(failure) }
    }
  }

  /// Records the state changes and errors of the router whose typed configuration is `config`.
  /// - Parameter config: The typed configuration a `configuring` closure receives.
  public func attach<Config>(to config: RouteStrictConfig<Config>) {
    attach(to: config.configuration)
  }

  /// Returns once the route is performed (`.routed`); throws when it is not within `timeout`.
  ///
  /// Suspends in steps, so main-actor work such as deferred transitions goes on meanwhile.
  /// - Parameter timeout: How long to wait at most.
  /// - Throws: ``ZRouterTestingError/routeNotReached(expected:states:failures:)`` naming the states and errors seen.
  public func performed(timeout: Duration = .seconds(5)) async throws(ZRouterTestingError) {
    try await wait(for: .routed, named: "performed", timeout: timeout)
  }

  /// Returns once the route is removed (`.removed`); throws when it is not within `timeout`.
  /// - Parameter timeout: How long to wait at most.
  /// - Throws: ``ZRouterTestingError/routeNotReached(expected:states:failures:)`` naming the states and errors seen.
  public func removed(timeout: Duration = .seconds(5)) async throws(ZRouterTestingError) {
    try await wait(for: .removed, named: "removed", timeout: timeout)
  }

  /// Throws unless the route was performed; for routes that finish before the perform call returns.
  /// - Throws: ``ZRouterTestingError/routeNotReached(expected:states:failures:)`` naming the states and errors seen.
  public func requirePerformed() throws(ZRouterTestingError) {
    guard wasPerformed else { throw notReached("performed") }
  }

  /// Throws unless the route was removed; for removals that finish before the remove call returns.
  /// - Throws: ``ZRouterTestingError/routeNotReached(expected:states:failures:)`` naming the states and errors seen.
  public func requireRemoved() throws(ZRouterTestingError) {
    guard wasRemoved else { throw notReached("removed") }
  }

  private func wait(
    for state: ZIKRouterState, named name: String, timeout: Duration
  ) async throws(ZRouterTestingError) {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !states.contains(state) {
      guard clock.now < deadline else { throw notReached(name) }
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  private func notReached(_ name: String) -> ZRouterTestingError {
    .routeNotReached(expected: name, states: states.map(\.description), failures: failures.map(\.description))
  }
}
