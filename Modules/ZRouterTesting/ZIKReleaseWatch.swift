import ZRouter

/// Weak references to a route's router and destination, to assert that both are released once the route ended and
/// the test let go of them: the test-time twin of `ZIKAnyViewRouter.detectMemoryLeakDelay`.
///
/// Take the watch while the test still holds them, drop the test's references, then wait:
/// ```swift
/// var router = Router.perform(to: RoutableView<any EditorViewInput>(), path: .push(from: home))
/// var editor = home.navigationController?.topViewController
/// let watch = ZIKReleaseWatch(router!, destination: editor)
/// router?.removeRoute()
/// (router, editor) = (nil, nil)
/// try await watch.expectReleased()
/// ```
/// Only weak references are kept: the watch itself keeps nothing alive.
@MainActor
public final class ZIKReleaseWatch {
  private struct Watched {
    let name: String
    weak var object: AnyObject?
  }

  private var watched: [Watched] = []

  /// Watches `router` (the typed router and the raw router inside it) and `destination`.
  public convenience init<Destination, ModuleConfig>(
    _ router: ViewRouter<Destination, ModuleConfig>, destination: AnyObject?
  ) {
    self.init(router: router.router, destination: destination)
    watch(router, as: "the typed router \(type(of: router))")
  }

  /// Watches a raw router (view or service) and `destination`.
  public init(router: AnyObject, destination: AnyObject?) {
    watch(router, as: "the router \(type(of: router))")
    if let destination { watch(destination, as: "the destination \(type(of: destination))") }
  }

  /// Adds another object that must be released too (a view model the destination made, for example).
  public func watch(_ object: AnyObject, as name: String) {
    watched.append(Watched(name: name, object: object))
  }

  /// The watched objects still alive, by name.
  public var alive: [String] { watched.filter { $0.object != nil }.map(\.name) }

  /// Waits until every watched object is released, letting the main actor run (deferred transitions, the tasks that
  /// end a route) in between.
  /// - Parameter timeout: How long to wait before failing.
  /// - Throws: ``ZRouterTestingError/notReleased(_:)`` naming what is still alive after `timeout`.
  public func expectReleased(timeout: Duration = .seconds(2)) async throws(ZRouterTestingError) {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !alive.isEmpty {
      guard clock.now < deadline else { throw .notReleased(alive) }
      try? await Task.sleep(for: .milliseconds(5))
    }
  }
}
