import Foundation
import Testing
import UIKitModel

/// The column-style `UISplitViewController` and `UIScene` disconnection in the UIKit model, against Apple's
/// documentation of `setViewController(_:for:)`, `viewController(for:)`, `showDetailViewController(_:sender:)`,
/// `sceneDidDisconnect(_:)` and `UIScene.didDisconnectNotification`.
@MainActor @Suite struct UIKitSplitColumnAndSceneModelTests {
  /// `setViewController(_:for:)` "Presents the provided view controller in the specified column"; UISplitViewController.h:
  /// a controller that is not a navigation controller is wrapped in one; `viewController(for:)` returns the one given.
  @Test func aColumnHoldsTheGivenControllerInANavigationController() {
    withDefaultUIKitModel {
      let split = UISplitViewController(style: .doubleColumn)
      let (primary, detail) = (UIViewController(), UIViewController())
      split.setViewController(primary, for: .primary)
      split.setViewController(detail, for: .secondary)
      let window = makeWindow(root: split)
      #expect(split.viewController(for: .secondary) === detail)
      #expect(detail.parent is UINavigationController && detail.parent?.parent === split)
      #expect(detail.view.window === window)
    }
  }

  /// On a column-style split, `showDetailViewController(_:sender:)` sets the secondary column; the replaced
  /// controller's view leaves the window; `setViewController(nil, for:)` empties the column.
  @Test func showDetailSetsTheSecondaryColumn() {
    withDefaultUIKitModel {
      let split = UISplitViewController(style: .doubleColumn)
      let (primary, old, new) = (UIViewController(), UIViewController(), UIViewController())
      split.setViewController(primary, for: .primary)
      split.setViewController(old, for: .secondary)
      _ = makeWindow(root: split)
      primary.showDetailViewController(new, sender: nil)
      #expect(split.viewController(for: .secondary) === new)
      #expect(old.viewIfLoaded?.window == nil)
      split.setViewController(nil, for: .secondary)
      #expect(split.viewController(for: .secondary) == nil)
      #expect(new.viewIfLoaded?.window == nil)
      #expect(split.viewControllers.count == 1)
    }
  }

  /// "This method doesn't apply to classic split view controllers": `viewController(for:)` answers `nil` there.
  @Test func columnsDoNotApplyToAClassicSplit() {
    withDefaultUIKitModel {
      let split = UISplitViewController()
      split.viewControllers = [UIViewController(), UIViewController()]
      #expect(split.viewController(for: .secondary) == nil)
    }
  }

  final class Delegate: UISceneDelegate {
    var calls = 0
    func sceneDidDisconnect(_ scene: UIScene) { calls += 1 }
  }

  /// `sceneDidDisconnect(_:)`: "Tells the delegate that UIKit removed a scene from your app"; "UIKit also posts a
  /// didDisconnectNotification notification in addition to calling this method", with "the affected scene in the
  /// object property of the notification". Once each, in the order the model is given.
  @Test(arguments: [true, false])
  func disconnectingCallsTheDelegateAndPostsTheNotification(delegateFirst: Bool) {
    withDefaultUIKitModel {
      let before = UIScene.delegateCalledBeforeNotification
      UIScene.delegateCalledBeforeNotification = delegateFirst
      defer { UIScene.delegateCalledBeforeNotification = before }
      let scene = UIWindowScene()
      let delegate = Delegate()
      scene.delegate = delegate
      nonisolated(unsafe) var posted: [ObjectIdentifier?] = []
      nonisolated(unsafe) var delegateCallsWhenPosted = -1
      let token = NotificationCenter.default.addObserver(
        forName: UIScene.didDisconnectNotification, object: nil, queue: nil
      ) { notification in
        posted.append((notification.object as? UIScene).map(ObjectIdentifier.init))
        delegateCallsWhenPosted = MainActor.assumeIsolated { delegate.calls }
      }
      defer { NotificationCenter.default.removeObserver(token) }
      scene.disconnect()
      scene.disconnect()
      #expect(delegate.calls == 1)
      #expect(posted == [ObjectIdentifier(scene)])
      #expect(delegateCallsWhenPosted == (delegateFirst ? 1 : 0))
    }
  }
}
