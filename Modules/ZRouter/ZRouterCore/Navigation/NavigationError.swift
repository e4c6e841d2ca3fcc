import Foundation

/// Why a screen could not be printed as a URL, a snapshot could not be read, or a navigation plan was refused.
///
/// Match on ``code``; the `description` says what went wrong and what to do:
/// ```swift
/// do {
///   print(try navigation.currentScreenURL())
/// } catch where error.code == .missingURLParameter {
///   print(error)  // "The URL pattern `notes://notes/:id` needs the parameter `id`, but …"
/// }
/// ```
public struct NavigationError: ModuleError {
  /// The kind of failure, to match with `==`.
  public let code: Code
  /// What went wrong and what to do about it.
  public let description: String

  static func missingURLParameter(_ name: String, pattern: String) -> Self {
    Self(
      code: .missingURLParameter,
      description: "The URL pattern `\(pattern)` needs the parameter `\(name)`, but the screen does not expose it. "
        + "Return `\(name)` from the destination's `urlParameters` (URLParameterSource), or put it in the "
        + "configuration's userInfo.")
  }

  static func invalidURLPattern(_ pattern: String, _ problem: URLPatternProblem) -> Self {
    Self(
      code: .invalidURLPattern,
      description: "`\(pattern)` is not a valid URL pattern: \(problem.message). Write it as "
        + "`scheme://host/literal/:placeholder`.")
  }

  static func notShownByRouter(_ controller: AnyObject) -> Self {
    Self(
      code: .notShownByRouter,
      description: "\(type(of: controller)) was not shown by a view router, so it has no route to name it. "
        + "Show it with a router (Router.perform or performURL) to make it restorable.")
  }

  static func noStableIdentity(router: String) -> Self {
    Self(
      code: .noStableIdentity,
      description: "The screen of \(router) has neither a URL pattern nor a routable protocol, so nothing names it "
        + "across launches. Register a URL pattern (registerURLPattern) or a RoutableView key on its router.")
  }

  static func noURLPattern(router: String) -> Self {
    Self(
      code: .noURLPattern,
      description: "\(router) registered no URL pattern, so its screen cannot be printed as a URL. Register one "
        + "with registerURLPattern(_:) in the router.")
  }

  static var emptyStack: Self {
    Self(
      code: .emptyStack,
      description: "The navigation host has no screen at all. Give it a root view controller before saving or "
        + "restoring its navigation.")
  }

  static func snapshotTooLarge(byteCount: Int) -> Self {
    Self(
      code: .snapshotTooLarge,
      description: "The navigation snapshot has \(byteCount) bytes, more than the "
        + "\(NavigationSnapshot.maximumByteCount) a snapshot may have. It was ignored; save a new one.")
  }

  static func snapshotTooDeep(entryCount: Int) -> Self {
    Self(
      code: .snapshotTooDeep,
      description: "The navigation has \(entryCount) screens above the root, more than the "
        + "\(NavigationSnapshot.maximumEntryCount) a snapshot may hold. Pop some screens, or save a shorter one.")
  }

  static func unreadableSnapshot(_ reason: String) -> Self {
    Self(
      code: .unreadableSnapshot,
      description: "The navigation snapshot cannot be read: \(clause(reason)). It was ignored; save a new one.")
  }

  static func snapshotFromNewerVersion(_ version: Int) -> Self {
    Self(
      code: .snapshotFromNewerVersion,
      description: "The navigation snapshot has version \(version), newer than the version "
        + "\(NavigationSnapshot.currentVersion) this app reads. It was ignored; an update of the app may read it.")
  }

  static func unresolvedScreen(_ screen: ScreenIdentity) -> Self {
    Self(
      code: .unresolvedScreen,
      description: "No registered view route opens \(screen): no URL pattern matches it, or no router provides the "
        + "protocol (a route renamed or removed since it was saved, or a mistyped link). Register a route for it, "
        + "or open a screen the app registers.")
  }

  static func invalidStep(_ reason: String) -> Self {
    Self(
      code: .invalidStep,
      description: "The navigation plan cannot run from the current state: \(clause(reason)). Nothing was changed.")
  }

  static func stepFailed(_ screen: ScreenIdentity, _ error: (any Error)?) -> Self {
    let reason = error.map { ": \(clause($0))" } ?? ""
    return Self(
      code: .stepFailed,
      description: "Opening \(screen) failed\(reason). The screens before it are shown; open it again once the "
        + "cause is fixed.")
  }

  static func removalFailed(_ reason: String) -> Self {
    Self(
      code: .removalFailed,
      description: "The screens above the kept ones could not be removed: \(clause(reason)). Try again once the "
        + "current transition is over.")
  }

  static var busy: Self {
    Self(
      code: .busy,
      description: "A transition of the navigation host is still running. Apply the plan once it is over.")
  }
}

extension ModuleErrorCodeOf<NavigationError> {
  /// A URL pattern's placeholder has no value among the screen's parameters.
  public static var missingURLParameter: Self { Self() }
  /// A pattern given to build a URL breaks the pattern syntax.
  public static var invalidURLPattern: Self { Self() }
  /// A controller on the host was not shown by a view router.
  public static var notShownByRouter: Self { Self() }
  /// A screen's router has neither a URL pattern nor a routable protocol.
  public static var noStableIdentity: Self { Self() }
  /// A screen's router registered no URL pattern.
  public static var noURLPattern: Self { Self() }
  /// The host has no root screen.
  public static var emptyStack: Self { Self() }
  /// A snapshot has more bytes than ``NavigationSnapshot/maximumByteCount``.
  public static var snapshotTooLarge: Self { Self() }
  /// A snapshot or a plan has more entries than ``NavigationSnapshot/maximumEntryCount``.
  public static var snapshotTooDeep: Self { Self() }
  /// A snapshot is not well-formed.
  public static var unreadableSnapshot: Self { Self() }
  /// A snapshot was written by a newer version of the format.
  public static var snapshotFromNewerVersion: Self { Self() }
  /// No registered route opens a screen of the target.
  public static var unresolvedScreen: Self { Self() }
  /// A step of a plan cannot run from the current state.
  public static var invalidStep: Self { Self() }
  /// A router failed to open a screen while a plan ran.
  public static var stepFailed: Self { Self() }
  /// The host did not pop or dismiss the screens a plan removes.
  public static var removalFailed: Self { Self() }
  /// The host is in a transition.
  public static var busy: Self { Self() }
}
