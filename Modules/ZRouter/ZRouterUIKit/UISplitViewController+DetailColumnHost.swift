#if canImport(UIKit)
  import UIKit
  @_spi(ZRouterGlue) import ZRouterCore

  /// `UISplitViewController` as a detail column host, in both styles: a `showDetail` route it shows as its detail is
  /// a detail route (see `DetailColumnHost` in ZRouterCore).
  ///
  /// - Classic split (`style == .unspecified`): the detail is the second of `viewControllers`;
  ///   `showDetailViewController(_:sender:)` "installs vc as its detail view controller" in a regular environment.
  /// - Column style (`init(style:)`): the detail is `viewController(for: .secondary)`, set by
  ///   `setViewController(_:for:)`, "Presents the provided view controller in the specified column of the split view
  ///   interface".
  ///
  /// Removing a detail route puts back the detail the split showed before it, when that controller lives and is
  /// displayed nowhere else; otherwise it empties the detail: `setViewController(nil, for: .secondary)` (the
  /// parameter is optional) or, on a classic split, `viewControllers` with only the primary controller. When the app
  /// or the user replaces the detail (another `showDetail`, `setViewController(_:for: .secondary)`, a collapse that
  /// discards the secondary), the old detail's view leaves the window and its route ends through the removal
  /// sentinel, as any removal the platform makes.
  extension UIKit.UISplitViewController: ZRouterCore.DetailColumnHost {
    /// The detail: `viewController(for: .secondary)`, or on a classic split the second of `viewControllers`.
    package var zix_detailController: (any ZIKViewControllerHost)? {
      if style == .unspecified { return viewControllers.count > 1 ? viewControllers.last : nil }
      return viewController(for: .secondary)
    }

    /// Puts back `replacement` as the detail, or empties the detail column (see the extension's documentation).
    package func zix_replaceDetail(
      _ current: any ZIKViewControllerHost, with replacement: (any ZIKViewControllerHost)?,
      completion: @escaping @MainActor (HostTransitionResult) -> Void
    ) {
      guard zix_detailController === current else {
        return completion(.notPerformed(reason: "\(type(of: current)) is no longer the split's detail"))
      }
      let restored = (replacement as? UIViewController).flatMap { Self.isFreeToShow($0) ? $0 : nil }
      if style == .unspecified {
        if let restored {
          showDetailViewController(restored, sender: nil)
        } else {
          viewControllers = Array(viewControllers.prefix(1))
        }
      } else {
        setViewController(restored, for: .secondary)
      }
      if zix_detailController === current {
        return completion(.notPerformed(reason: "UIKit kept \(type(of: current)) as the split's detail"))
      }
      completion(.completed)
    }

    /// Whether `controller` is displayed nowhere: no window, no presenter, and no parent but a navigation controller
    /// that is itself nobody's child and has it as its root (the wrapper a column-style split made for it earlier).
    private static func isFreeToShow(_ controller: UIViewController) -> Bool {
      guard controller.viewIfLoaded?.window == nil, controller.presentingViewController == nil else { return false }
      guard let parent = controller.parent else { return true }
      return parent is UINavigationController && parent.parent == nil && parent.children.first === controller
        && parent.presentingViewController == nil
    }
  }
#endif
