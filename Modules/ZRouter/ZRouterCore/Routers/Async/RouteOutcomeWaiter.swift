import Foundation

/// The end of one perform or removal, for an `async` caller: the route's handlers report it (once, from any thread),
/// the caller awaits it, and no suspension happens when the route already ended inside the call.
///
/// Not cancellable on purpose: a transition cannot be stopped half-way, so the caller always learns how it ended.
final class RouteOutcomeWaiter<Value>: @unchecked Sendable {
  private typealias Outcome = Result<UnsafeTransfer<Value>, RouteFailure>

  private let lock = NSLock()
  private var outcome: Outcome?
  private var continuation: CheckedContinuation<Outcome, Never>?

  /// Whether the route has ended.
  var hasEnded: Bool { lock.withLock { outcome != nil } }

  /// The failure the route ended with, if it has ended with one.
  var failure: RouteFailure? {
    lock.withLock {
      if case .failure(let failure) = outcome { return failure }
      return nil
    }
  }

  /// Reports how the route ended. Only the first report counts.
  func finish(_ result: Result<Value, RouteFailure>) {
    let ended = result.map(UnsafeTransfer.init)
    let waiting: CheckedContinuation<Outcome, Never>? = lock.withLock {
      guard outcome == nil else { return nil }
      outcome = ended
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume(returning: ended)
  }

  /// Reports a failure the route's handlers received.
  func fail(_ action: ZIKRouteAction, _ error: any Error) {
    finish(.failure(RouteFailure(error, action: action)))
  }

  /// How the route ended: at once if it already has, else once it does. Resumes on the caller's actor.
  func outcome(isolation: isolated (any Actor)? = #isolation) async -> Result<Value, RouteFailure> {
    if let ended = lock.withLock({ outcome }) { return ended.map { $0.value } }
    // The caller's isolation is inherited without naming it: the iOS 17 and macOS 14 SDKs predate the
    // `isolation:` parameter, and the outcome crosses as an `UnsafeTransfer` either way.
    let ended = await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
      let already: Outcome? = lock.withLock {
        if let outcome { return outcome }
        self.continuation = continuation
        return nil
      }
      if let already { continuation.resume(returning: already) }
    }
    return ended.map { $0.value }
  }
}
