/// When the headless host applies push, pop, present and dismiss, and when it calls their completions.
///
/// The default, `.immediate`, applies a transition and calls its completion before the call returns, which keeps
/// route tests synchronous. `.deferred` behaves like an animated UIKit transition: nothing changes until the next
/// main-actor turn, so tests can observe routers in their `.routing` state.
/// ```swift
/// HeadlessTransition.mode = .deferred
/// navigationController.pushViewController(editor, animated: true)
/// // editor.parent == nil here; it is on the stack from the next main-actor turn on.
/// ```
/// `addChild(_:)`, `removeFromParent()`, `addSubview(_:)`, `removeFromSuperview()` and `setViewControllers(_:animated:)`
/// are always immediate, as in UIKit.
public enum HeadlessTransition {
  /// How the headless host schedules a transition.
  public enum Mode: Sendable, Hashable {
    /// The hierarchy changes and the completion runs before the call returns. The default.
    case immediate
    /// The hierarchy changes and the completion runs on a later main-actor turn (a main-actor `Task`), in call order.
    ///
    /// Each transition is checked against the hierarchy as it is when it is applied, exactly as an immediate one;
    /// until then the hierarchy looks unchanged.
    case deferred
  }

  /// The mode for transitions that start from now on. Defaults to `.immediate`.
  ///
  /// This is process-wide state: tests that change it must not run in parallel with tests expecting another mode.
  /// Inside `withMode(_:operation:)` (internal, for this package's tests) the scoped mode wins.
  @MainActor public static var mode: Mode {
    get { scopedMode ?? defaultMode }
    set { defaultMode = newValue }
  }

  @MainActor private static var defaultMode: Mode = .immediate

  /// A mode bound to the current task and the tasks it starts; overrides `mode`'s stored value.
  @TaskLocal static var scopedMode: Mode?

  /// Runs `operation` with `mode` reading `scoped`, without touching the process-wide value, so tests running in
  /// parallel can each use their own mode.
  @MainActor static func withMode<R>(_ scoped: Mode, operation: () throws -> R) rethrows -> R {
    try $scopedMode.withValue(scoped, operation: operation)
  }

  /// Async twin of `withMode(_:operation:)`.
  @MainActor static func withMode<R>(_ scoped: Mode, operation: @MainActor () async throws -> R) async rethrows -> R {
    try await $scopedMode.withValue(scoped, operation: operation)
  }

  // MARK: - Scheduling

  /// A transition waiting for its main-actor turn.
  private struct Pending {
    let apply: @MainActor () -> HostTransitionResult
    let completion: (@MainActor (HostTransitionResult) -> Void)?
    let hosts: [HeadlessViewController]
  }

  @MainActor private static var pending: [Pending] = []
  @MainActor private static var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// Whether some deferred transition has not been applied yet.
  @MainActor static var hasPendingTransitions: Bool { !pending.isEmpty }

  /// Applies `apply` then calls `completion` with what `apply` reported, now or on a later main-actor turn
  /// depending on `mode`.
  ///
  /// While deferred, every controller in `hosts` reports `zix_isTransitioning`.
  @MainActor static func perform(
    involving hosts: [HeadlessViewController], completion: (@MainActor (HostTransitionResult) -> Void)?,
    _ apply: @escaping @MainActor () -> HostTransitionResult
  ) {
    switch mode {
    case .immediate:
      let result = apply()
      completion?(result)
    case .deferred:
      for host in hosts { host.pendingTransitionCount += 1 }
      pending.append(Pending(apply: apply, completion: completion, hosts: hosts))
      Task { @MainActor in runNext() }
    }
  }

  /// Applies the oldest deferred transition. One task is started per transition, and each applies the oldest
  /// one left, so transitions apply in call order whatever order the tasks run in.
  @MainActor private static func runNext() {
    guard !pending.isEmpty else { return }
    let next = pending.removeFirst()
    for host in next.hosts { host.pendingTransitionCount -= 1 }
    let result = next.apply()
    next.completion?(result)
    if pending.isEmpty {
      let waiters = idleWaiters
      idleWaiters = []
      for waiter in waiters { waiter.resume() }
    }
  }

  /// Suspends until every deferred transition, including the ones their completions start, has been applied.
  @MainActor static func waitForPendingTransitions() async {
    guard hasPendingTransitions else { return }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      idleWaiters.append(continuation)
    }
  }
}
