import Testing
import UIKitModel

/// Child containment in the UIKit model (`addChild(_:)`, `removeFromParent()`, the tab bar and page containers),
/// against Apple's documentation of `UIViewController`.
@MainActor @Suite struct UIKitContainmentModelTests {
  /// `willMove(toParent:)`: "When your custom container calls the addChild(_:) method, it automatically calls the
  /// willMove(toParent:) method of the view controller to be added as a child before adding it." `didMove(toParent:)`
  /// is the container's to call ("it must call the didMove(toParent:) method of the child view controller after the
  /// transition"), so `addChild` does not.
  @Test func addChildCallsWillMoveButNotDidMove() {
    withDefaultUIKitModel {
      let journal = Journal()
      let parent = UIViewController()
      let child = RecordingController("child", journal)
      parent.addChild(child)
      #expect(journal.entries == ["child.willMove(parent)"])
      #expect(parent.children == [child])
      #expect(child.parent === parent)
      // Containment does not touch views: the child's view is the container's to place.
      #expect(child.viewIfLoaded?.superview == nil)
    }
  }

  /// `didMove(toParent:)`: "The removeFromParent() method automatically calls the didMove(toParent:) method of the
  /// child view controller after it removes the child"; `willMove(toParent: nil)` is the container's to call first
  /// ("it must call the willMove(toParent:) method of the child view controller before calling the removeFromParent()
  /// method, passing in a parent value of nil"), so `removeFromParent` does not.
  @Test func removeFromParentCallsDidMoveToNilOnly() {
    withDefaultUIKitModel {
      let journal = Journal()
      let parent = UIViewController()
      let child = RecordingController("child", journal)
      parent.addChild(child)
      journal.reset()
      child.removeFromParent()
      #expect(journal.entries == ["child.didMove(nil)"])
      #expect(parent.children.isEmpty)
      #expect(child.parent == nil)
      // Without a parent, removeFromParent does nothing.
      child.removeFromParent()
      #expect(journal.entries == ["child.didMove(nil)"])
    }
  }

  /// `isMovingToParent` / `isMovingFromParent`: "These four methods can be used in a view controller's appearance
  /// callbacks to determine if it is being presented, dismissed, or added or removed as a child view controller."
  /// (UIViewController.h) A push's appearing controller sees `isMovingToParent` in `viewWillAppear(_:)`.
  @Test func thePushedControllerIsMovingToParentInItsAppearanceCallbacks() {
    withDefaultUIKitModel {
      final class Probe: UIViewController {
        var seen: [Bool] = []
        override func viewWillAppear(_ animated: Bool) { seen.append(isMovingToParent) }
      }
      let navigation = UINavigationController(rootViewController: UIViewController())
      _ = makeWindow(root: navigation)
      let probe = Probe()
      navigation.pushViewController(probe, animated: false)
      #expect(probe.seen == [true])
      #expect(!probe.isMovingToParent)
    }
  }

  /// `addChild(_:)` on a controller that is presented is rejected by UIKit with an exception; the model records it and
  /// leaves the hierarchy as it was. So is making a controller its own ancestor.
  @Test func addChildRefusesAPresentedControllerAndAnAncestor() {
    withDefaultUIKitModel {
      let root = UIViewController()
      _ = makeWindow(root: root)
      let sheet = UIViewController()
      root.present(sheet, animated: false)
      let container = UIViewController()
      container.addChild(sheet)
      #expect(container.children.isEmpty && sheet.parent == nil)
      let child = UIViewController()
      container.addChild(child)
      child.addChild(container)
      #expect(container.parent == nil)
      #expect(UIKitModelDiagnostics.messages.count == 2)
    }
  }

  /// `transitionCoordinator`: "will return a transition coordinator if called during an active presentation or
  /// dismissal. Otherwise it will ask the parent view controller." A child of a navigation controller that is pushing,
  /// and takes no part in the push (neither the covered nor the pushed controller), answers the push's coordinator.
  @Test func aChildAsksItsParentForTheTransitionCoordinator() {
    withDefaultUIKitModel {
      let (root, middle) = (UIViewController(), UIViewController())
      let navigation = UINavigationController(rootViewController: root)
      navigation.setViewControllers([root, middle], animated: false)
      _ = makeWindow(root: navigation)
      let pushed = UIViewController()
      navigation.pushViewController(pushed, animated: true)
      let coordinator = navigation.transitionCoordinator
      #expect(coordinator != nil)
      #expect(root.transitionCoordinator === coordinator)
      #expect(coordinator?.viewController(forKey: .from) === middle)
      #expect(coordinator?.viewController(forKey: .to) === pushed)
      UIKitModelRunLoop.runUntilIdle()
      #expect(root.transitionCoordinator == nil)
    }
  }

  /// `UITabBarController.viewControllers`: the tabs are its children; `selectedViewController` is the tab whose view is
  /// shown, the other tabs' views are out of the window; `tabBarController` is "the nearest ancestor in the view
  /// controller hierarchy that is a tab bar controller".
  @Test func onlyTheSelectedTabIsInTheWindow() {
    withDefaultUIKitModel {
      let tabs = UITabBarController()
      let (first, second) = (UIViewController(), UIViewController())
      tabs.viewControllers = [first, second]
      let window = makeWindow(root: tabs)
      #expect(tabs.children == [first, second])
      #expect(first.tabBarController === tabs && second.tabBarController === tabs)
      #expect(tabs.selectedViewController === first)
      #expect(first.view.window === window && second.viewIfLoaded?.window == nil)
      tabs.selectedViewController = second
      #expect(tabs.selectedIndex == 1)
      #expect(second.view.window === window && first.view.window == nil)
    }
  }

  /// `UIPageViewController.setViewControllers(_:direction:animated:completion:)`: the given pages become the shown
  /// ones (its children), the previous ones leave.
  @Test func aPageControllerShowsTheGivenPages() {
    withDefaultUIKitModel {
      let pages = UIPageViewController()
      let (first, second) = (UIViewController(), UIViewController())
      var finished: Bool?
      pages.setViewControllers([first], direction: .forward, animated: false)
      pages.setViewControllers([second], direction: .forward, animated: false) { finished = $0 }
      #expect(pages.viewControllers == [second])
      #expect(first.parent == nil && second.parent === pages)
      #expect(finished == true)
    }
  }
}
