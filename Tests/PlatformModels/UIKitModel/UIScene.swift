import Foundation

/// The model of `UISceneDelegate`: the scene life-cycle callback the glue's tests use.
@MainActor
public protocol UISceneDelegate: AnyObject {
  /// "Tells the delegate that UIKit removed a scene from your app."
  func sceneDidDisconnect(_ scene: UIScene)
}

extension UISceneDelegate {
  /// Optional in UIKit: does nothing.
  public func sceneDidDisconnect(_ scene: UIScene) {}
}

/// The model of `UIScene`: one instance of the app's interface, and its disconnection.
///
/// From Apple's documentation of `sceneDidDisconnect(_:)` and `UIScene.didDisconnectNotification`: "UIKit
/// disconnects a scene when the user explicitly closes it in the app switcher. UIKit may also disconnect a scene in
/// order to reclaim memory for other processes"; "UIKit also posts a didDisconnectNotification notification in
/// addition to calling this method", with "the affected scene in the object property of the notification". Apple
/// documents neither the order of the two (``delegateCalledBeforeNotification``) nor what happens to the scene's
/// windows ("The removal of a scene is a precursor to the destruction of that scene"): the model leaves them, and
/// the controllers they show, as they are, so only the delegate call and the notification say that the scene closed.
@MainActor
open class UIScene {
  /// "A notification that indicates that UIKit removed a scene from your app."
  nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")

  /// Whether ``disconnect()`` calls the delegate before posting the notification (default) or after. Not documented.
  public static var delegateCalledBeforeNotification = true

  /// The scene's delegate ("The scene's delegate object"; UIKit keeps it strongly).
  open var delegate: (any UISceneDelegate)?

  /// Whether the scene was disconnected.
  public private(set) var isDisconnected = false

  /// A connected scene.
  public init() {}

  /// What UIKit does when the user closes the scene in the app switcher: `sceneDidDisconnect(_:)` and
  /// `didDisconnectNotification` (object: the scene), once. Not part of UIKit's API.
  public func disconnect() {
    guard !isDisconnected else { return }
    isDisconnected = true
    let notify = { NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: self) }
    if Self.delegateCalledBeforeNotification {
      delegate?.sceneDidDisconnect(self)
      notify()
    } else {
      notify()
      delegate?.sceneDidDisconnect(self)
    }
  }
}

/// The model of `UIWindowScene`: a scene that shows windows.
@MainActor
open class UIWindowScene: UIScene {
  private var windowStorage: [WeakWindow] = []

  /// "The windows associated with the scene."
  public var windows: [UIWindow] { windowStorage.compactMap(\.window) }

  func add(_ window: UIWindow) {
    windowStorage.removeAll { $0.window == nil || $0.window === window }
    windowStorage.append(WeakWindow(window: window))
  }

  private struct WeakWindow {
    weak var window: UIWindow?
  }
}
