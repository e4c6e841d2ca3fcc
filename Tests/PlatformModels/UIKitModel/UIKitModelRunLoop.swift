/// The model's main run loop: animated transitions complete when a test runs it, so tests choose what happens
/// while a transition is in flight.
///
/// ```swift
/// navigation.pushViewController(editor, animated: true)   // editor is on the stack, its transition is running
/// UIKitModelRunLoop.runUntilIdle()                          // the push completes: editor.viewDidAppear, completions
/// ```
///
/// A test that awaits a transition (`performAsync`, `removeRouteAsync`) runs in a run loop of its own that turns by
/// itself, as UIKit's main run loop does: ``withOwnRunLoop(_:)``. Its transitions complete on later main-actor turns,
/// in that test's task, and no other test's ``runNext()`` or ``runUntilIdle()`` sees them.
@MainActor
public enum UIKitModelRunLoop {
  /// A run loop other than the shared one: the transitions started in its task belong to it.
  public final class Scope: Sendable {
    /// Whether its animated transitions complete by themselves, on a later main-actor turn.
    let turnsByItself: Bool

    init(turnsByItself: Bool) { self.turnsByItself = turnsByItself }
  }

  /// The run loop of the running task; `nil` for the shared one.
  static var scope: Scope? { ModelRunLoopScope.current }

  /// Every transition started and not over, oldest first, whichever run loop it belongs to.
  static var started: [ModelTransition] = []

  /// The transitions of the current run loop started and not over, oldest first.
  static var running: [ModelTransition] { started.filter { $0.scope === scope } }

  /// Runs `body` in a run loop of its own that completes each animated transition on a later main-actor turn, in the
  /// task that started it, so that `body` can await routes.
  nonisolated public static func withOwnRunLoop(_ body: @Sendable () async throws -> Void) async rethrows {
    try await ModelRunLoopScope.$current.withValue(Scope(turnsByItself: true)) { try await body() }
  }

  /// Completes `transition` on a later main-actor turn when its run loop turns by itself.
  static func schedule(_ transition: ModelTransition) {
    guard transition.scope?.turnsByItself == true, !transition.isInteractive else { return }
    Task { @MainActor in transition.end() }
  }

  /// How a coordinator answers `animate(alongsideTransition:completion:)`.
  ///
  /// "This method returns YES if the animations are successfully queued to run. The completions may be run even if
  /// the animations are not." (UIViewControllerTransitionCoordinator.h) UIKit does not document when it refuses, so
  /// tests choose: `.queued` (the default) queues them; the other two refuse, then run the completion when the
  /// transition ends, or never.
  public enum AlongsideAnimations: Sendable {
    /// The animations and the completion are queued; the method returns `true`.
    case queued
    /// The method returns `false`; the completion still runs when the transition ends.
    case notQueuedCompletionsRun
    /// The method returns `false`; the completion never runs.
    case notQueuedCompletionsDropped
  }

  /// How coordinators answer `animate(alongsideTransition:completion:)` from now on. Tests that change it set it back.
  public static var alongsideAnimations = AlongsideAnimations.queued

  /// Whether `isBeingPresented`, `isBeingDismissed`, `isMovingToParent` and `isMovingFromParent` answer outside the
  /// controller's appearance callbacks, as the model does by default. UIKit documents them for those callbacks only;
  /// in ``withOnlyDocumentedTransitionSignals(_:)`` they answer `false` everywhere (the model's own callbacks take no
  /// part in the glue's decisions), so a test can prove the glue does not depend on them.
  static var transitionFlagsOutsideAppearanceCallbacks: Bool { !ModelBehaviour.documentedSignalsOnly }

  /// Whether a dismissal clears `presentingViewController` and `presentedViewController` after the dismissed views
  /// left the window (in ``withOnlyDocumentedTransitionSignals(_:)``) or before (by default). UIKit documents only
  /// that the dismissal's completion "will be invoked after the dismissed controller's viewDidDisappear: callback is
  /// invoked" (UIViewController.h), not the order of the links and the views.
  static var dismissalClearsLinksAfterViewsLeave: Bool { ModelBehaviour.documentedSignalsOnly }

  /// Runs `body`, and everything its task starts, on a model that gives the glue only the signals UIKit documents:
  /// the transition flags answer `false` outside appearance callbacks, and dismissals clear their links last.
  nonisolated public static func withOnlyDocumentedTransitionSignals<Result>(_ body: () throws -> Result) rethrows
    -> Result
  {
    try ModelBehaviour.$documentedSignalsOnly.withValue(true) { try body() }
  }

  /// The `async` form of ``withOnlyDocumentedTransitionSignals(_:)``.
  nonisolated public static func withOnlyDocumentedTransitionSignals(_ body: @Sendable () async throws -> Void)
    async rethrows
  {
    try await ModelBehaviour.$documentedSignalsOnly.withValue(true) { try await body() }
  }

  /// Whether no transition is running (interactive ones included).
  public static var isIdle: Bool { running.isEmpty }

  /// Whether a transition the user drives (a back swipe, a sheet being pulled down) is running.
  public static var hasInteractiveTransition: Bool { running.contains { $0.isInteractive } }

  /// Names of the running transitions, oldest first (`push`, `pop`, `present`, `dismiss`, `setViewControllers`).
  public static var runningTransitions: [String] { running.map(\.name) }

  /// Completes the oldest transition that is not interactive. Returns whether one completed.
  @discardableResult
  public static func runNext() -> Bool {
    guard let next = running.first(where: { !$0.isInteractive }) else { return false }
    next.end()
    return true
  }

  /// Completes transitions, including the ones their completions start, until only interactive ones (if any) run.
  public static func runUntilIdle() {
    var budget = 10_000
    while budget > 0, runNext() { budget -= 1 }
  }
}

/// The run loop of the running task, as a task-local value (`nil`: the shared run loop).
enum ModelRunLoopScope {
  @TaskLocal static var current: UIKitModelRunLoop.Scope?
}

/// How the model behaves for the running task, as task-local values.
enum ModelBehaviour {
  /// Whether only UIKit's documented transition signals reach the glue.
  @TaskLocal static var documentedSignalsOnly = false
}

/// A transition the user drives: a back swipe on a navigation controller, a sheet pulled down.
///
/// Finish or cancel it; either way it then completes on ``UIKitModelRunLoop``, as a non-interactive transition.
@MainActor
public final class UIKitModelInteraction {
  private let transition: ModelTransition

  init(_ transition: ModelTransition) { self.transition = transition }

  /// Whether the interaction ended (finished or cancelled).
  public var isEnded: Bool { !transition.isInteractive }

  /// The user completes the gesture: the transition runs to its end.
  public func finish() { transition.endInteraction(cancelled: false) }

  /// The user gives up the gesture: the transition runs back, and the hierarchy is restored when it completes.
  public func cancel() { transition.endInteraction(cancelled: true) }
}
