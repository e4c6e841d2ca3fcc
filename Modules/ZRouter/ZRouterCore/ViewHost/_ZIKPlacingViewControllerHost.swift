/// A controller host whose class has UIKit's `show(_:sender:)` and `showDetailViewController(_:sender:)`:
/// `zix_show(_:completion:)` and `zix_showDetail(_:completion:)` forward to them, and a controller of another class is
/// refused, written once for `UIViewController` and `HeadlessViewController`.
///
/// Each adopter says only how it refuses a foreign controller and how it learns that a `show` placed the controller.
/// An implementation detail of the hosts (its name starts with an underscore): apps never adopt it.
@MainActor
public protocol _ZIKPlacingViewControllerHost: ForwardingViewControllerHost {
  /// Shows `viewController` the way the hierarchy decides.
  func show(_ viewController: TreeViewController, sender: Any?)
  /// Shows `viewController` as the detail of the hierarchy.
  func showDetailViewController(_ viewController: TreeViewController, sender: Any?)
  /// Why the host would not place a controller now (UIKit: a transition of the receiver's hierarchy runs, and a
  /// push it would make is queued behind it, out of the route's sight), or `nil`.
  var _placementRefusal: String? { get }
  /// Reports `.notPerformed` for a controller that is not a `TreeViewController`, which the host cannot `verb`.
  func _refuseForeignController(_ verb: String, completion: @escaping @MainActor (HostTransitionResult) -> Void)
  /// Reports, once the transition `operation` started ends, whether it placed `viewController` (it has a parent or a
  /// presenter).
  func _reportPlacement(
    of viewController: TreeViewController, by operation: String,
    completion: @escaping @MainActor (HostTransitionResult) -> Void)
}

extension _ZIKPlacingViewControllerHost {
  /// The host places controllers at any time.
  public var _placementRefusal: String? { nil }

  /// Shows with `show(_:sender:)`; reports `.completed` once the hierarchy placed `viewController`.
  public func zix_show(
    _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    place(viewController, by: "show", completion: completion) { show($0, sender: nil) }
  }

  /// Shows with `showDetailViewController(_:sender:)`; reports `.completed` once the hierarchy placed
  /// `viewController`.
  public func zix_showDetail(
    _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    place(viewController, by: "showDetail", completion: completion) { showDetailViewController($0, sender: nil) }
  }

  /// `viewController` as a controller of this host's class, or `nil` once it was refused through `completion`.
  public func _treeController(
    _ viewController: any ZIKViewControllerHost, toBe verb: String,
    completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) -> TreeViewController? {
    if let viewController = viewController as? TreeViewController { return viewController }
    _refuseForeignController(verb, completion: completion)
    return nil
  }

  /// Runs `show` (`show` or `showDetail`), then reports whether it placed `viewController`.
  private func place(
    _ viewController: any ZIKViewControllerHost, by operation: String,
    completion: @escaping @MainActor (HostTransitionResult) -> Void, with show: (TreeViewController) -> Void
  ) {
    guard let viewController = _treeController(viewController, toBe: "shows", completion: completion) else { return }
    if let _placementRefusal { return completion(.notPerformed(reason: _placementRefusal)) }
    show(viewController)
    _reportPlacement(of: viewController, by: operation, completion: completion)
  }
}
