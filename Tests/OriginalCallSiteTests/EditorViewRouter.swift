import Foundation
import ZRouter

// The editor module the documented call sites route to: `EditorViewInput`, its composed form with the controller class,
// and the router of the custom-event example ("自定义事件") answering a custom event.

protocol EditorViewInput: AnyObject {
  var title: String? { get set }
}

extension RoutableView where Protocol == EditorViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

// The original ZIKRouter guide ("多 Protocol 组合"), with `UIViewController` swapped for `HeadlessViewController`.
extension RoutableView where Protocol == HeadlessViewController & EditorViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

typealias RequiredEditorViewInput = HeadlessViewController & EditorViewInput

final class EditorViewController: HeadlessViewController {}
extension EditorViewController: ZIKRoutableView {}
extension EditorViewController: @MainActor EditorViewInput {}

class EditorViewRouter: ZIKViewRouter<EditorViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(EditorViewController.self)
    register(RoutableView<EditorViewInput>())
    register(RoutableView<RequiredEditorViewInput>())
  }

  override func destination(with configuration: ViewRouteConfig) -> EditorViewController? {
    EditorViewController()
  }

  // The original guide declares it `@objc` and the app finds it with `responds(to:)`; here the router adopts an app
  // protocol (see AppBackgroundEventHandling) and the app casts to it.
  class func applicationDidEnterBackground(_ notification: Notification) {
    // 处理自定义事件
    (notification.object as? SeedEventRecorder)?.events.append("EditorViewRouter")
  }
}

/// Collects what the custom-event handlers received.
@MainActor
final class SeedEventRecorder {
  var events: [String] = []
}
