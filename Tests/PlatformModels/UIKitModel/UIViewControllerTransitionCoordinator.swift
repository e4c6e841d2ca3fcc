import Foundation

/// The model of `UIViewControllerTransitionCoordinatorContext`: what a running transition reports.
///
/// `isCancelled`: "isCancelled is usually NO. It is only set to YES for an interactive transition that was
/// cancelled." (UIViewControllerTransitionCoordinator.h)
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the user drives the transition (a back swipe, a sheet pulled down).
  var isInteractive: Bool { get }
  /// Whether the interactive transition was cancelled.
  var isCancelled: Bool { get }
  /// The transition's duration in seconds.
  var transitionDuration: TimeInterval { get }
  /// The controller leaving (`.from`) or coming on screen (`.to`): "the view controller that is visible at the start
  /// of the transition" and "the view controller that is visible after the transition completes"; for a presentation,
  /// `.from` is the presenting controller and `.to` the presented one, and the reverse for a dismissal.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// The model of `UITransitionContextViewControllerKey`: which controller of a transition.
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
  /// The key's name.
  public let rawValue: String
  /// A key from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller visible at the start of the transition.
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
  /// The controller visible once the transition completed.
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The model of `UIViewControllerTransitionCoordinator`.
///
/// `animate(alongsideTransition:completion:)`: "The completionBlock is invoked after the transition completes."
/// `transitionCoordinator` returns one "when an active transition or presentation/dismissal is in flight", and it
/// "is released after the transition completes and the last callback has been made." (UIViewController.h,
/// UIViewControllerTransitionCoordinator.h)
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` with the transition and `completion` once it completed or was cancelled.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Calls `handler` when the transition stops being interactive (the user lifted the finger).
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}
