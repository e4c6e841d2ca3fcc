import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A view that lives only in memory: the `UIView`-shaped view of the headless host.
///
/// Use it (usually through the `View` typealias) where no UI framework exists, for example on Linux or in unit
/// tests of a module's routes. It keeps a view tree and a frame, and nothing else: no drawing, no window, no layout.
/// ```swift
/// let container = HeadlessView()
/// let badge = HeadlessView()
/// container.addSubview(badge)      // badge.superview === container
/// badge.removeFromSuperview()      // badge.superview == nil
/// ```
/// A view holds its subviews strongly and its superview weakly. Misuse, such as adding a view to itself or to one of
/// its own subviews, is ignored and never traps.
///
/// Subclasses that add stored properties must give them initial values that can be evaluated off the main actor,
/// because `init()` is `nonisolated` (that is how the class satisfies `ZIKDefaultConstructible`).
@MainActor
open class HeadlessView: ZIKDefaultConstructible {
  /// The view's rectangle in its superview's coordinates. Stored only; nothing lays it out.
  open var frame: CGRect = .zero

  /// The view this view is a subview of; `nil` when it is not in a tree. Held weakly.
  public private(set) weak var superview: HeadlessView?

  /// The subviews, back to front. Held strongly.
  public private(set) var subviews: [HeadlessView] = []

  /// Creates a detached view with a zero frame.
  ///
  /// `nonisolated` so that the class satisfies the nonisolated `ZIKDefaultConstructible.init()` requirement.
  nonisolated public required init() {}

  /// Adds `view` as the front-most subview, taking it out of its previous superview first.
  ///
  /// Adding a view that is already a subview of the receiver moves it to the front, as UIKit does.
  /// Adding the receiver itself or one of its ancestors is ignored: nothing changes.
  /// - Parameter view: The view to add.
  open func addSubview(_ view: HeadlessView) {
    guard canAdopt(view) else { return }
    view.detachFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Takes the view out of its superview; does nothing when it has none.
  ///
  /// The superview releases the view: it is deallocated if nothing else holds it.
  open func removeFromSuperview() {
    detachFromSuperview()
  }

  // MARK: - Rules the router can query

  /// Whether `view` may become a subview of the receiver: it must not be the receiver or one of its ancestors.
  func canAdopt(_ view: HeadlessView) -> Bool {
    !isDescendant(of: view)
  }

  /// Whether `view` is the receiver or one of its ancestors.
  func isDescendant(of view: HeadlessView) -> Bool {
    var current: HeadlessView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  private func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }
}

// MARK: - ZIKViewHost

/// The host requirements forward to `superview`, `subviews`, `addSubview(_:)` and `removeFromSuperview()`.
extension HeadlessView: ForwardingViewHost {}

// MARK: - Identity

extension HeadlessView: Hashable {
  /// Views are equal only when they are the same instance, as `UIView` (an `NSObject`) is.
  nonisolated public static func == (lhs: HeadlessView, rhs: HeadlessView) -> Bool { lhs === rhs }

  /// Hashes the instance's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
