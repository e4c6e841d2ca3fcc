/// A class the router can create with a plain `init()`.
///
/// Simple registrations such as `ZIKAnyViewRouter.register(_:forMakingView:)` need to build a destination
/// without a closure; this protocol replaces the original's `[[cls alloc] init]`.
/// ```swift
/// final class EditorViewController: HeadlessViewController {}   // already ZIKDefaultConstructible
/// let made = EditorViewController.self.init()
/// ```
/// The requirement is nonisolated, so a `@MainActor` class satisfies it only through a `nonisolated` initializer,
/// as `HeadlessViewController` and `HeadlessView` do.
public protocol ZIKDefaultConstructible: AnyObject {
  /// Creates an instance with no arguments.
  init()
}
