/// The steps from a host's current navigation to a target one, checked before any of them runs: keep the screens
/// both share, pop or dismiss the current ones above them, then push or present the missing ones in order.
///
/// Make a plan with the host's `navigationPlan(to:)`, `navigationPlan(forDeepLink:)`,
/// `navigationPlan(forURLs:)` (every screen must resolve, or the plan is refused) or `restorationPlan(for:)`
/// (a screen that no longer resolves is dropped with every screen above it); run it with `apply(_:completion:)`:
/// ```swift
/// let plan = try navigation.navigationPlan(forDeepLink: "notes://notes/42/history")
/// plan.keptCount    // 1: the list was already shown
/// plan.opened       // [push the URL notes://notes/42, push the URL notes://notes/42/history]
/// navigation.apply(plan) { result in … }
/// ```
public struct NavigationPlan: Sendable {
  /// The current screens kept, bottom to top: those the target shares with the current navigation.
  public let kept: [NavigationSnapshot.Entry]
  /// How many current screens above the kept ones are popped or dismissed.
  public let removedCount: Int
  /// The screens pushed or presented, in order.
  public let opened: [NavigationSnapshot.Entry]
  /// The screens of the target left out because they no longer resolve (restoration plans only), bottom to top.
  public let dropped: [NavigationSnapshot.Entry]
  /// Why the first of ``dropped`` was left out; `nil` when nothing was.
  public let dropReason: NavigationError?

  /// How each opened screen is opened: a URL perform or a route to a protocol's router type.
  enum Opener: Sendable {
    case url(String)
    case routerType(ZIKAnyViewRouterType)
  }

  /// One opener per entry of ``opened``.
  let openers: [Opener]
  /// The registry the screens were resolved in, so the plan runs there even when it runs later.
  let registry: RouteRegistry?

  /// Whether applying the plan changes nothing.
  public var isEmpty: Bool { removedCount == 0 && opened.isEmpty }
}

/// The outcome of applying a ``NavigationPlan``.
public struct NavigationResult: Sendable {
  /// The screens above the root after the plan ran, bottom to top.
  public let shown: [NavigationSnapshot.Entry]
  /// The screens of the target that are not shown: dropped by the plan, or not opened because a step failed.
  public let dropped: [NavigationSnapshot.Entry]
  /// Why the first of ``dropped`` is missing; `nil` when the whole target is shown.
  public let problem: NavigationError?

  /// Whether the whole target is shown.
  public var isComplete: Bool { dropped.isEmpty && problem == nil }
}
