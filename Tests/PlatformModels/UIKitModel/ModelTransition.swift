import Foundation

/// One running transition of the model (push, pop, present, dismiss, a new stack): its coordinator, the controllers
/// it involves, and what it does when it completes or is cancelled.
///
/// The hierarchy changes when the transition starts (UIKit updates `viewControllers` and `presentedViewController`
/// at the call); views leave the window, `viewDidAppear(_:)`/`viewDidDisappear(_:)` and `didMove(toParent:)` run when
/// it completes. A non-animated transition starts and completes within the call (or on the next turn, see
/// ``UIKitModelOrders/nonAnimatedEndsOnNextTurn``); an animated one completes when
/// ``UIKitModelRunLoop`` runs it (or on a later main-actor turn, in a run loop that turns by itself); an interactive
/// one waits for ``UIKitModelInteraction/finish()`` or ``UIKitModelInteraction/cancel()`` first.
@MainActor
final class ModelTransition: UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  private(set) var isInteractive: Bool
  private(set) var isCancelled = false
  var transitionDuration: TimeInterval { isAnimated ? 0.35 : 0 }

  /// What the transition is, for diagnostics.
  let name: String
  /// The controllers whose `transitionCoordinator` is this transition while it runs.
  let participants: [UIViewController]
  private let complete: @MainActor (ModelTransition) -> Void
  private let revert: @MainActor (ModelTransition) -> Void
  private var alongsideCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// Runs after the coordinator's completions: the completion handler of `present` or `dismiss`.
  var completion: (@MainActor () -> Void)?
  /// Runs once everything else of the transition ran: the links ``clearLinks(_:)`` clears under
  /// ``UIKitModelOrders/linksClearedAfterCompletion``, a push queued behind the transition.
  var afterEnd: [@MainActor () -> Void] = []
  private(set) var isOver = false
  /// The controller leaving the screen (the presenting one for a presentation, the dismissed one for a dismissal, the
  /// old top of a navigation stack) and the one coming on screen.
  private weak var fromViewController: UIViewController?
  private weak var toViewController: UIViewController?
  /// The run loop the transition belongs to (`nil`: the shared one).
  let scope = UIKitModelRunLoop.scope

  private init(
    name: String, participants: [UIViewController], animated: Bool, interactive: Bool,
    complete: @escaping @MainActor (ModelTransition) -> Void, revert: @escaping @MainActor (ModelTransition) -> Void
  ) {
    self.name = name
    self.participants = participants
    self.isAnimated = animated || interactive
    self.isInteractive = interactive
    self.complete = complete
    self.revert = revert
  }

  /// Starts a transition whose hierarchy changes the caller already made: `begin` puts the appearing views in place,
  /// then the transition completes now unless it is animated or interactive.
  @discardableResult
  static func start(
    _ name: String, participants: [UIViewController], from: UIViewController?, to: UIViewController?,
    animated: Bool, interactive: Bool = false,
    completion: (@MainActor () -> Void)? = nil, begin: @MainActor () -> Void = {},
    complete: @escaping @MainActor (ModelTransition) -> Void,
    revert: @escaping @MainActor (ModelTransition) -> Void = { _ in }
  ) -> ModelTransition {
    let transition = ModelTransition(
      name: name, participants: participants, animated: animated, interactive: interactive, complete: complete,
      revert: revert)
    transition.completion = completion
    (transition.fromViewController, transition.toViewController) = (from, to)
    for controller in participants { controller.activeTransitions.append(transition) }
    UIKitModelRunLoop.started.append(transition)
    // The views move in the transition's container once the coordinator exists, as UIKit's animators do.
    begin()
    if !transition.isAnimated, !UIKitModelOrders.current.contains(.nonAnimatedEndsOnNextTurn) {
      transition.end()
    } else {
      UIKitModelRunLoop.schedule(transition)
    }
    return transition
  }

  /// Clears the links of controllers the transition removed (a popped controller's `parent`, a dismissed one's
  /// `presentingViewController`): now, or once the coordinator's completions ran under
  /// ``UIKitModelOrders/linksClearedAfterCompletion``.
  func clearLinks(_ clear: @escaping @MainActor () -> Void) {
    if UIKitModelOrders.current.contains(.linksClearedAfterCompletion) { afterEnd.append(clear) } else { clear() }
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !isOver else { return false }
    switch UIKitModelRunLoop.alongsideAnimations {
    case .queued:
      break
    case .notQueuedCompletionsRun:
      if let completion { alongsideCompletions.append(completion) }
      return false
    case .notQueuedCompletionsDropped:
      return false
    }
    animation?(self)
    if let completion { alongsideCompletions.append(completion) }
    return true
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: fromViewController
    case .to: toViewController
    default: nil
    }
  }

  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    interactionHandlers.append(handler)
  }

  /// The user lifted the finger: the transition continues to its end (`cancelled == false`) or back to its start.
  ///
  /// "When a transition changes from interactive to non-interactive then handler is invoked. [...] all interactive
  /// transitions complete as non-interactive ones." (UIViewControllerTransitionCoordinator.h)
  func endInteraction(cancelled: Bool) {
    guard isInteractive, !isOver else { return }
    isInteractive = false
    isCancelled = cancelled
    for handler in interactionHandlers { handler(self) }
    UIKitModelRunLoop.schedule(self)
  }

  /// Completes (or, when cancelled, reverts) the transition: the hierarchy's final callbacks, then the coordinator's
  /// completions, then the completion of `present`/`dismiss`.
  func end() {
    guard !isOver else { return }
    if isCancelled { revert(self) } else { complete(self) }
    isOver = true
    UIKitModelRunLoop.started.removeAll { $0 === self }
    for controller in participants { controller.activeTransitions.removeAll { $0 === self } }
    var index = 0
    while index < alongsideCompletions.count {
      alongsideCompletions[index](self)
      index += 1
    }
    alongsideCompletions = []
    if !isCancelled { completion?() }
    completion = nil
    let last = afterEnd
    afterEnd = []
    for work in last { work() }
  }
}
