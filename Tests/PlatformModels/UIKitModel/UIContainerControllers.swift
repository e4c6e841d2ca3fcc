/// The model of `UITabBarController`: children shown one at a time; the selected child's view is in the tab bar
/// controller's view, the others are out of the window.
@MainActor
open class UITabBarController: UIViewController {
  /// The tabs' controllers.
  open var viewControllers: [UIViewController]? {
    get { children.isEmpty ? nil : children }
    set {
      for old in children where !(newValue ?? []).contains(where: { $0 === old }) {
        old.sendWillMove(toParent: nil)
        old.viewIfLoaded?.removeFromSuperview()
        old.removeFromParent()
      }
      for controller in newValue ?? [] where controller.parent !== self {
        addChild(controller)
        controller.sendDidMove(toParent: self)
      }
      setChildren(newValue ?? [])
      selectedIndex = min(selectedIndex, max(children.count - 1, 0))
      showSelected()
    }
  }

  /// The index of the selected tab.
  open var selectedIndex = 0 {
    didSet { showSelected() }
  }

  /// The selected tab's controller.
  open var selectedViewController: UIViewController? {
    get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
    set { if let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
  }

  private func showSelected() {
    for (index, child) in children.enumerated() where index != selectedIndex {
      child.viewIfLoaded?.removeFromSuperview()
    }
    if let selected = selectedViewController, selected.viewIfLoaded?.superview !== view {
      view.addSubview(selected.view)
    }
  }
}

/// The model of `UISplitViewController`: a primary and a secondary child, both shown, as in a regular environment.
///
/// `showDetailViewController(_:sender:)` "In a regular environment, [...] replaces the secondary view controller";
/// `show(_:sender:)` "Presents the specified view controller as the primary view controller in the split view
/// interface" ("use this method [...] to replace the primary view controller").
@MainActor
open class UISplitViewController: UIViewController {
  /// The primary and secondary controllers.
  open var viewControllers: [UIViewController] {
    get { children }
    set {
      for old in children where !newValue.contains(where: { $0 === old }) {
        old.sendWillMove(toParent: nil)
        old.viewIfLoaded?.removeFromSuperview()
        old.removeFromParent()
      }
      for controller in newValue where controller.parent !== self {
        addChild(controller)
        view.addSubview(controller.view)
        controller.sendDidMove(toParent: self)
      }
      setChildren(newValue)
    }
  }

  /// Replaces the secondary controller (or adds it).
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    viewControllers = Array(viewControllers.prefix(1)) + [vc]
  }

  /// Replaces the primary controller (or adds it).
  open override func show(_ vc: UIViewController, sender: Any?) {
    viewControllers = [vc] + viewControllers.dropFirst()
  }
}

/// The model of `UIPageViewController`: the current pages are its children.
@MainActor
open class UIPageViewController: UIViewController {
  /// The direction of a page change.
  public enum NavigationDirection: Int, Sendable {
    /// Forward.
    case forward
    /// Reverse.
    case reverse
  }

  /// The pages shown.
  public var viewControllers: [UIViewController]? { children }

  /// Shows `viewControllers` as the current pages.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    for old in children {
      old.sendWillMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    for page in viewControllers ?? [] {
      addChild(page)
      view.addSubview(page.view)
      page.sendDidMove(toParent: self)
    }
    completion?(true)
  }
}
