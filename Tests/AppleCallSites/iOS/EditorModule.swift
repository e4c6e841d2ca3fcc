import UIKit
import ZRouter

// The editor module the documented call sites route to, on real UIKit classes. Type-checked for iOS by
// scripts/check-apple-platforms.sh; written as the router's guides write it (no `any`), with the Swift 6 adaptations
// noted.

protocol NoteEditorDelegate: AnyObject {}

protocol NoteEditorInput: AnyObject {
  var delegate: NoteEditorDelegate? { get set }
  func constructForCreatingNewNote()
}

extension RoutableView where Protocol == NoteEditorInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

protocol EditorViewInput: AnyObject {
  var title: String? { get set }
}

extension RoutableView where Protocol == EditorViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

// The original ZIKRouter guide ("多 Protocol 组合").
extension RoutableView where Protocol == UIViewController & EditorViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

typealias RequiredEditorViewInput = UIViewController & EditorViewInput

class EditorViewController: UIViewController {
  weak var delegate: NoteEditorDelegate?
  func constructForCreatingNewNote() {}
}

// The original ZIKRouter guide: "在 view router 中，为 destination 添加`ZIKRoutableView`扩展".
extension EditorViewController: ZIKRoutableView {
}

// UIViewController is main-actor isolated, so in Swift 6 its subclasses adopt plain protocols as isolated
// conformances.
extension EditorViewController: @MainActor EditorViewInput, @MainActor NoteEditorInput {}

class EditorViewRouter: ZIKViewRouter<EditorViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(EditorViewController.self)
    register(RoutableView<EditorViewInput>())
    register(RoutableView<RequiredEditorViewInput>())
  }

  override func destination(with configuration: ViewRouteConfig) -> EditorViewController? {
    let destination = EditorViewController()
    return destination
  }

  override func prepareDestination(_ destination: EditorViewController, configuration: ViewRouteConfig) {
    destination.title = "Editor"
  }

  override class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: EditorViewController,
    fromSource source: Any?
  ) {}

  override class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: EditorViewController, fromSource source: Any?
  ) {}

  // The original ZIKRouter guide ("自定义事件"): `@objc` and `responds(to:)` become an app protocol the app casts to.
  class func applicationDidEnterBackground(_ notification: Notification) {
    // 处理自定义事件
  }
}

// A view (not a view controller) module: the original guide's `addAsSubview(from: self.view)`.
protocol MySubviewInput: AnyObject {}

extension RoutableView where Protocol == MySubviewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

class MySubview: UIView {}
extension MySubview: ZIKRoutableView, MySubviewInput {}

class MySubviewRouter: ZIKViewRouter<MySubview, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(MySubview.self)
    register(RoutableView<MySubviewInput>())
  }

  override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { .viewDefault }

  override func destination(with configuration: ViewRouteConfig) -> MySubview? {
    MySubview(frame: .zero)
  }
}

// The original ZIKRouter guide: a module configuration protocol, served by a configuration subclass.
protocol EditorModuleConfig: AnyObject {
  var noteTitle: String? { get set }
}

extension RoutableViewModule where Protocol == EditorModuleConfig {
  init() { self.init(declaredProtocol: Protocol.self) }
}

class EditorModuleConfiguration: ZIKViewRouteConfiguration, EditorModuleConfig {
  var noteTitle: String?

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! EditorModuleConfiguration
    copy.noteTitle = noteTitle
    return copy
  }
}

class EditorModuleRouter: ZIKViewRouter<EditorViewController, EditorModuleConfiguration> {
  override class func registerRoutableDestination() {
    registerView(EditorViewController.self)
    register(RoutableViewModule<EditorModuleConfig>())
  }

  override class func defaultRouteConfiguration() -> EditorModuleConfiguration {
    return EditorModuleConfiguration()
  }

  override func destination(with configuration: EditorModuleConfiguration) -> EditorViewController? {
    let destination = EditorViewController()
    destination.title = configuration.noteTitle
    return destination
  }
}

/// Registers every router of this file, as an app does at launch.
@MainActor
func registerEditorRoutes() {
  ZIKRouteRegistry.add(
    viewRouters: [EditorViewRouter.self, MySubviewRouter.self, EditorModuleRouter.self], serviceRouters: [])
  // Simple registration of a UIKit class: no router subclass, no `init()` declaration.
  ZIKAnyViewRouter.register(RoutableView<NoteEditorInput>(), forMakingView: EditorViewController.self)
  ZIKRouteRegistry.registerAll()
}
