import Testing
import UIKitModel

/// `UISplitViewController` in the UIKit model (a regular-width split: primary and secondary both shown), against
/// Apple's documentation of `show(_:sender:)` and `showDetailViewController(_:sender:)`.
@MainActor @Suite struct UIKitSplitViewModelTests {
  /// `showDetailViewController(_:sender:)`: "In a regular environment, the split view controller [...] replaces the
  /// secondary view controller"; the replaced controller leaves the split, the new one is its child and shown, and
  /// `splitViewController` is "the nearest ancestor in the view controller hierarchy that is a split view controller".
  @Test func showDetailReplacesTheSecondary() {
    withDefaultUIKitModel {
      let split = UISplitViewController()
      let (primary, oldDetail, newDetail) = (UIViewController(), UIViewController(), UIViewController())
      split.viewControllers = [primary, oldDetail]
      let window = makeWindow(root: split)
      primary.showDetailViewController(newDetail, sender: nil)
      #expect(split.viewControllers == [primary, newDetail])
      #expect(newDetail.splitViewController === split)
      #expect(newDetail.view.window === window)
      #expect(oldDetail.parent == nil && oldDetail.viewIfLoaded?.window == nil)
    }
  }

  /// `show(_:sender:)` on a split view controller: "Presents the specified view controller as the primary view
  /// controller in the split view interface" — it replaces the primary and keeps the secondary.
  @Test func showReplacesThePrimary() {
    withDefaultUIKitModel {
      let split = UISplitViewController()
      let (primary, detail, newPrimary) = (UIViewController(), UIViewController(), UIViewController())
      split.viewControllers = [primary, detail]
      _ = makeWindow(root: split)
      split.show(newPrimary, sender: nil)
      #expect(split.viewControllers == [newPrimary, detail])
      #expect(primary.parent == nil)
    }
  }

  /// `show(_:sender:)`: "the default implementation of this method calls the targetViewController(forAction:sender:)
  /// method to locate an object in the view controller hierarchy that overrides this method": from inside a
  /// navigation controller, it pushes; from a controller in no container, it presents.
  @Test func showGoesToTheNearestContainerElsePresents() {
    withDefaultUIKitModel {
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      _ = makeWindow(root: navigation)
      let shown = UIViewController()
      root.show(shown, sender: nil)
      UIKitModelRunLoop.runUntilIdle()
      #expect(navigation.viewControllers == [root, shown])
      let alone = UIViewController()
      _ = makeWindow(root: alone)
      let presented = UIViewController()
      alone.show(presented, sender: nil)
      #expect(alone.presentedViewController === presented)
    }
  }
}
