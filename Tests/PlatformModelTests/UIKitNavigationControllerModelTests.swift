import Testing
import UIKitModel

/// `UINavigationController` in the model, against Apple's documentation of the class and UINavigationController.h.
@MainActor @Suite struct UIKitNavigationControllerModelTests {
  /// `pushViewController(_:animated:)`: "The object in the viewController parameter becomes the top view controller on
  /// the navigation stack"; the pushed controller's `navigationController` is "the nearest ancestor in the view
  /// controller hierarchy that is a navigation controller".
  @Test func aPushedControllerTopsTheStackAndFindsItsNavigationController() {
    withDefaultUIKitModel {
      let journal = Journal()
      let root = RecordingController("root", journal)
      let navigation = UINavigationController(rootViewController: root)
      let window = makeWindow(root: navigation)
      let pushed = RecordingController("pushed", journal)
      navigation.pushViewController(pushed, animated: true)
      #expect(navigation.viewControllers == [root, pushed])
      #expect(navigation.topViewController === pushed)
      #expect(pushed.navigationController === navigation)
      #expect(pushed.parent === navigation)
      UIKitModelRunLoop.runUntilIdle()
      #expect(pushed.view.window === window)
      #expect(root.viewIfLoaded?.window == nil)
    }
  }

  /// `pushViewController(_:animated:)`: "If the view controller is already on the navigation stack, this method throws
  /// an exception" (UIKit raises; the model records it in `UIKitModelDiagnostics` and leaves the stack alone).
  @Test func pushingAControllerAlreadyOnTheStackIsRefused() {
    withDefaultUIKitModel {
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      _ = makeWindow(root: navigation)
      navigation.pushViewController(root, animated: false)
      #expect(navigation.viewControllers == [root])
      #expect(UIKitModelDiagnostics.messages.count == 1)
    }
  }

  /// `pushViewController(_:animated:)`: "This object cannot be a tab bar controller"; UINavigationController.h:
  /// pushing a navigation controller "is not supported". Both are refused and recorded.
  @Test func pushingATabBarOrNavigationControllerIsRefused() {
    withDefaultUIKitModel {
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      _ = makeWindow(root: navigation)
      navigation.pushViewController(UITabBarController(), animated: false)
      navigation.pushViewController(UINavigationController(), animated: false)
      #expect(navigation.viewControllers == [root])
      #expect(UIKitModelDiagnostics.messages.count == 2)
    }
  }

  /// `addChild(_:)` "automatically calls the willMove(toParent:) method of the view controller to be added"; a
  /// container "must call the didMove(toParent:) method of the child view controller after the transition to the new
  /// controller is complete". A push calls `willMove(toParent:)` at once and `didMove(toParent:)` when it ends.
  @Test func aPushCallsWillMoveAtOnceAndDidMoveWhenTheTransitionEnds() {
    withDefaultUIKitModel {
      let journal = Journal()
      let navigation = UINavigationController(rootViewController: UIViewController())
      _ = makeWindow(root: navigation)
      let pushed = RecordingController("pushed", journal)
      navigation.pushViewController(pushed, animated: true)
      #expect(journal.of("pushed") == ["pushed.willMove(parent)", "pushed.viewWillAppear"])
      UIKitModelRunLoop.runUntilIdle()
      #expect(journal.of("pushed").suffix(2) == ["pushed.viewDidAppear", "pushed.didMove(parent)"])
    }
  }

  /// `viewDidAppear(_:)` "Notifies the view controller that its view was added to a view hierarchy": it runs once the
  /// animated transition ended, and the covered controller's `viewDidDisappear(_:)` with it; `viewWillAppear(_:)` and
  /// `viewWillDisappear(_:)` run when the transition starts.
  @Test func appearanceCallbacksBracketTheAnimatedPush() {
    withDefaultUIKitModel {
      let journal = Journal()
      let root = RecordingController("root", journal)
      let navigation = UINavigationController(rootViewController: root)
      _ = makeWindow(root: navigation)
      journal.reset()
      let pushed = RecordingController("pushed", journal)
      navigation.pushViewController(pushed, animated: true)
      #expect(journal.of("root") == ["root.viewWillDisappear"])
      #expect(!journal.entries.contains("pushed.viewDidAppear"))
      #expect(navigation.transitionCoordinator != nil)
      UIKitModelRunLoop.runUntilIdle()
      #expect(journal.of("root") == ["root.viewWillDisappear", "root.viewDidDisappear"])
      #expect(
        journal.of("pushed").filter { $0.contains("Appear") } == ["pushed.viewWillAppear", "pushed.viewDidAppear"])
      // The coordinator "is released after the transition completes and the last callback has been made."
      #expect(navigation.transitionCoordinator == nil)
    }
  }

  /// `popViewController(animated:)` "Pops the top view controller from the navigation stack and updates the display"
  /// and returns it; `viewControllers` changes at the call, and the popped controller gets `willMove(toParent: nil)`
  /// at once and `didMove(toParent: nil)` when the transition ends.
  @Test func aPopReturnsTheTopAndRemovesItFromTheStackAtOnce() {
    withDefaultUIKitModel {
      let journal = Journal()
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      _ = makeWindow(root: navigation)
      let top = RecordingController("top", journal)
      navigation.pushViewController(top, animated: false)
      journal.reset()
      #expect(navigation.popViewController(animated: true) === top)
      #expect(navigation.viewControllers == [root])
      #expect(journal.of("top") == ["top.willMove(nil)", "top.viewWillDisappear"])
      UIKitModelRunLoop.runUntilIdle()
      #expect(journal.of("top").suffix(2) == ["top.viewDidDisappear", "top.didMove(nil)"])
      #expect(top.parent == nil && top.navigationController == nil)
      #expect(top.viewIfLoaded?.window == nil)
    }
  }

  /// UINavigationController.h: `popViewController` on a stack of one controller pops nothing (returns `nil`);
  /// `popToRootViewController(animated:)` "Pops until there's only a single view controller left on the stack" and
  /// returns the popped controllers; `popToViewController(_:animated:)` pops "until the one specified is on top".
  @Test func popsLeaveTheNamedControllerOnTop() {
    withDefaultUIKitModel {
      let (root, a, b, c) = (UIViewController(), UIViewController(), UIViewController(), UIViewController())
      let navigation = UINavigationController(rootViewController: root)
      _ = makeWindow(root: navigation)
      #expect(navigation.popViewController(animated: false) == nil)
      navigation.setViewControllers([root, a, b, c], animated: false)
      #expect(navigation.popToViewController(a, animated: false) == [b, c])
      #expect(navigation.viewControllers == [root, a])
      #expect(navigation.popToRootViewController(animated: false) == [a])
      #expect(navigation.viewControllers == [root])
    }
  }

  /// `setViewControllers(_:animated:)`: the new controllers replace the stack; the last one "becomes the top view
  /// controller", and controllers no longer on the stack leave it (`willMove(toParent: nil)`,
  /// `didMove(toParent: nil)`).
  @Test func setViewControllersReplacesTheStack() {
    withDefaultUIKitModel {
      let journal = Journal()
      let old = RecordingController("old", journal)
      let navigation = UINavigationController(rootViewController: old)
      _ = makeWindow(root: navigation)
      journal.reset()
      let (a, b) = (UIViewController(), UIViewController())
      navigation.setViewControllers([a, b], animated: false)
      #expect(navigation.viewControllers == [a, b])
      #expect(navigation.topViewController === b && b.view.window != nil)
      #expect(old.parent == nil && old.viewIfLoaded?.window == nil)
      #expect(journal.of("old").filter { $0.contains("Move") } == ["old.willMove(nil)", "old.didMove(nil)"])
    }
  }

  /// `visibleViewController`: "the view controller associated with the currently visible view in the navigation
  /// interface" — "Return modal view controller if it exists. Otherwise the top view controller."
  /// (UINavigationController.h)
  @Test func theVisibleControllerIsThePresentedOneElseTheTop() {
    withDefaultUIKitModel {
      let top = UIViewController()
      let navigation = UINavigationController(rootViewController: top)
      _ = makeWindow(root: navigation)
      #expect(navigation.visibleViewController === top)
      let sheet = UIViewController()
      navigation.present(sheet, animated: false)
      #expect(navigation.visibleViewController === sheet)
    }
  }

  /// A back swipe is an interactive pop: cancelled, it puts the popped controller back on the stack (it is again the
  /// child, and `didMove(toParent:)` tells it so); finished, it pops it.
  @Test func aCancelledBackSwipeRestoresTheStack() throws {
    try withDefaultUIKitModel {
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      _ = makeWindow(root: navigation)
      let top = UIViewController()
      navigation.pushViewController(top, animated: false)
      let swipe = try #require(navigation.beginInteractivePop())
      #expect(navigation.viewControllers == [root])
      #expect(UIKitModelRunLoop.hasInteractiveTransition)
      swipe.cancel()
      UIKitModelRunLoop.runUntilIdle()
      #expect(navigation.viewControllers == [root, top])
      #expect(top.view.window != nil)
      let second = try #require(navigation.beginInteractivePop())
      second.finish()
      UIKitModelRunLoop.runUntilIdle()
      #expect(navigation.viewControllers == [root])
      #expect(top.parent == nil)
    }
  }
}
