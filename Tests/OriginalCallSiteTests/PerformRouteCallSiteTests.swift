import Foundation
import Testing
import ZRouter
import ZRouterTesting

// The original ZIKRouter guide (执行路由): type-safe perform, switchable perform and lazy perform, UIKit swapped for the
// headless host.

protocol NoteEditorDelegate: AnyObject {}

protocol NoteEditorInput: AnyObject {
  var delegate: NoteEditorDelegate? { get set }
  func constructForCreatingNewNote()
}

extension RoutableView where Protocol == NoteEditorInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

final class NoteEditorViewController: HeadlessViewController {
  weak var delegate: NoteEditorDelegate?
  var isCreatingNewNote = false

  func constructForCreatingNewNote() { isCreatingNewNote = true }
}
extension NoteEditorViewController: ZIKRoutableView {}
extension NoteEditorViewController: @MainActor NoteEditorInput {}

protocol LoginViewInput: AnyObject {}
extension RoutableView where Protocol == LoginViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
final class LoginViewController: HeadlessViewController {}
extension LoginViewController: ZIKRoutableView, LoginViewInput {}

protocol NetworkDisconnectedViewInput: AnyObject {}
extension RoutableView where Protocol == NetworkDisconnectedViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
final class NetworkDisconnectedViewController: HeadlessViewController {}
extension NetworkDisconnectedViewController: ZIKRoutableView, NetworkDisconnectedViewInput {}

enum RequestError: Error {
  case invalidAccount
  case networkNotConnected
}

enum TypeSafePerformSeed {
  class TestViewController: HeadlessViewController, NoteEditorDelegate {
    var results: [String] = []

    func showEditorViewController() {
      Router.perform(
        to: RoutableView<NoteEditorInput>(),
        path: .push(from: self),
        configuring: { (config, _) in
          //路由相关的设置
          config.successHandler = { destination in
            //跳转成功处理
            self.results.append("success")
          }
          config.errorHandler = { (action, error) in
            //跳转失败处理
            self.results.append("error")
          }
          //配置目的界面
          config.prepareDestination = { [weak self] destination in
            //destination 被 swift 自动推断为 NoteEditorInput 类型
            //配置 editor 界面
            destination.delegate = self
            destination.constructForCreatingNewNote()
          }
        })
    }
  }
}

enum SwitchablePerformSeed {
  class TestViewController: HeadlessViewController {
    func showViewForError(_ error: RequestError) {
      // The original guide writes `var switchableView`, never mutated (a warning here), and `case invalidAccount:`
      // without the leading dot, which does not compile in Swift.
      let switchableView: SwitchableView
      switch error {
      case .invalidAccount:
        switchableView = SwitchableView(RoutableView<LoginViewInput>())
      case .networkNotConnected:
        switchableView = SwitchableView(RoutableView<NetworkDisconnectedViewInput>())
      }
      Router.to(switchableView)?.perform(path: .push(from: self))
    }
  }
}

enum LazyPerformSeed {
  class TestViewController: HeadlessViewController {
    var routerType: ViewRouterType<EditorViewInput, ViewRouteConfig>?
    // The original guide writes `func viewDidLoad()`: in a view controller subclass it is an override.
    override func viewDidLoad() {
      super.viewDidLoad()
      routerType = Router.to(RoutableView<EditorViewInput>())
    }

    func showEditor() {
      // The original guide writes `self. routerType`; Swift rejects whitespace after the dot.
      guard let routerType = self.routerType else {
        return
      }
      routerType.perform(path: .push(from: self))
    }
  }
}

@MainActor @Suite struct PerformRouteCallSiteTests {
  @Test func aTypeSafePerformPreparesTheEditorThroughItsProtocol() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyViewRouter.register(RoutableView<NoteEditorInput>(), forMakingView: NoteEditorViewController.self)
    }) {
      let controller = TypeSafePerformSeed.TestViewController()
      let navigation = HeadlessNavigationController(rootViewController: controller)
      controller.showEditorViewController()
      let editor = navigation.topViewController as? NoteEditorViewController
      #expect(editor?.isCreatingNewNote == true)
      #expect(editor?.delegate === controller)
      #expect(controller.results == ["success"])
    }
  }

  @Test func aTypeSafePerformOutsideANavigationStackReportsTheError() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyViewRouter.register(RoutableView<NoteEditorInput>(), forMakingView: NoteEditorViewController.self)
    }) {
      let controller = TypeSafePerformSeed.TestViewController()
      controller.showEditorViewController()
      #expect(controller.results == ["error"])
    }
  }

  @Test(arguments: [RequestError.invalidAccount, .networkNotConnected])
  func aSwitchablePerformPushesTheViewChosenForTheError(error: RequestError) {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyViewRouter.register(RoutableView<LoginViewInput>(), forMakingView: LoginViewController.self)
      ZIKAnyViewRouter.register(
        RoutableView<NetworkDisconnectedViewInput>(), forMakingView: NetworkDisconnectedViewController.self)
    }) {
      let controller = SwitchablePerformSeed.TestViewController()
      let navigation = HeadlessNavigationController(rootViewController: controller)
      controller.showViewForError(error)
      switch error {
      case .invalidAccount: #expect(navigation.topViewController is LoginViewController)
      case .networkNotConnected: #expect(navigation.topViewController is NetworkDisconnectedViewController)
      }
    }
  }

  @Test func aLazyPerformUsesTheRouterTypeFetchedWhenTheViewLoaded() {
    ZIKRouteRegistry.withTestRegistry(registering: { EditorViewRouter.registerRoutableDestination() }) {
      let controller = LazyPerformSeed.TestViewController()
      let navigation = HeadlessNavigationController(rootViewController: controller)
      #expect(controller.routerType == nil)
      _ = controller.view
      #expect(controller.routerType != nil)
      controller.showEditor()
      controller.showEditor()
      #expect(navigation.viewControllers.count == 3)
      #expect(navigation.topViewController is EditorViewController)
    }
  }
}
