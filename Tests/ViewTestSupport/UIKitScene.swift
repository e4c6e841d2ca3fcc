#if canImport(UIKitModel)
  import UIKitModel
  import ZRouterUIKit
  @_spi(ZRouterGlue) import ZRouterCore

  /// A key window showing a root controller, the way an app's scene does, for routes that need their source on screen.
  @MainActor
  public final class UIKitScene {
    /// The key window.
    public let window = UIWindow()
    /// The window's root controller.
    public let root: UIViewController

    /// A window showing `root`.
    public init(root: UIViewController = UIViewController()) {
      self.root = root
      window.rootViewController = root
      window.makeKeyAndVisible()
      UIKitModelDiagnostics.reset()
    }

    /// A window showing a navigation controller whose root is `home`.
    public static func navigation(home: UIViewController = UIViewController()) -> (UIKitScene, UINavigationController) {
      let navigation = UINavigationController(rootViewController: home)
      return (UIKitScene(root: navigation), navigation)
    }
  }

  /// Lets every running animated transition complete, as the main run loop does between frames, and the main actor
  /// turn: the work the glue left for the next turn (``MainTurn``) runs, until nothing is left.
  @MainActor
  public func settle() {
    repeat { UIKitModelRunLoop.runUntilIdle() } while MainTurn.runPending(of: "UIKit")
  }
#endif
