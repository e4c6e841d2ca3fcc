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

/// The model of `UISplitViewController`, expanded (a regular environment), in both of its styles.
///
/// - Classic (`style == .unspecified`, `init()`): the children are `viewControllers`, primary then secondary.
///   `showDetailViewController(_:sender:)` "Presents the specified view controller as the secondary view controller
///   of the split view interface"; "In a regular environment, the UISplitViewController class overrides this method
///   and installs vc as its detail view controller" (UIViewController, `showDetailViewController(_:sender:)`).
///   `show(_:sender:)` replaces the primary controller.
/// - Column style (`init(style:)`, iOS 14): each column holds the controller given to `setViewController(_:for:)`
///   ("Presents the provided view controller in the specified column of the split view interface"), which
///   `viewController(for:)` returns. UISplitViewController.h: a column-style split wraps a controller that is not a
///   navigation controller in one, which is the split's child; the model makes a new one unless the controller is
///   the root of a navigation controller that is nobody's child (its earlier wrapper). `setViewController(nil, for:)`
///   empties the column (the parameter is optional). `showDetailViewController(_:sender:)` sets the `.secondary`
///   column. "This method doesn't apply to classic split view controllers": on a classic split the model records the
///   call in ``UIKitModelDiagnostics`` and ignores it.
/// - Collapsing: ``collapseDiscardingSecondary()`` stands for a change to a compact width whose delegate answered
///   `true` to `splitViewController(_:collapseSecondary:onto:)` ("true to indicate that you do not want the split
///   view controller to do anything with the secondary view controller"): the secondary leaves the split. The model
///   has no compact interface otherwise.
@MainActor
open class UISplitViewController: UIViewController {
  /// The style: `.unspecified` is the classic split.
  public enum Style: Int, Sendable {
    /// A classic split view controller (`init()`).
    case unspecified
    /// Two columns: primary and secondary.
    case doubleColumn
    /// Three columns: primary, supplementary and secondary.
    case tripleColumn
  }

  /// The columns of a column-style split.
  public enum Column: Int, Sendable, CaseIterable {
    /// The primary column.
    case primary
    /// The supplementary column (triple-column style).
    case supplementary
    /// The secondary, or detail, column.
    case secondary
    /// The column shown when the split is collapsed (not modelled).
    case compact
  }

  /// The split's style.
  public private(set) var style: Style = .unspecified

  /// The controllers given to `setViewController(_:for:)`, per column (column style).
  private var columns: [Column: UIViewController] = [:]

  /// A column-style split view controller ("You can pass in any of the UISplitViewController.Style values except
  /// UISplitViewController.Style.unspecified").
  public convenience init(style: Style) {
    self.init()
    self.style = style
  }

  /// The controllers in the split: classic, primary then secondary; column style, the columns' children (their
  /// navigation controllers).
  open var viewControllers: [UIViewController] {
    get { children }
    set { replaceChildren(with: newValue) }
  }

  /// The controller set for `column`; `nil` on a classic split ("This method doesn't apply to classic split view
  /// controllers").
  open func viewController(for column: Column) -> UIViewController? {
    style == .unspecified ? nil : columns[column]
  }

  /// Puts `vc` in `column` (`nil` empties it), wrapped in a navigation controller unless it is one.
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    guard style != .unspecified else {
      return UIKitModelDiagnostics.record("setViewController(_:for:): not for a classic split view controller")
    }
    columns[column] = vc
    let order: [Column] = [.primary, .supplementary, .secondary]
    replaceChildren(with: order.compactMap { columns[$0].map(wrapper(of:)) })
  }

  /// The navigation controller a column shows `vc` in.
  private func wrapper(of vc: UIViewController) -> UIViewController {
    if vc is UINavigationController { return vc }
    if let earlier = vc.parent as? UINavigationController, earlier.children.first === vc,
      earlier.parent == nil || earlier.parent === self
    {
      return earlier
    }
    if vc.parent != nil { vc.detachFromParent() }
    return UINavigationController(rootViewController: vc)
  }

  /// Replaces the children: the ones that leave go first (`willMove(toParent: nil)`, their view, `removeFromParent`),
  /// then the new ones are added with their views.
  private func replaceChildren(with newValue: [UIViewController]) {
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

  /// Classic: replaces the secondary controller (or adds it). Column style: sets the secondary column. "If [...] this
  /// view controller is the same as the one it would replace, this method does nothing."
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if style == .unspecified {
      guard viewControllers.count < 2 || viewControllers[1] !== vc else { return }
      viewControllers = Array(viewControllers.prefix(1)) + [vc]
    } else {
      guard columns[.secondary] !== vc else { return }
      setViewController(vc, for: .secondary)
    }
  }

  /// Replaces the primary controller (or adds it).
  open override func show(_ vc: UIViewController, sender: Any?) {
    if style == .unspecified {
      viewControllers = [vc] + viewControllers.dropFirst()
    } else {
      setViewController(vc, for: .primary)
    }
  }

  /// A change to a compact width whose delegate discards the secondary controller: it leaves the split.
  public func collapseDiscardingSecondary() {
    if style == .unspecified {
      viewControllers = Array(viewControllers.prefix(1))
    } else {
      setViewController(nil, for: .secondary)
    }
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
