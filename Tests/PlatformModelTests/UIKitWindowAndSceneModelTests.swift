import Testing
import UIKitModel

/// `UIWindow`, `UIView` and `UIDevice` in the UIKit model, against Apple's documentation.
@MainActor @Suite struct UIKitWindowAndSceneModelTests {
  /// `rootViewController`: "Assigning a view controller to this property [...] installs the view controller's view as
  /// the content view of the window. [...] If the window has an existing view hierarchy, the old views are removed
  /// before the new ones are installed."
  @Test func theRootControllersViewIsTheWindowsContentAndReplacesTheOldOne() {
    withDefaultUIKitModel {
      let journal = Journal()
      let first = RecordingController("first", journal)
      let window = makeWindow(root: first)
      #expect(first.view.window === window)
      #expect(first.view.superview === window)
      #expect(journal.entries == ["first.viewWillAppear", "first.viewDidAppear"])
      let second = UIViewController()
      window.rootViewController = second
      #expect(first.view.window == nil)
      #expect(window.subviews == [second.view])
    }
  }

  /// `makeKeyAndVisible()`: "Shows the window and makes it the key window."
  @Test func makeKeyAndVisibleShowsTheWindowAsKey() {
    let window = UIWindow()
    window.isHidden = true
    #expect(!window.isKeyWindow)
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow && !window.isHidden)
  }

  /// `UIView.window`: "This property is nil if the view has not yet been added to a window"; `addSubview(_:)`: "Views
  /// can have only one superview. If view already has a superview and that view is not the receiver, this method
  /// removes the previous superview before making the receiver its new superview."
  @Test func aViewHasOneSuperviewAndTheWindowOfItsRoot() {
    let window = UIWindow()
    let (a, b, leaf) = (UIView(), UIView(), UIView())
    #expect(leaf.window == nil)
    a.addSubview(leaf)
    window.addSubview(a)
    #expect(leaf.window === window)
    b.addSubview(leaf)
    #expect(leaf.superview === b && !a.subviews.contains(leaf))
    #expect(leaf.window == nil)
  }

  /// `didMoveToWindow()`: "Tells the view that its window object changed" — every view of a subtree that enters or
  /// leaves a window hears it, and a move that keeps the window does not tell it.
  @Test func didMoveToWindowTellsEveryViewOfTheSubtreeWhenItsWindowChanges() {
    final class Probe: UIView {
      var windows: [UIWindow?] = []
      override func didMoveToWindow() { windows.append(window) }
    }
    let window = UIWindow()
    let (parent, child) = (Probe(), Probe())
    parent.addSubview(child)
    window.addSubview(parent)
    #expect(parent.windows.count == 1 && child.windows.count == 1)
    #expect(child.windows.last! === window)
    let sibling = UIView()
    window.addSubview(sibling)
    sibling.addSubview(parent)
    #expect(parent.windows.count == 1)
    parent.removeFromSuperview()
    #expect(child.windows.count == 2 && child.windows.last! == nil)
  }

  /// `UIVisualEffectView`: "Don't add subviews directly to the visual effect view itself"; UIKit raises, the model
  /// records it and keeps the view's one subview, its `contentView`.
  @Test func aVisualEffectViewRefusesSubviewsOutsideItsContentView() {
    UIKitModelDiagnostics.reset()
    let effect = UIVisualEffectView(effect: nil)
    effect.addSubview(UIView())
    #expect(effect.subviews == [effect.contentView])
    #expect(UIKitModelDiagnostics.messages.count == 1)
    effect.contentView.addSubview(UIView())
    #expect(effect.contentView.subviews.count == 1)
  }

  /// `UIDevice.current.userInterfaceIdiom` is the model parameter `UIKitModelVariant.idiom`: `.phone` by default,
  /// `.tv` when a test binds it (how the glue's tvOS paths run on Linux).
  @Test func theIdiomIsTheBoundVariant() {
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    UIKitModelVariant.$idiom.withValue(.tv) {
      #expect(UIDevice.current.userInterfaceIdiom == .tv)
    }
  }
}
