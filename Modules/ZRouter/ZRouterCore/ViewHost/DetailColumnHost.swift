/// A container with a detail column, such as UIKit's `UISplitViewController`: where `showDetail` puts its controller
/// in a regular environment.
///
/// A `showDetail` route whose controller the split then shows as its detail is a detail route: the router remembers
/// the detail shown before, removes the route by putting that one back (`zix_replaceDetail(_:with:completion:)`),
/// and ends the route, with its removal handlers and AOP, when the app or the user replaces the detail. Hosts adopt
/// it; apps never need to.
@MainActor
package protocol DetailColumnHost: ZIKViewControllerHost {
  /// The controller shown as the detail (the one the app or a route gave), or `nil`.
  var zix_detailController: (any ZIKViewControllerHost)? { get }

  /// Replaces the detail `current` with `replacement`, or empties the detail column when `replacement` is `nil` or
  /// displayed elsewhere now. Reports `.notPerformed` when `current` is no longer the detail.
  func zix_replaceDetail(
    _ current: any ZIKViewControllerHost, with replacement: (any ZIKViewControllerHost)?,
    completion: @escaping @MainActor (HostTransitionResult) -> Void)
}

/// Where a detail route put its controller: the split, and the detail it replaced (both held weakly).
@MainActor
final class DetailPlacement {
  weak var split: (any DetailColumnHost)?
  weak var previous: (any ZIKViewControllerHost)?

  init(split: any DetailColumnHost, previous: (any ZIKViewControllerHost)?) {
    self.split = split
    self.previous = previous
  }

  /// Whether `displayed` is still the split's detail.
  func shows(_ displayed: any ZIKViewControllerHost) -> Bool {
    guard let split else { return false }
    return split.zix_detailController === displayed
  }

  /// The split that `showDetail` from `source` reaches: the nearest through parents, then presenters, as UIKit's
  /// `targetViewController(forAction:sender:)` looks.
  static func split(above source: any ZIKViewControllerHost) -> (any DetailColumnHost)? {
    var current: (any ZIKViewControllerHost)? = source
    while let candidate = current {
      if let split = candidate as? any DetailColumnHost { return split }
      current = candidate.zix_parent ?? candidate.zix_presentingViewController
    }
    return nil
  }
}
