/// The model of `UIWindow`: the root of a view tree, showing its root view controller's view.
///
/// `rootViewController`: "The root view controller provides the content view of the window. Assigning a view
/// controller to this property (either programmatically or using Interface Builder) installs the view controller's
/// view as the content view of the window."
@MainActor
open class UIWindow: UIView {
  /// Whether `makeKeyAndVisible()` was called.
  public private(set) var isKeyWindow = false

  /// The controller whose view fills the window. Setting it replaces the previous root's view.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let oldValue, oldValue.viewIfLoaded?.superview === self { oldValue.view.removeFromSuperview() }
      oldValue?.windowStorage = nil
      rootViewController?.windowStorage = self
      if let root = rootViewController { root.appear(in: self, animated: false) }
    }
  }

  /// The scene the window belongs to ("The scene containing the window"), held weakly as UIKit does.
  public private(set) weak var windowScene: UIWindowScene?

  /// A window in `windowScene` ("Creates a window and associates it with the specified scene").
  public convenience init(windowScene: UIWindowScene) {
    self.init()
    self.windowScene = windowScene
    windowScene.add(self)
  }

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
  }
}
